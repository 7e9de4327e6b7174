import { type SessionSummary, sessionListSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const sessionsQueryKey = ['user', 'sessions'] as const;

/** GET /api/user/sessions: where the account is signed in, the most recently used first. */
function getSessions(signal?: AbortSignal): Promise<SessionSummary[]> {
  return apiJson('/api/user/sessions', sessionListSchema, signal ? { signal } : {});
}

const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
