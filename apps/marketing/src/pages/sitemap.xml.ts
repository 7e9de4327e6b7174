// Rendered on demand: the static pages, every published article and the tools hub's official
// content (sheets, the Code du travail's sections and articles) as the API knows them now, so
// that an article published after the build is listed without a rebuild; kept in memory for a
// minute (below).
import { type ApiFetch, BLOG_MAX_PAGE_SIZE, blogListSchema } from '@dirigeo/schemas';
import type { APIRoute } from 'astro';
import { siteApi } from '../lib/site-api.ts';
import { type SitemapEntry, sitemapXml, staticSitemapEntries } from '../lib/sitemap.ts';
import { listToolsHubSitemapEntries, toolsSitemapPaths } from '../features/tools-hub/sitemap.ts';
import { paths } from '../lib/paths.ts';
import { ttlMemo } from '../lib/ttl-memo.ts';

export const prerender = false;

/** Far more articles than the blog will ever hold: a bound on the requests one sitemap makes. */
const MAX_ARTICLES = 10_000;

// A sitemap missing part of the site would tell search engines those pages are gone: ask them to
// come back instead.
const unavailable = () =>
  new Response('Plan du site momentanément indisponible', {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': '300',
      'cache-control': 'no-store',
    },
  });

/** The sitemap for `site`, read from the API; throws when part of it cannot be read. */
async function buildSitemap(api: ApiFetch, site: string): Promise<string> {
  const articles: SitemapEntry[] = [];
  for (let offset = 0; offset < MAX_ARTICLES; offset += BLOG_MAX_PAGE_SIZE) {
    const answer = await api(`/api/blog?limit=${BLOG_MAX_PAGE_SIZE}&offset=${offset}`);
    if (!answer.ok) throw new Error(`sitemap: /api/blog answered ${answer.status}`);
    const page = blogListSchema.parse(await answer.json());
    for (const article of page.articles) {
      articles.push({ path: paths.blogArticle(article.slug), lastModified: article.updatedAt });
    }
    if (page.articles.length === 0 || offset + page.articles.length >= page.pagination.total) break;
  }
  const toolsHub = await listToolsHubSitemapEntries(api);
  const tools = toolsSitemapPaths().map((path) => ({ path }));
  return sitemapXml(site, [...staticSitemapEntries, ...articles, ...toolsHub, ...tools]);
}

/**
 * Built at most once a minute per site origin (about 16 800 addresses: half a second cold on the
 * embedded database, the Code du travail's plan read in one request and kept until the official
 * data changes; 30 ms warm, 7 ms from this
 * memo), so that a crawler asking again and again costs nothing; a newly published article is
 * listed within a minute (a CDN may keep the document its `max-age` longer).
 */
export const SITEMAP_TTL_MS = 60_000;

const sitemaps = ttlMemo(SITEMAP_TTL_MS, buildSitemap);

export const GET: APIRoute = async ({ locals, site, url }) => {
  let xml: string;
  try {
    xml = await sitemaps.get(siteApi(locals), new URL('/', site ?? url).href);
  } catch {
    return unavailable();
  }
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=600, stale-while-revalidate=3600',
    },
  });
};
