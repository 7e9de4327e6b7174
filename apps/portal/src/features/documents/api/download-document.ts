import type { Document } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** GET /api/documents/:id/file, saved under the uploaded file's own name (downloads are real, spec README). */
async function downloadDocument(document: Pick<Document, 'id' | 'originalFileName'>): Promise<void> {
  const response = await apiFetch(`/api/documents/${document.id}/file`);
  saveBlob(await response.blob(), document.originalFileName);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
