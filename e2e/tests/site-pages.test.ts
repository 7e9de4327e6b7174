import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { LEGAL_PATHS, plain, SITE_PAGES, screenshotBothWidths } from '../src/site.ts';

describeInBrowser('the public site, page by page', (session) => {
  it.each(SITE_PAGES)(
    '$path answers 200 with its content, accessible, at 1366 and 390 px',
    async ({ path, name, heading }) => {
      const context = await session.newContext();
      const page = await context.newPage();
      const scripts: string[] = [];
      const userCalls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
        if (new URL(request.url()).pathname === '/api/user') userCalls.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').innerText()).toBe(heading);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${path}$`),
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshotBothWidths(session, page, name);
      // A visitor's page never asks who is signed in (no 401 in the console).
      expect(userCalls).toEqual([]);
      // A legal page is a document: its only script is the site-wide one (the search's and the
      // assistant's loader and the audience beacon) with the helper it imports; React never comes.
      if (LEGAL_PATHS.includes(path)) {
        const files = scripts.map((url) => new URL(url).pathname.replace(/^\/_astro\//, '').split('.')[0]);
        expect(files.sort()).toEqual(['SiteWidgetsScript', 'preload-helper']);
      }
      await context.close();
    },
  );

  it('carries every page’s content in its HTML, without JavaScript', async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of SITE_PAGES) {
      await page.goto(path);
      expect(plain(await page.locator('h1').textContent())).toBe(heading);
    }
    await page.goto('/');
    const home = plain(await page.locator('main').textContent());
    for (const text of [
      'Plus de 15 ans',
      'Plus de 500',
      'Un abonnement mensuel, sans surprise',
      'Questions fréquentes',
    ]) {
      expect(home).toContain(text);
    }
    await page.goto('/tarifs-details');
    expect(plain(await page.locator('#comparatif').textContent())).toContain('Bulletins de paie');
    await context.close();
  });

  it('is never wider than the window from 320 px up, for a visitor and once signed in', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const tooWide: string[] = [];
    const WIDTHS = [320, 390, 768, 1024] as const;
    const measure = async (who: string) => {
      // One load per page, measured at each width in turn: the site lays itself out with CSS alone (its
      // scripts read no width, only the reduced-motion preference), so a resized window is drawn as
      // one loaded at that width.
      for (const { path, heading } of SITE_PAGES) {
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(path);
        await expect.poll(async () => plain(await page.locator('h1').textContent())).toBe(heading);
        // Signed in, the header's script swaps the client area's links in (the legal pages run no
        // script and keep the visitor's): measured once it has.
        if (who === 'signed in' && !LEGAL_PATHS.includes(path)) {
          await page.locator('html[data-audience="signed-in"]').waitFor({ state: 'attached' });
        }
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // Measured once the page has been laid out and painted at this width.
          await page.evaluate(
            () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
          );
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          if (scrollWidth > innerWidth)
            tooWide.push(`${path} at ${width} px, ${who}: ${scrollWidth} px wide`);
        }
      }
    };
    await measure('visitor');
    await registerThroughApi(page, newAccount('site-widths'));
    await measure('signed in');
    expect(tooWide).toEqual([]);
    await context.close();
  });

  it('answers unknown paths with the 404 page and a way back', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const response = await page.goto('/une-page-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'site-404');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('serves /favicon.ico and gives every page a share image of its own origin', async () => {
    const icon = await fetch(`${session.baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
    const context = await session.newContext();
    const page = await context.newPage();
    for (const path of ['/', '/blog', '/simulators/charges-sociales']) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.jpg$/);
      const served = await fetch(`${session.baseUrl}${new URL(image ?? '').pathname}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
        'summary_large_image',
      );
    }
    await context.close();
  });

  it('redirects /confidentialite to the privacy policy, and serves the sitemap and robots.txt', async () => {
    const redirect = await fetch(`${session.baseUrl}/confidentialite`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/politique-de-confidentialite');
    const sitemap = await fetch(`${session.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const { path } of SITE_PAGES)
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${path === '/' ? '/' : path}</loc>`));
    expect(xml).toMatch(/<loc>[^<]*\/blog\/[a-z0-9-]+<\/loc>/);
    const robots = await (await fetch(`${session.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });

  it('has every French text spec 001 quotes for these pages in the build, verbatim', async () => {
    const dist = fileURLToPath(new URL('../../apps/marketing/dist/client/', import.meta.url));
    const files = (await readdir(dist, { recursive: true, encoding: 'utf8' })).filter((file) =>
      /\.(html|js)$/.test(file),
    );
    const build = (await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8'))))
      .join('\n')
      .replaceAll('&#39;', "'")
      .replaceAll('&nbsp;', ' ')
      .replace(/[\u00a0\u202f]/g, ' ');
    const quoted = [
      // §2, contact form; §5 and §8, its toasts.
      '14 chiffres - Obligatoire pour valider votre demande',
      'Envoi en cours...',
      'Message envoyé',
      'SIRET requis',
      'Veuillez saisir le SIRET de votre entreprise',
      'Erreur de validation',
      'Veuillez prendre le temps de bien remplir le formulaire.',
      "Une erreur s'est produite lors de l'envoi du message",
      "Une erreur s'est produite",
      // §9, pricing: one grid, the monthly plans (issue 26), never a per-payslip grid.
      // §2, simulators.
      'Télécharger PDF',
      'Obtenir un devis',
      'Tous',
      'Paie & Charges',
      'Ressources Humaines',
      'Tarification',
      'Planification',
      'Aides & Subventions',
      'Déclarations',
      'Simple',
      'Intermédiaire',
      'Avancé',
    ];
    expect(
      quoted.filter((text) => !build.includes(text.replaceAll('&', '&amp;')) && !build.includes(text)),
    ).toEqual([]);
  });

  it('shows no script error nor CSP violation on any page', () => {
    // The 404 page is answered 404 on purpose (a navigation, not counted by the watcher).
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
