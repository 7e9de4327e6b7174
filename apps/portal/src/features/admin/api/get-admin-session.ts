import { type AdminSessionState, adminSessionStateSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const adminSessionQueryKey = ['admin-session'] as const;

/** GET /api/admin/session: whether the back office is open on this server, and signed in from this browser. */
function getAdminSession(signal?: AbortSignal): Promise<AdminSessionState> {
  return apiJson('/api/admin/session', adminSessionStateSchema, signal ? { signal } : {});
}

const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionQueryKey,
    queryFn: ({ signal }) => getAdminSession(signal),
    staleTime: 0,
  });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
