import type { User } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJsonOnDemand } from '../../api-client.ts';

export const userQueryKey = ['user'] as const;

/**
 * GET /api/session: the signed-in user, or null. Always a 200, where GET /api/user answers a visitor
 * 401 (spec 000 §4), which the browser logs as a failed request on every signed-out screen.
 */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  const { user } = await apiJsonOnDemand(
    '/api/session',
    (schemas) => schemas.sessionStateSchema,
    signal ? { signal } : {},
  );
  return user;
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal) });

export function useUser() {
  return useQuery(userQueryOptions());
}
