import { type SecuritySettings, securitySettingsSchema } from '@dirigeo/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

const securitySettingsQueryKey = ['user', 'security-settings'] as const;

/** GET /api/user/security-settings: the Sécurité tab's stored switches. */
function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return apiJson('/api/user/security-settings', securitySettingsSchema, signal ? { signal } : {});
}

const securitySettingsQueryOptions = () =>
  queryOptions({ queryKey: securitySettingsQueryKey, queryFn: ({ signal }) => getSecuritySettings(signal) });

export function useSecuritySettings() {
  return useQuery(securitySettingsQueryOptions());
}

/** PUT /api/user/security-settings */
function updateSecuritySettings(settings: SecuritySettings): Promise<SecuritySettings> {
  return apiJson('/api/user/security-settings', securitySettingsSchema, { method: 'PUT', body: settings });
}

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: (settings) => queryClient.setQueryData(securitySettingsQueryKey, settings),
  });
}
