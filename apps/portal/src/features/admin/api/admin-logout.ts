import { okSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';
import { adminSessionQueryKey } from './get-admin-session.ts';

/** POST /api/admin/logout: ends the admin session. */
async function adminLogout(): Promise<void> {
  await apiJson('/api/admin/logout', okSchema, { method: 'POST' });
}

/**
 * Signing out first stops the back office's reads on their way (the session they ride on ends), and
 * shows the sign-in form before it forgets what they read: forgotten first, the dashboard still shown
 * read them again, and the server refused them (401) as an expired session.
 */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onMutate: () => queryClient.cancelQueries({ queryKey: adminQueryKey }),
    onSettled: () => {
      queryClient.setQueryData(adminSessionQueryKey, { open: true, signedIn: false });
      queryClient.removeQueries({ queryKey: adminQueryKey });
    },
  });
}
