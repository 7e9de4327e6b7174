import type { RegisterBodyInput, User } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api-client.ts';
import { userQueryKey } from './get-user.ts';
import { parseUser } from './parse-user.ts';

/**
 * POST /api/register: creates the account and signs it in (201 with the user). The form's
 * `confirmPassword` and `termsAccepted` are never sent; the server decides `isTestAccount` from the plan.
 */
async function register(body: RegisterBodyInput): Promise<User> {
  const response = await apiFetch('/api/register', { method: 'POST', body });
  return parseUser(await response.json());
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}
