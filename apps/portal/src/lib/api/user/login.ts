import { type LoginBody, type User, userSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api-client.ts';
import { userQueryKey } from './get-user.ts';

/** POST /api/login: the signed-in user. */
export function login(body: LoginBody): Promise<User> {
  return apiJson('/api/login', userSchema, { method: 'POST', body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Another user's cached data must not show: start from an empty cache, then store the user.
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}
