import { type Document, documentSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../../lib/api-client.ts';

export const documentsQueryKey = ['documents'] as const;

const documentListSchema = z.array(documentSchema);

/** GET /api/documents: the signed-in user's documents. */
function getDocuments(signal?: AbortSignal): Promise<Document[]> {
  return apiJson('/api/documents', documentListSchema, signal ? { signal } : {});
}

const documentsQueryOptions = () =>
  queryOptions({ queryKey: documentsQueryKey, queryFn: ({ signal }) => getDocuments(signal) });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
