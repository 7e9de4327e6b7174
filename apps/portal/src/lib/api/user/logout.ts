import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../api-client.ts';
import { userQueryKey } from './get-user.ts';

/** POST /api/logout; the answer is not used. */
function logout(): Promise<void> {
  return apiSend('/api/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // A read still in flight when the session ends would come back 401: abort them first.
    onMutate: () => queryClient.cancelQueries(),
    onSuccess: () => {
      // The signed-out user's data goes. Removing a query a mounted screen still observes would make
      // it fetch again, so: clear the user (the guard then unmounts the signed-in screens) and drop
      // what nothing observes; sign-out ends with a full page load to /, which discards the rest.
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ type: 'inactive' });
    },
  });
}
