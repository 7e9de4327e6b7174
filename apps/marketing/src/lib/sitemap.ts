import { PRIVATE_CLIENT_AREA_PATHS } from '@dirigeo/schemas/constants';
import { legalDocuments } from '@dirigeo/site-content';
import { paths } from './paths.ts';

/** One address of the sitemap. */
export interface SitemapEntry {
  /** Path on the site (`/cgv`). */
  path: string;
  /** ISO date of its last change, when known. */
  lastModified?: string;
}

/**
 * The site's static pages, as the sitemap lists them; the blog's articles are added from the API
 * when it is asked for (`src/pages/sitemap.xml.ts`). A new static page is added here (the tools
 * hub's pages too); the marketing tests check every page of `src/pages` is listed or excluded.
 */
export const staticSitemapEntries: readonly SitemapEntry[] = [
  { path: '/' },
  { path: paths.pricingDetails },
  { path: paths.chargesSimulators },
  { path: paths.chargesSimulator },
  { path: paths.blog },
  ...Object.values(legalDocuments).map((document) => ({
    path: document.url,
    lastModified: document.updatedOn,
  })),
];

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The sitemap document (sitemaps.org protocol 0.9) of `entries` on `site`. */
export function sitemapXml(site: URL | string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const location = escapeXml(new URL(entry.path, site).href);
    const lastModified = entry.lastModified
      ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>`
      : '';
    return `<url><loc>${location}</loc>${lastModified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The robots.txt of the site: everything public is crawlable, the API and the client area are not. */
export function robotsTxt(site: URL | string): string {
  const privatePaths = ['/api/', ...PRIVATE_CLIENT_AREA_PATHS];
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
