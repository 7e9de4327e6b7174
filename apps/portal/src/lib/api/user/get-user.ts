import type { User } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, errorFrom } from '../../api-client.ts';
import { parseUser } from './parse-user.ts';

export const userQueryKey = ['user'] as const;

/** GET /api/user: the signed-in user, or null when the answer is 401 (spec 000 §4). */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  const response = await apiRequest('/api/user', signal ? { signal } : {});
  // A 401's short body is read to its end: left unread, it keeps the request open in the browser.
  if (response.status === 401) return response.text().then(() => null);
  if (!response.ok) throw await errorFrom(response);
  return parseUser(await response.json());
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal) });

export function useUser() {
  return useQuery(userQueryOptions());
}
