import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

/** The page's islands are live (Astro drops their `ssr` attribute once hydrated). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

describeInBrowser('the blog', (session) => {
  it('lists 9 articles a page with generated covers, and pages with ellipses', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    const cards = page.locator('#articles li a[href^="/blog/"]');
    expect(await cards.count()).toBe(9);
    expect(await page.getByText('Chiffre clé').count()).toBeGreaterThan(0);
    const pages = page.getByRole('navigation', { name: 'Pages des articles' });
    expect(await pages.getByRole('button', { name: 'Précédent' }).isDisabled()).toBe(true);
    expect(await pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'blog-list');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL('**/blog?page=2');
    await expect
      .poll(() => pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    await page.goBack();
    await page.waitForURL(/\/blog$/);
    await expect
      .poll(() => pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current'))
      .toBe('page');
    await context.close();
  });

  it('searches, counts the results, goes back to page 1, and says when nothing is found', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/blog?page=2');
    await hydrated(page);
    await page.getByLabel('Rechercher un article').fill('dividendes');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL('**/blog?q=dividendes');
    await expect.poll(() => page.getByText(/articles? trouvés? pour « dividendes »/).isVisible()).toBe(true);
    await page.getByLabel('Rechercher un article').fill('zzzzyyyy');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.getByText('Aucun article trouvé').waitFor();
    await page.getByRole('link', { name: 'Voir tous les articles' }).click();
    await expect.poll(() => page.locator('#articles li a[href^="/blog/"]').count()).toBe(9);
    await context.close();
  });

  it('works without JavaScript: the list, the pages and the search are in the HTML', async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog?q=dividendes');
    expect(await page.locator('#articles li a[href^="/blog/"]').count()).toBeGreaterThan(0);
    await page.goto('/blog/montant-net-social');
    expect(await page.locator('h1').textContent()).toContain('montant net social');
    // A page past the last is no page of the blog, and says where the articles are.
    const pastTheEnd = await page.goto('/blog?page=99');
    expect(pastTheEnd?.status()).toBe(404);
    expect(await page.getByText('Aucun article disponible').count()).toBe(0);
    expect(
      await page.getByText(/^Cette page n’existe pas : les articles tiennent en \d+ pages\.$/).count(),
    ).toBe(1);
    expect(await page.getByRole('link', { name: 'Revenir à la première page' }).getAttribute('href')).toBe(
      '/blog',
    );
    await context.close();
  });

  it('shows an article with its date, reading time, tags, suggestions and tools', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const response = await page.goto('/blog/montant-net-social');
    expect(response?.status()).toBe(200);
    expect(await page.locator('time').first().textContent()).toMatch(/^\d{1,2} \p{L}+ 20\d\d$/u);
    expect(await page.getByText(/\d+ min de lecture/).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Mots-clés' }).locator('li').count()).toBeGreaterThan(0);
    const suggestions = page.getByRole('region', { name: 'Articles suggérés' });
    await suggestions.waitFor();
    expect(await suggestions.getByRole('link').count()).toBeLessThanOrEqual(2);
    expect(
      await page.getByRole('navigation', { name: 'Nos outils' }).getByRole('link').count(),
    ).toBeGreaterThan(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    // The article's lists show their bullets (the site's reset had taken them off).
    const markers = await page
      .locator('[data-article-body] ul > li, [data-article-body] ol > li')
      .evaluateAll((items) =>
        items.map((item) => getComputedStyle(item.parentElement ?? item).listStyleType),
      );
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.filter((marker) => marker === 'none')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'blog-article');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await session.screenshot(page, 'blog-article-390');
    // The narrowest phones: the header's logo, search, client area and menu buttons still fit.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
    const clientArea = await page
      .getByRole('banner')
      .getByRole('link', { name: 'Espace client' })
      .boundingBox();
    expect(clientArea?.width).toBe(44);
    await context.close();
  });

  it('answers an unknown article with its own page and a 404', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const response = await page.goto('/blog/cet-article-n-existe-pas');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Article introuvable' }).count()).toBe(1);
    expect(await page.getByText("L'article que vous recherchez n'existe pas ou a été déplacé.").count()).toBe(
      1,
    );
    await context.close();
  });

  it('opens the newsletter by itself after 60 s, not again within 24 h', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    // The page's clock (performance.now() included, which the 60 s are counted on) moves only when
    // told until the dialog has shown, however long a loaded machine takes to load the page: 1 s
    // before the page, 1 s for its islands, then 57 s: 59 s in all.
    const start = new Date('2026-11-27T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await page.goto('/blog');
    await page.clock.runFor(1_000);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Recevez nos conseils de paie' });
    await page.clock.runFor(57_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.runFor(2_000);
    await dialog.waitFor();
    await page.clock.resume();
    await page.keyboard.press('Escape');
    await page.goto('/blog/montant-net-social');
    await page.clock.runFor(61_000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.fastForward('24:00:00');
    await page.goto('/blog');
    await page.clock.runFor(61_000);
    await dialog.waitFor();
    await context.close();
  });

  it('subscribes from the article, with agreements found by title or IDCC, chosen once', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/blog/montant-net-social');
    await hydrated(page);
    await page.getByRole('button', { name: "S'inscrire à la newsletter" }).click();
    const dialog = page.getByRole('dialog', { name: 'Recevez nos conseils de paie' });
    await dialog.waitFor();
    const results = dialog.getByRole('list', { name: 'Conventions collectives trouvées' });
    await expect.poll(() => results.getByRole('button').count()).toBe(10);
    await dialog.getByLabel('Rechercher par intitulé ou par IDCC').fill('1486');
    await results.getByRole('button', { name: /1486/ }).click();
    await expect
      .poll(() => results.getByRole('button', { name: /1486.*Sélectionnée/ }).isDisabled())
      .toBe(true);
    await dialog.getByLabel('Rechercher par intitulé ou par IDCC').fill('boulangerie');
    await results.getByRole('button').first().click();
    expect(await dialog.getByRole('list', { name: 'Conventions choisies' }).locator('li').count()).toBe(2);
    await dialog.getByRole('button', { name: /Retirer la convention 1486/ }).click();
    expect(await dialog.getByRole('list', { name: 'Conventions choisies' }).locator('li').count()).toBe(1);
    await dialog.getByLabel('Rechercher par intitulé ou par IDCC').fill('zzqx');
    await dialog.getByText('Aucune convention collective trouvée pour « zzqx ».').waitFor();
    await dialog.getByRole('button', { name: "S'inscrire" }).click();
    await dialog.getByText('Veuillez remplir tous les champs obligatoires.').waitFor();
    await dialog.getByLabel('Prénom').fill('Camille');
    await dialog.getByLabel('E-mail').fill('camille@');
    await dialog.getByRole('button', { name: "S'inscrire" }).click();
    await dialog.getByText('Veuillez saisir une adresse email valide.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'newsletter-dialog');
    await dialog.getByLabel('E-mail').fill('camille.e2e@example.fr');
    await dialog.getByRole('button', { name: "S'inscrire" }).click();
    // Radix announces a toast in a live region too: the text is there twice.
    await page.getByText('Inscription réussie !').first().waitFor();
    expect(
      await page
        .getByText('Plus qu’une étape : confirmez votre inscription avec le lien que nous venons d’envoyer')
        .count(),
    ).toBeGreaterThan(0);
    // An address already subscribed gets the same answer (nobody learns who subscribed), which
    // must then be true for it too.
    expect(
      await page
        .getByText('Si elle était déjà inscrite, vos nouveaux choix s’appliqueront une fois le lien ouvert.')
        .count(),
    ).toBeGreaterThan(0);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('tells the visitor when the subscription fails', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.route('**/api/newsletter-subscription', (route) =>
      route.fulfill({ status: 500, body: '{"message":"panne"}' }),
    );
    await page.goto('/blog/montant-net-social');
    await hydrated(page);
    await page.getByRole('button', { name: "S'inscrire à la newsletter" }).click();
    const dialog = page.getByRole('dialog', { name: 'Recevez nos conseils de paie' });
    await dialog.getByLabel('Prénom').fill('Camille');
    await dialog.getByLabel('E-mail').fill('camille@example.fr');
    await dialog.getByRole('button', { name: "S'inscrire" }).click();
    await page
      .getByText("Une erreur s'est produite lors de l'inscription. Veuillez réessayer.")
      .first()
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('shows no console error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems, [/500 POST .*\/api\/newsletter-subscription/])).toEqual([]);
  });
});
