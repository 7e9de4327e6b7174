import { type DeclarationSummary, declarationSummarySchema, z } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api-client.ts';

export const declarationsQueryKey = ['declarations'] as const;

/** GET /api/declarations: the user's monthly DSN, newest period first. */
export function getDeclarations(signal?: AbortSignal): Promise<DeclarationSummary[]> {
  return apiJson('/api/declarations', z.array(declarationSummarySchema), signal ? { signal } : {});
}

export const declarationsQueryOptions = () =>
  queryOptions({ queryKey: declarationsQueryKey, queryFn: ({ signal }) => getDeclarations(signal) });

export function useDeclarations() {
  return useQuery(declarationsQueryOptions());
}
