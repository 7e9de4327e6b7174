import type { User } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api-client.ts';
import { useStoreSignedInUser } from './login.ts';
import { parseUser } from './parse-user.ts';

/** POST /api/login/2fa: the code (or a recovery code) that completes a sign-in; the signed-in user. */
export async function loginSecondFactor(code: string): Promise<User> {
  const response = await apiFetch('/api/login/2fa', { method: 'POST', body: { code } });
  return parseUser(await response.json());
}

export function useLoginSecondFactor() {
  const storeUser = useStoreSignedInUser();
  return useMutation({ mutationFn: loginSecondFactor, onSuccess: storeUser });
}
