import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../api-client.ts';

/** POST /api/user/email-verification: a new link to confirm the account's address. */
async function resendEmailVerification(): Promise<void> {
  await apiSend('/api/user/email-verification', { method: 'POST' });
}

export function useResendEmailVerification() {
  return useMutation({ mutationFn: resendEmailVerification });
}
