import { type BlogImportReport, blogImportReportSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminArticlesQueryKey } from './get-admin-articles.ts';

/**
 * POST /api/admin/blog-articles/import: `dryRun` reports what the file would create, update or
 * reject; otherwise the server applies it all in one transaction, or nothing (400) when one
 * article is rejected.
 */
function importArticles({ file, dryRun }: { file: unknown; dryRun: boolean }): Promise<BlogImportReport> {
  return apiJson(`/api/admin/blog-articles/import?dryRun=${dryRun}`, blogImportReportSchema, {
    method: 'POST',
    body: file,
  });
}

export function useImportArticles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importArticles,
    onSuccess: (report) => {
      if (report.applied) void queryClient.invalidateQueries({ queryKey: adminArticlesQueryKey });
    },
  });
}
