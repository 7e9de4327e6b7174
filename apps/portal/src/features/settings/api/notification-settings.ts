import { type NotificationSettings, notificationSettingsSchema } from '@dirigeo/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

const notificationSettingsQueryKey = ['user', 'notification-settings'] as const;

/** GET /api/user/notification-settings: the Notifications tab's stored switches. */
function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiJson('/api/user/notification-settings', notificationSettingsSchema, signal ? { signal } : {});
}

const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** PUT /api/user/notification-settings */
function updateNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return apiJson('/api/user/notification-settings', notificationSettingsSchema, {
    method: 'PUT',
    body: settings,
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
