import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/save-blob.ts';

/** GET /api/declarations/:id/file: the .dsn file, saved under the name the server gives. */
async function downloadDeclaration(declaration: { id: number; fileName: string | null }): Promise<void> {
  const response = await apiFetch(`/api/declarations/${declaration.id}/file`);
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ??
    declaration.fileName ??
    'declaration.dsn';
  saveBlob(await response.blob(), fileName);
}

export function useDownloadDeclaration() {
  return useMutation({ mutationFn: downloadDeclaration });
}
