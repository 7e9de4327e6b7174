import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** The file name the server gave (Content-Disposition), or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the fallback below.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * GET /api/admin/blog-articles/export (every article) or /api/admin/blog-articles/{id}/export
 * (one): a JSON file in the format Import takes back, saved by the browser.
 */
export async function downloadArticles(id: number | null): Promise<void> {
  const url = id === null ? '/api/admin/blog-articles/export' : `/api/admin/blog-articles/${id}/export`;
  const response = await apiFetch(url);
  saveBlob(
    await response.blob(),
    fileNameOf(response, id === null ? 'articles-dirigeo.json' : `article-${id}.json`),
  );
}

export function useDownloadArticles() {
  return useMutation({ mutationFn: downloadArticles });
}
