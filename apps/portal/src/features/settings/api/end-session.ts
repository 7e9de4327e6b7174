import { okSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/user/sessions/:id: signs that device out. */
async function endSession(id: string): Promise<void> {
  await apiJson(`/api/user/sessions/${encodeURIComponent(id)}`, okSchema, { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
