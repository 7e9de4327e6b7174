import { ADMIN_ARTICLES_SHOWN, type AdminArticleList, adminArticleListSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export const adminArticlesQueryKey = [...adminQueryKey, 'blog-articles'] as const;

/** GET /api/admin/blog-articles: the first 10 articles (spec 001 §9) and how many there are. */
function getAdminArticles(signal?: AbortSignal): Promise<AdminArticleList> {
  return apiJson(
    `/api/admin/blog-articles?limit=${ADMIN_ARTICLES_SHOWN}`,
    adminArticleListSchema,
    signal ? { signal } : {},
  );
}

const adminArticlesQueryOptions = () =>
  queryOptions({ queryKey: adminArticlesQueryKey, queryFn: ({ signal }) => getAdminArticles(signal) });

export function useAdminArticles() {
  return useQuery(adminArticlesQueryOptions());
}
