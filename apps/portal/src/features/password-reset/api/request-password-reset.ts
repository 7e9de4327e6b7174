import { okSchema, type PasswordResetRequestBody } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** POST /api/password-reset: the same answer whether the address has an account or not. */
async function requestPasswordReset(body: PasswordResetRequestBody): Promise<void> {
  await apiJson('/api/password-reset', okSchema, { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
