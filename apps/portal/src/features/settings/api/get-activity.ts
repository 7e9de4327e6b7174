import { type ActivityPage, activityPageSchema } from '@dirigeo/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

const activityQueryKey = ['user', 'activity'] as const;

/** GET /api/user/activity?page=…: a page of the account's activity log, the newest first. */
function getActivity(page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return apiJson(`/api/user/activity?page=${page}`, activityPageSchema, signal ? { signal } : {});
}

const activityQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...activityQueryKey, page],
    queryFn: ({ signal }) => getActivity(page, signal),
  });

export function useActivity(page: number, enabled: boolean) {
  return useQuery({ ...activityQueryOptions(page), enabled, placeholderData: keepPreviousData });
}
