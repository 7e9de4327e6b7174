import { type RegisterBodyInput, type User, userSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api-client.ts';
import { userQueryKey } from './get-user.ts';

/**
 * POST /api/register: creates the account and signs it in (201 with the user). The form's
 * `confirmPassword` and `termsAccepted` are never sent; the server decides `isTestAccount` from the plan.
 */
export function register(body: RegisterBodyInput): Promise<User> {
  return apiJson('/api/register', userSchema, { method: 'POST', body });
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
