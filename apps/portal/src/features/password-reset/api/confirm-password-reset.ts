import { okSchema, type PasswordResetConfirmBody } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** POST /api/password-reset/confirm: the link's token and the new password. */
async function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<void> {
  await apiJson('/api/password-reset/confirm', okSchema, { method: 'POST', body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
