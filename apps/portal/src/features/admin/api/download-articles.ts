import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/save-blob.ts';

/**
 * GET /api/admin/blog-articles/export (every article) or /api/admin/blog-articles/{id}/export
 * (one): a JSON file in the format Import takes back, saved by the browser.
 */
async function downloadArticles(id: number | null): Promise<void> {
  const url = id === null ? '/api/admin/blog-articles/export' : `/api/admin/blog-articles/${id}/export`;
  const response = await apiFetch(url);
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
      (id === null ? 'articles-dirigeo.json' : `article-${id}.json`),
  );
}

export function useDownloadArticles() {
  return useMutation({ mutationFn: downloadArticles });
}
