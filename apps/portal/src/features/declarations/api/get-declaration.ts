import { type Declaration, declarationSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { declarationsQueryKey } from '../../../lib/api/declarations/get-declarations.ts';

const declarationQueryKey = (id: number) => [...declarationsQueryKey, id] as const;

/** GET /api/declarations/:id: the declaration with its findings and amounts. */
function getDeclaration(id: number, signal?: AbortSignal): Promise<Declaration> {
  return apiJson(`/api/declarations/${id}`, declarationSchema, signal ? { signal } : {});
}

const declarationQueryOptions = (id: number) =>
  queryOptions({ queryKey: declarationQueryKey(id), queryFn: ({ signal }) => getDeclaration(id, signal) });

export function useDeclaration(id: number) {
  return useQuery(declarationQueryOptions(id));
}
