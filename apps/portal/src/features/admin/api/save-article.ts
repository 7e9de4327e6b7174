import { type AdminArticle, adminArticleSchema, type ArticleWriteInput } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminStatsQueryKey } from './get-admin-stats.ts';
import { adminArticleQueryKey } from './get-admin-article.ts';
import { adminArticlesQueryKey } from './get-admin-articles.ts';

/**
 * POST /api/admin/blog-articles (a new article) or PUT /api/admin/blog-articles/{id}: the server
 * sanitises the body and answers the article as stored.
 */
function saveArticle({
  id,
  article,
}: {
  id: number | null;
  article: ArticleWriteInput;
}): Promise<AdminArticle> {
  return id === null
    ? apiJson('/api/admin/blog-articles', adminArticleSchema, { method: 'POST', body: article })
    : apiJson(`/api/admin/blog-articles/${id}`, adminArticleSchema, { method: 'PUT', body: article });
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminArticleQueryKey(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: adminArticlesQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });
    },
  });
}
