import { type AdminSubmission, adminSubmissionListSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export const submissionsQueryKey = [...adminQueryKey, 'submissions'] as const;

/** GET /api/admin/submissions: the contact requests, newest first. */
function getSubmissions(signal?: AbortSignal): Promise<AdminSubmission[]> {
  return apiJson('/api/admin/submissions', adminSubmissionListSchema, signal ? { signal } : {});
}

const submissionsQueryOptions = () =>
  queryOptions({ queryKey: submissionsQueryKey, queryFn: ({ signal }) => getSubmissions(signal) });

export function useSubmissions() {
  return useQuery(submissionsQueryOptions());
}
