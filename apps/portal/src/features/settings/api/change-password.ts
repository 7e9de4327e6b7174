import { type ChangePasswordBody, okSchema } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** POST /api/user/change-password: only the current and the new password are sent (spec 000 §5). */
async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiJson('/api/user/change-password', okSchema, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
