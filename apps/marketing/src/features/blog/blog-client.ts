import type { ArticleSummary, BlogList } from '@dirigeo/schemas';
import { BLOG_PAGE_SIZE, BLOG_SEARCH_MAX_LENGTH } from '@dirigeo/schemas/constants';
import { fetchJson } from '../../lib/fetch-json.ts';
import { paths } from '../../lib/paths.ts';

/** Where the visitor is in the blog list: its page (from 1) and its search; both live in the URL. */
export interface BlogLocation {
  page: number;
  search: string;
}

/** `/blog?page=2&q=dsn` → its location; anything odd falls back to page 1 without search. */
export function blogLocationOf(search: string | URLSearchParams): BlogLocation {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    search: (params.get('q') ?? '').trim().slice(0, BLOG_SEARCH_MAX_LENGTH),
  };
}

/** The address of a location: `/blog`, `/blog?page=2`, `/blog?q=dsn&page=3`. */
export function blogHrefOf({ page, search }: BlogLocation): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : paths.blog;
}

/** GET /api/blog's query for a location. */
export function blogApiPath({ page, search }: BlogLocation, pageSize = BLOG_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(pageSize), offset: String((page - 1) * pageSize) });
  if (search) params.set('search', search);
  return `/api/blog?${params}`;
}

function isArticleSummary(value: unknown): value is ArticleSummary {
  if (typeof value !== 'object' || value === null) return false;
  const article = value as Record<string, unknown>;
  return (
    typeof article.slug === 'string' &&
    typeof article.title === 'string' &&
    typeof article.summary === 'string' &&
    typeof article.category === 'string' &&
    Array.isArray(article.tags) &&
    typeof article.readingMinutes === 'number'
  );
}

/** Checks the answer's shape (the islands do without zod to stay small). */
export function parseBlogList(value: unknown): BlogList {
  if (typeof value === 'object' && value !== null) {
    const { articles, pagination } = value as {
      articles?: unknown;
      pagination?: { total?: unknown; capped?: unknown; limit?: unknown; offset?: unknown };
    };
    if (
      Array.isArray(articles) &&
      articles.every(isArticleSummary) &&
      typeof pagination?.total === 'number' &&
      typeof pagination.capped === 'boolean' &&
      typeof pagination.limit === 'number' &&
      typeof pagination.offset === 'number'
    ) {
      return {
        articles,
        pagination: {
          total: pagination.total,
          capped: pagination.capped,
          limit: pagination.limit,
          offset: pagination.offset,
        },
      };
    }
  }
  throw new Error('Réponse inattendue du serveur');
}

/**
 * « 12 articles trouvés pour « dsn » »; French puts 0 and 1 in the singular (« 1 article trouvé »);
 * a search that stopped counting says so: « Plus de 1 000 articles trouvés pour « paie » ».
 */
export function blogResultCountText({ total, capped }: BlogList['pagination'], search: string): string {
  const count = total.toLocaleString('fr-FR');
  if (capped) return `Plus de ${count} articles trouvés pour « ${search} »`;
  const articles = total <= 1 ? 'article trouvé' : 'articles trouvés';
  return `${count} ${articles} pour « ${search} »`;
}

export async function fetchBlogList(path: string): Promise<BlogList> {
  return parseBlogList(await fetchJson(path));
}
