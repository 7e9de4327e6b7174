import { type Declaration, declarationSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { declarationsQueryKey } from '../../../lib/api/declarations/get-declarations.ts';

/** POST /api/declarations: prepares (or again) the month's DSN; 201 with its findings. */
function prepareDeclaration(period: string): Promise<Declaration> {
  return apiJson('/api/declarations', declarationSchema, { method: 'POST', body: { period } });
}

export function usePrepareDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepareDeclaration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationsQueryKey }),
  });
}
