import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../api-client.ts';
import { userQueryKey } from './get-user.ts';

/** POST /api/logout; the answer is not used. */
export function logout(): Promise<void> {
  return apiSend('/api/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Nothing of the signed-out user stays in memory.
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
