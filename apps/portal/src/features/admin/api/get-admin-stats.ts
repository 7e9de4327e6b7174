import { type AdminStats, adminStatsSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export const adminStatsQueryKey = [...adminQueryKey, 'stats'] as const;

/** GET /api/admin/stats: 'Messages échangés' and 'Contacts reçus'. */
function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiJson('/api/admin/stats', adminStatsSchema, signal ? { signal } : {});
}

const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminStatsQueryKey, queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
