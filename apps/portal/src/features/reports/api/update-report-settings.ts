import { type ReportSettings, reportSettingsSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { reportsQueryKey } from './report-keys.ts';

/** PUT /api/reports/settings. */
function updateReportSettings(body: ReportSettings): Promise<ReportSettings> {
  return apiJson('/api/reports/settings', reportSettingsSchema, { method: 'PUT', body });
}

export function useUpdateReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportSettings,
    // The entries are booked on these accounts, the dashboard's indicators (under the same key) use the budget.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
