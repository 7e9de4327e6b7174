import { type ActivityPage, activityPageSchema } from '@dirigeo/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const activityQueryKey = ['user', 'activity'] as const;

/** GET /api/user/activity?page=…: a page of the account's activity log, the newest first. */
export function getActivity(page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return apiJson(`/api/user/activity?page=${page}`, activityPageSchema, signal ? { signal } : {});
}

export const activityQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...activityQueryKey, page],
    queryFn: ({ signal }) => getActivity(page, signal),
  });

export function useActivity(page: number, enabled: boolean) {
  return useQuery({ ...activityQueryOptions(page), enabled, placeholderData: keepPreviousData });
}
