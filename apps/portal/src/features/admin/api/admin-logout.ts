import { okSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';
import { adminSessionQueryKey } from './get-admin-session.ts';

/** POST /api/admin/logout: ends the admin session. */
async function adminLogout(): Promise<void> {
  await apiJson('/api/admin/logout', okSchema, { method: 'POST' });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: adminQueryKey });
      queryClient.setQueryData(adminSessionQueryKey, { open: true, signedIn: false });
    },
  });
}
