import type { User } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api-client.ts';

/**
 * POST /api/login/2fa: the code (or a recovery code) that completes a sign-in; the signed-in user.
 * Loaded with the code step only: it shares no module with /auth's first load but the API client.
 */
async function loginSecondFactor(code: string): Promise<User> {
  const response = await apiFetch('/api/login/2fa', { method: 'POST', body: { code } });
  const { userSchema } = await import('../../schemas-on-demand.ts');
  return userSchema.parse(await response.json());
}

export function useLoginSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginSecondFactor,
    // Another user's cached data must not show: an empty cache, the user read again where needed.
    onSuccess: () => queryClient.removeQueries(),
  });
}
