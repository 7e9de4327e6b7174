import { okSchema } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../api-client.ts';

/** POST /api/user/email-verification: a new link to confirm the account's address. */
export async function resendEmailVerification(): Promise<void> {
  await apiJson('/api/user/email-verification', okSchema, { method: 'POST' });
}

export function useResendEmailVerification() {
  return useMutation({ mutationFn: resendEmailVerification });
}
