import type { DeclarationSummary } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJsonOnDemand } from '../../api-client.ts';

export const declarationsQueryKey = ['declarations'] as const;

/** GET /api/declarations: the user's monthly DSN, newest period first. */
function getDeclarations(signal?: AbortSignal): Promise<DeclarationSummary[]> {
  return apiJsonOnDemand(
    '/api/declarations',
    (schemas) => schemas.declarationSummaryListSchema,
    signal ? { signal } : {},
  );
}

export const declarationsQueryOptions = () =>
  queryOptions({ queryKey: declarationsQueryKey, queryFn: ({ signal }) => getDeclarations(signal) });

export function useDeclarations() {
  return useQuery(declarationsQueryOptions());
}
