import {
  type EmailVerificationConfirmBody,
  type EmailVerificationResult,
  emailVerificationResultSchema,
} from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/api/user/get-user.ts';

/** POST /api/email-verification/confirm: the link's token; works signed in or not. */
function confirmEmailVerification(body: EmailVerificationConfirmBody): Promise<EmailVerificationResult> {
  return apiJson('/api/email-verification/confirm', emailVerificationResultSchema, { method: 'POST', body });
}

export function useConfirmEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailVerification,
    // The signed-in user (if any) now shows the confirmed, or new, address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
