import type { LoginBody, User } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api-client.ts';
import { userQueryKey } from './get-user.ts';
import { parseUser } from './parse-user.ts';

/** POST /api/login: the signed-in user. */
export async function login(body: LoginBody): Promise<User> {
  const response = await apiFetch('/api/login', { method: 'POST', body });
  return parseUser(await response.json());
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
