import { type Officer, officerSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api-client.ts';

export const officerQueryKey = ['officer'] as const;

/** GET /api/officer: the officer as the DSN names them, with what is still to fill. */
function getOfficer(signal?: AbortSignal): Promise<Officer> {
  return apiJson('/api/officer', officerSchema, signal ? { signal } : {});
}

export const officerQueryOptions = () =>
  queryOptions({ queryKey: officerQueryKey, queryFn: ({ signal }) => getOfficer(signal) });

/** The officer's profile: the profile screen edits it, the payslip form reads its withholding rate. */
export function useOfficer() {
  return useQuery(officerQueryOptions());
}
