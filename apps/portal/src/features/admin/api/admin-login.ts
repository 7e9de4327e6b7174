import { type AdminLoginBody, okSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';
import { adminSessionQueryKey } from './get-admin-session.ts';

/** POST /api/admin/login: the server checks the password and opens an admin session (its cookie). */
async function adminLogin(body: AdminLoginBody): Promise<void> {
  await apiJson('/api/admin/login', okSchema, { method: 'POST', body });
}

/** The sign-in's mutation key: its 401 is a wrong password, not an expired session. */
export const adminLoginMutationKey = ['admin-login'] as const;

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminLoginMutationKey,
    mutationFn: adminLogin,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminQueryKey });
      queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
    },
  });
}
