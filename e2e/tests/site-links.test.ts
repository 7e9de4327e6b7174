import { readFile } from 'node:fs/promises';
import { sitePages } from '@dirigeo/site-content';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi } from '../src/portal.ts';

/**
 * Families of pages made from one template and one kind of data: the Code du travail alone has
 * 11 500 articles and 4 900 sections. The crawl reads at most this many pages of each family (the
 * first ones the sitemap and the links give, which include each family's first and last items),
 * and checks the status of every link found on them.
 */
const FAMILY_LIMIT = 30;
const FAMILIES = [
  '/code-du-travail/article/',
  '/code-du-travail/sommaire/',
  '/outils/fiche/',
  '/blog/',
  '/outils/modele/',
  '/outils/simulateur/',
];

function familyOf(path: string): string | null {
  return FAMILIES.find((prefix) => path.startsWith(prefix)) ?? null;
}

/** The portal's screens, signed in and not. */
const PORTAL_SCREENS = {
  visitor: ['/auth', '/eligibilite', '/souscription'],
  signedIn: ['/dashboard', '/payslips', '/documents', '/profile', '/settings', '/souscription'],
};

/** The same-site address of an `href` (no fragment), or null for another site or scheme. */
function internalPath(href: string, base: string): string | null {
  const url = URL.parse(href, base);
  if (!url || url.origin !== new URL(base).origin) return null;
  return `${url.pathname}${url.search}`;
}

function linksOfHtml(html: string, pageUrl: string): string[] {
  const links: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const path = href === undefined ? null : internalPath(href.replaceAll('&amp;', '&'), pageUrl);
    if (path !== null) links.push(path);
  }
  return links;
}

async function linksOfScreen(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.flatMap((href) => internalPath(href, page.url()) ?? []);
}

describeInBrowser('every internal link', (session) => {
  it('of the built site and of the portal answers 200', async () => {
    const status = new Map<string, number>();
    const linkedFrom = new Map<string, string>();
    const check = async (path: string) => {
      if (status.has(path)) return status.get(path) ?? 0;
      const response = await fetch(`${session.baseUrl}${path}`, { redirect: 'follow' });
      status.set(path, response.status);
      return response;
    };

    // The public site: from the home page, the sitemap and the site search's pages, every link of every page.
    const sitemap = await (await fetch(`${session.baseUrl}/sitemap.xml`)).text();
    const queue = [
      '/',
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '/').pathname),
      ...sitePages.map((page) => page.url.split('#')[0] || '/'),
    ];
    const visited = new Set<string>();
    const readByFamily = new Map<string, number>();
    while (queue.length > 0) {
      const path = queue.shift() ?? '/';
      if (visited.has(path)) continue;
      const family = familyOf(path.split('?')[0] ?? path);
      if (family) {
        const read = readByFamily.get(family) ?? 0;
        if (read >= FAMILY_LIMIT) continue;
        readByFamily.set(family, read + 1);
      }
      visited.add(path);
      const response = await check(path);
      if (typeof response === 'number') continue;
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !type.startsWith('text/html')) continue;
      const html = await response.text();
      // The portal's pages are one shell: their links are read in the browser below.
      if (html.includes('<div id="root">')) continue;
      for (const link of linksOfHtml(html, `${session.baseUrl}${path}`)) {
        if (!linkedFrom.has(link)) linkedFrom.set(link, path);
        queue.push(link);
      }
    }

    // The portal: the links its screens render, for a visitor and for a signed-in user.
    const context = await session.newContext();
    const page = await context.newPage();
    const portalLinks = new Set<string>();
    for (const screen of PORTAL_SCREENS.visitor) {
      for (const link of await linksOfScreen(page, screen)) portalLinks.add(link);
    }
    // The registration tab of /auth links the terms of use.
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Inscription' }).click();
    const registrationLinks = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of registrationLinks) {
      const link = internalPath(href, page.url());
      if (link) portalLinks.add(link);
    }
    // Every address of the portal's route table, the site's pages it links to included (its
    // subscription wizard's last step links /cgu and /confidentialite).
    const pathsSource = await readFile(
      new URL('../../apps/portal/src/lib/paths.ts', import.meta.url),
      'utf8',
    );
    for (const [, path] of pathsSource.matchAll(/^\s+\w+: '(\/[^':]*)',$/gm)) if (path) portalLinks.add(path);
    await registerThroughApi(page, newAccount('links'));
    for (const screen of PORTAL_SCREENS.signedIn)
      for (const link of await linksOfScreen(page, screen)) portalLinks.add(link);
    // A signed-in screen's link to the API (the data export's download) answers the signed-in user:
    // checked with the session's cookie, before it is closed.
    for (const link of [...portalLinks].filter((path) => path.startsWith('/api/'))) {
      linkedFrom.set(link, 'the portal (signed in)');
      status.set(link, (await page.request.get(link)).status());
    }
    await context.close();
    for (const link of portalLinks) {
      if (!linkedFrom.has(link)) linkedFrom.set(link, 'the portal');
      await check(link);
    }
    expect(portalLinks).toContain('/cgu');
    expect(portalLinks).toContain('/confidentialite');

    // Every link found on the pages read, each family's beyond its sample included.
    for (const link of linkedFrom.keys()) await check(link);
    const broken = [...status]
      .filter(([, code]) => code !== 200)
      .map(([path, code]) => `${code} ${path} (linked from ${linkedFrom.get(path) ?? 'the start list'})`);
    expect(broken).toEqual([]);
    // The crawl did reach the whole site.
    for (const path of [
      '/tarifs-details',
      '/simulators/charges-sociales',
      '/cgv',
      '/blog',
      '/outils',
      '/code-du-travail',
    ])
      expect(visited).toContain(path);
    for (const family of FAMILIES.slice(0, 4)) expect(readByFamily.get(family) ?? 0).toBeGreaterThan(0);
  });
});
