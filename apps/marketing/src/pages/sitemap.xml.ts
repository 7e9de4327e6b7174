// Rendered on demand: the static pages, every published article and the tools hub's official
// content (sheets, the Code du travail's sections and articles) as the API knows them now, so
// that an article published after the build is listed without a rebuild.
import { BLOG_MAX_PAGE_SIZE, blogListSchema } from '@dirigeo/schemas';
import type { APIRoute } from 'astro';
import { siteApi } from '../lib/site-api.ts';
import { type SitemapEntry, sitemapXml, staticSitemapEntries } from '../lib/sitemap.ts';
import { listToolsHubSitemapEntries, toolsSitemapPaths } from '../features/tools-hub/sitemap.ts';
import { paths } from '../lib/paths.ts';

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

export const GET: APIRoute = async ({ locals, site, url }) => {
  const api = siteApi(locals);
  const articles: SitemapEntry[] = [];
  for (let offset = 0; offset < MAX_ARTICLES; offset += BLOG_MAX_PAGE_SIZE) {
    const answer = await api(`/api/blog?limit=${BLOG_MAX_PAGE_SIZE}&offset=${offset}`);
    if (!answer.ok) return unavailable();
    const page = blogListSchema.parse(await answer.json());
    for (const article of page.articles) {
      articles.push({ path: paths.blogArticle(article.slug), lastModified: article.updatedAt });
    }
    if (page.articles.length === 0 || offset + page.articles.length >= page.pagination.total) break;
  }
  let toolsHub: SitemapEntry[];
  try {
    toolsHub = await listToolsHubSitemapEntries(api);
  } catch {
    return unavailable();
  }
  const tools = toolsSitemapPaths().map((path) => ({ path }));
  return new Response(
    sitemapXml(site ?? url, [...staticSitemapEntries, ...articles, ...toolsHub, ...tools]),
    {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=600, stale-while-revalidate=3600',
      },
    },
  );
};
