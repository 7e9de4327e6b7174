import type { DeleteAccountBody } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/api/user/get-user.ts';

/** DELETE /api/user: closes the account (RGPD art. 17); the session ends with it. */
function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiSend('/api/user', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // As at sign-out: no user any more (the guard leaves the signed-in screens), nothing of theirs kept.
      void queryClient.cancelQueries();
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ type: 'inactive' });
    },
  });
}
