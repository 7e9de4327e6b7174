import { type Officer, type OfficerBody, officerSchema } from '@dirigeo/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

export const officerQueryKey = ['officer'] as const;

/** GET /api/officer: the officer as the DSN names them, with what is still to fill. */
export function getOfficer(signal?: AbortSignal): Promise<Officer> {
  return apiJson('/api/officer', officerSchema, signal ? { signal } : {});
}

export const officerQueryOptions = () =>
  queryOptions({ queryKey: officerQueryKey, queryFn: ({ signal }) => getOfficer(signal) });

export function useOfficer() {
  return useQuery(officerQueryOptions());
}

/** PUT /api/officer: the officer as stored. */
export function updateOfficer(body: OfficerBody): Promise<Officer> {
  return apiJson('/api/officer', officerSchema, { method: 'PUT', body });
}

export function useUpdateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfficer,
    onSuccess: (officer) => queryClient.setQueryData(officerQueryKey, officer),
  });
}
