import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { documentsQueryKey } from './get-documents.ts';

/** DELETE /api/documents/:id: 204; the stored file goes with it. */
function deleteDocument(id: number): Promise<void> {
  return apiSend(`/api/documents/${id}`, { method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
