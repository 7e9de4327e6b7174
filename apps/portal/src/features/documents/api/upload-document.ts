import { apiErrorSchema, type Document, type DocumentFields, documentSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { documentsQueryKey } from './get-documents.ts';

/** The same `ApiError` as `apiFetch` builds (spec 000 §8): the API's JSON message, else the body or status text. */
function errorFromAnswer(status: number, statusText: string, body: string): ApiError {
  let message = body;
  let issues: { path: string; message: string }[] = [];
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) {
      message = parsed.data.message;
      issues = parsed.data.issues ?? [];
    }
  } catch {
    // Not JSON: the body text is the message.
  }
  return new ApiError(status, message || statusText || 'Erreur', issues);
}

export interface UploadDocumentInput {
  fields: DocumentFields;
  file: File;
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/documents (multipart: name, description, category, file) → 201 with the document.
 * XMLHttpRequest rather than fetch: only it reports the upload's progress. The server checks the
 * size (413) and the type read from the content (415); its French message comes back in the error.
 */
function uploadDocument({ fields, file, onProgress }: UploadDocumentInput): Promise<Document> {
  const body = new FormData();
  body.append('name', fields.name);
  if (fields.description) body.append('description', fields.description);
  body.append('category', fields.category);
  // The file goes last: the server reads the text fields before the file's stream.
  body.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/documents');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) {
        reject(errorFromAnswer(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        resolve(documentSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'Le serveur est injoignable')));
    request.addEventListener('abort', () => reject(new ApiError(0, 'Envoi annulé')));
    request.send(body);
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
