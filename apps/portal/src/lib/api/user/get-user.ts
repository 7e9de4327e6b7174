import { type User, userSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../api-client.ts';

export const userQueryKey = ['user'] as const;

/** GET /api/user: the signed-in user, or null when the answer is 401 (spec 000 §4). */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await apiJson('/api/user', userSchema, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal) });

export function useUser() {
  return useQuery(userQueryOptions());
}
