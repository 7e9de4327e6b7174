import { type Company, companySchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api-client.ts';

export const companyQueryKey = ['company'] as const;

/** GET /api/company: the signed-in user's company, with what it still lacks for the DSN. */
function getCompany(signal?: AbortSignal): Promise<Company> {
  return apiJson('/api/company', companySchema, signal ? { signal } : {});
}

export const companyQueryOptions = () =>
  queryOptions({ queryKey: companyQueryKey, queryFn: ({ signal }) => getCompany(signal) });

export function useCompany() {
  return useQuery(companyQueryOptions());
}
