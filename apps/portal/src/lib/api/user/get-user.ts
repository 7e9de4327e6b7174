import type { User } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, errorFrom } from '../../api-client.ts';
import { parseUser } from './parse-user.ts';

export const userQueryKey = ['user'] as const;

/** GET /api/user: the signed-in user, or null when the answer is 401 (spec 000 §4). */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  const response = await apiRequest('/api/user', signal ? { signal } : {});
  if (response.status === 401) return null;
  if (!response.ok) throw await errorFrom(response);
  return parseUser(await response.json());
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal) });

export function useUser() {
  return useQuery(userQueryOptions());
}
