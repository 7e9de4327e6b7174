import { type AdminLoginBody, okSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';
import { adminSessionQueryKey } from './get-admin-session.ts';

/** POST /api/admin/login: the server checks the password and opens an admin session (its cookie). */
export async function adminLogin(body: AdminLoginBody): Promise<void> {
  await apiJson('/api/admin/login', okSchema, { method: 'POST', body });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminQueryKey });
      queryClient.setQueryData(adminSessionQueryKey, { open: true, signedIn: true });
    },
  });
}
