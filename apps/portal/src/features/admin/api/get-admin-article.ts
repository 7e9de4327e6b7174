import { type AdminArticle, adminArticleSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminArticlesQueryKey } from './get-admin-articles.ts';

export const adminArticleQueryKey = (id: number) => [...adminArticlesQueryKey, id] as const;

/** GET /api/admin/blog-articles/{id}: an article, draft or published, for the editor. */
function getAdminArticle(id: number, signal?: AbortSignal): Promise<AdminArticle> {
  return apiJson(`/api/admin/blog-articles/${id}`, adminArticleSchema, signal ? { signal } : {});
}

const adminArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminArticleQueryKey(id),
    queryFn: ({ signal }) => getAdminArticle(id, signal),
    // The editor starts from what is stored now.
    staleTime: 0,
  });

export function useAdminArticle(id: number | null) {
  return useQuery({ ...adminArticleQueryOptions(id ?? 0), enabled: id !== null });
}
