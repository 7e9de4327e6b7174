import { type UpdateProfileBody, type User, userSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/api/user/get-user.ts';

/** PATCH /api/user/:id: the updated user (spec 000 §7). */
function updateProfile({ id, body }: { id: number; body: UpdateProfileBody }): Promise<User> {
  return apiJson(`/api/user/${id}`, userSchema, { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer replaces the current user (spec 000 §4).
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
