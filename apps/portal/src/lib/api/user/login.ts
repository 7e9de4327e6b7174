import type { LoginBody, User } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api-client.ts';
import { userQueryKey } from './get-user.ts';
import { parseUser } from './parse-user.ts';

/** Where a sign-in stands after the password: signed in, or the account's code is asked next. */
export type SignInStep = { status: 'signed-in'; user: User } | { status: 'code-required' };

/** POST /api/login: the signed-in user, or the code step of an account with two-factor sign-in. */
async function login(body: LoginBody): Promise<SignInStep> {
  const response = await apiFetch('/api/login', { method: 'POST', body });
  const json: unknown = await response.json();
  // `{ twoFactorRequired: true }`, told apart without zod (kept out of /auth's first load).
  if (typeof json === 'object' && json !== null && 'twoFactorRequired' in json)
    return { status: 'code-required' };
  return { status: 'signed-in', user: await parseUser(json) };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (step) => {
      if (step.status === 'code-required') return;
      // Another user's cached data must not show: start from an empty cache, then store the user.
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, step.user);
    },
  });
}
