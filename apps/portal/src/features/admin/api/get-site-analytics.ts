import { type SiteAnalyticsDay, siteAnalyticsSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

const siteAnalyticsQueryKey = [...adminQueryKey, 'analytics'] as const;

/** GET /api/admin/analytics: the last 30 days of the site's traffic, oldest first. */
async function getSiteAnalytics(signal?: AbortSignal): Promise<SiteAnalyticsDay[]> {
  return (await apiJson('/api/admin/analytics', siteAnalyticsSchema, signal ? { signal } : {})).days;
}

const siteAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: siteAnalyticsQueryKey, queryFn: ({ signal }) => getSiteAnalytics(signal) });

export function useSiteAnalytics() {
  return useQuery(siteAnalyticsQueryOptions());
}
