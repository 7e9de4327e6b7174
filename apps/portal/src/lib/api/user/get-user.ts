import type { User } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api-client.ts';

export const userQueryKey = ['user'] as const;

/**
 * GET /api/session: the signed-in user, or null. Always a 200, where GET /api/user answers a visitor
 * 401 (spec 000 §4), which the browser logs as a failed request on every signed-out screen. A
 * visitor's `{ user: null }` is read without the schemas: /auth's form shows without waiting for zod.
 */
async function getUser(signal?: AbortSignal): Promise<User | null> {
  const response = await apiFetch('/api/session', signal ? { signal } : {});
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'user' in body && body.user === null) return null;
  const { sessionStateSchema } = await import('../../schemas-on-demand.ts');
  return sessionStateSchema.parse(body).user;
}

const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: ({ signal }) => getUser(signal) });

export function useUser() {
  return useQuery(userQueryOptions());
}
