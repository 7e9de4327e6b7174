import { type ReportSettings, reportSettingsSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { reportSettingsQueryKey } from './report-keys.ts';

/** GET /api/reports/settings: the company's payroll accounts, budget and indicators. */
function getReportSettings(signal?: AbortSignal): Promise<ReportSettings> {
  return apiJson('/api/reports/settings', reportSettingsSchema, signal ? { signal } : {});
}

const reportSettingsQueryOptions = queryOptions({
  queryKey: reportSettingsQueryKey,
  queryFn: ({ signal }) => getReportSettings(signal),
});

export function useReportSettings() {
  return useQuery(reportSettingsQueryOptions);
}
