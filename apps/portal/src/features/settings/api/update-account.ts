import { type AccountNameBody, type EmailChangeBody, type User, userSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/api/user/get-user.ts';

/** PATCH /api/user/account: the account's first and last name. */
function updateAccountName(body: AccountNameBody): Promise<User> {
  return apiJson('/api/user/account', userSchema, { method: 'PATCH', body });
}

export function useUpdateAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountName,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

/** POST /api/user/email-change: the new address (confirmed by its link) and the current password. */
function requestEmailChange(body: EmailChangeBody): Promise<User> {
  return apiJson('/api/user/email-change', userSchema, { method: 'POST', body });
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
