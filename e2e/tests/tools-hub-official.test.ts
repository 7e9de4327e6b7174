import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

// Issue 13, the pages half: the Fiches pratiques, Code du travail and Conventions collectives tabs of
// the tools hub, served from our own API (no embedded widget, no other host).

/** The page's islands are live (Astro drops their `ssr` attribute once hydrated). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

function currentTab(page: Page) {
  return page.getByRole('navigation', { name: 'Rubriques des outils' }).locator('[aria-current="page"]');
}

async function heading(page: Page): Promise<string> {
  return ((await page.locator('main h1').textContent()) ?? '').trim();
}

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describeInBrowser('the tools hub: practical sheets, Code du travail, collective agreements', (session) => {
  it.each([
    ['/outils', 'Fiches pratiques', 'Fiches pratiques', 'hub-fiches'],
    ['/outils/fiche/les-conges-payes', 'Fiches pratiques', 'Les congés payés', 'hub-fiche'],
    ['/code-du-travail', 'Code du travail', 'Code du travail', 'hub-code'],
    ['/code-du-travail/article/L1234-9', 'Code du travail', 'Article L1234-9', 'hub-code-article'],
    [
      '/code-du-travail/sommaire/LEGISCTA000006177860',
      'Code du travail',
      'Chapitre IV : Conséquences du licenciement',
      'hub-code-sommaire',
    ],
    [
      '/outils/conventions-collectives',
      'Conventions collectives',
      'Conventions collectives',
      'hub-conventions',
    ],
  ])(
    '%s opens the tab %s on its own content, accessible, at 1366 and 390 px',
    async (path, tab, title, shot) => {
      const context = await session.newContext();
      const page = await context.newPage();
      await page.setViewportSize({ width: 1366, height: 900 });
      const response = await page.goto(`${path}#panneau`);
      expect(response?.status()).toBe(200);
      expect((await currentTab(page).textContent())?.trim()).toBe(tab);
      expect(await heading(page)).toBe(title);
      // The item's address scrolls to its panel.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${path}$`),
      );
      // The page's HTML keeps its indentation (compressHTML off): the text starts with white space.
      expect(await page.getByText(/^\s*Source\s: /).count()).toBe(1);
      await hydrated(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await fitsTheScreen(page)).toBe(true);
      // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await session.screenshot(page, shot);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      expect(await fitsTheScreen(page)).toBe(true);
      // On a narrow screen the tabs scroll sideways: the current one is shown.
      const tabBox = await currentTab(page).boundingBox();
      expect(tabBox && tabBox.x >= 0 && tabBox.x + tabBox.width <= 390).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await session.screenshot(page, `${shot}-390`);
      await context.close();
    },
  );

  it('lists the sheets by category, keeps the choice in the address, and back and forward follow', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/outils');
    await hydrated(page);
    const list = page.locator('main ul li article');
    expect(await list.count()).toBe(20);
    const categories = page.getByRole('navigation', { name: 'Catégories de fiches' });
    expect(
      await categories.getByRole('link', { name: /Toutes les fiches 265/ }).getAttribute('aria-current'),
    ).toBe('page');
    await categories.getByRole('link', { name: /Congés et absences/ }).click();
    await page.waitForURL('**/outils?categorie=conges');
    await expect.poll(() => page.locator('main h2').first().textContent()).toBe('Congés et absences');
    // Every sheet listed is of the category (both counts read together, once the list has changed).
    await expect
      .poll(async () => [await list.count(), await list.filter({ hasText: 'Congés et absences' }).count()])
      .toEqual([16, 16]);
    // Choosing a sheet opens its page, on its panel.
    await page.getByRole('link', { name: 'Les congés payés', exact: true }).click();
    await page.waitForURL('**/outils/fiche/les-conges-payes#panneau');
    expect(await heading(page)).toBe('Les congés payés');
    await page.goBack();
    await page.waitForURL('**/outils?categorie=conges');
    expect(await page.locator('main h2').first().textContent()).toBe('Congés et absences');
    await hydrated(page);
    await page.goBack();
    await page.waitForURL(/\/outils$/);
    await expect.poll(() => page.locator('main h2').first().textContent()).toBe('Toutes les fiches');
    await page.goForward();
    await page.waitForURL('**/outils?categorie=conges');
    await expect.poll(() => page.locator('main h2').first().textContent()).toBe('Congés et absences');
    // A search, accents optional, within the category; the page number follows too.
    await page.getByLabel('Rechercher une fiche').fill('conges payes');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL('**/outils?categorie=conges&q=conges+payes');
    await expect
      .poll(() => page.getByText(/fiches? trouvées? pour/).textContent())
      .toMatch(/pour « conges payes »/);
    expect(await page.getByRole('link', { name: 'Les congés payés', exact: true }).count()).toBe(1);
    await page.goBack();
    await page.waitForURL('**/outils?categorie=conges');
    await expect.poll(() => page.getByLabel('Rechercher une fiche').inputValue()).toBe('');
    expect(unexpectedProblems(session.problems)).toEqual([]);
    await context.close();
  });

  it('shows a sheet with its sections, the articles it cites on our pages, its source and the booking link', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/outils/fiche/les-conges-payes');
    expect(await page.getByText(/Mise à jour le \d{2}\/\d{2}\/\d{4}/).count()).toBe(1);
    expect(
      await page.getByRole('link', { name: 'La fiche sur travail-emploi.gouv.fr' }).getAttribute('href'),
    ).toBe('https://travail-emploi.gouv.fr/les-conges-payes');
    const contents = page.getByRole('navigation', { name: 'Dans cette fiche' }).getByRole('link');
    expect(await contents.count()).toBeGreaterThan(5);
    expect(
      await page
        .getByText(
          /Ministère du Travail [\s\S]*@socialgouv\/fiches-travail-data\s+version [\d.]+, sous licence\s+Apache-2.0/,
        )
        .count(),
    ).toBe(1);
    const booking = page
      .getByRole('complementary', { name: /Une question sur votre situation/ })
      .getByRole('link');
    expect(await booking.count()).toBe(1);
    const cited = page.getByRole('region', { name: 'Articles du Code du travail cités' });
    await cited.getByRole('link', { name: 'L3141-3', exact: true }).click();
    await page.waitForURL('**/code-du-travail/article/L3141-3#panneau');
    expect(await heading(page)).toBe('Article L3141-3');
    expect(await page.locator('main').textContent()).toContain('deux jours et demi ouvrables');
    await context.close();
  });

  it('shows the embedded sheets when the list fails', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/outils');
    await hydrated(page);
    await page.route('**/api/fiches-pratiques?**', (route) => route.abort('failed'));
    await page
      .getByRole('navigation', { name: 'Catégories de fiches' })
      .getByRole('link', { name: /Temps de travail/ })
      .click();
    await page.getByText('La liste complète des fiches est momentanément indisponible').waitFor();
    expect(await page.locator('main ul li article h3').allTextContents()).toEqual([
      'Les heures supplémentaires',
    ]);
    const essentials = page.getByText(/220\sheures par salarié et par an/);
    expect(await essentials.isVisible()).toBe(false);
    await page.getByText('L’essentiel', { exact: true }).click();
    await essentials.waitFor();
    await context.close();
  });

  it('gives the list up after 10 seconds and shows the embedded sheets', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/outils');
    await hydrated(page);
    // The API never answers.
    await page.route('**/api/fiches-pratiques?**', () => {});
    await page.getByLabel('Rechercher une fiche').fill('smic');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL('**/outils?q=smic');
    const notice = page.getByText('La liste complète des fiches est momentanément indisponible');
    await page.clock.runFor(9_000);
    expect(await notice.count()).toBe(0);
    await page.clock.runFor(1_500);
    await notice.waitFor();
    expect(await page.locator('main ul li article h3').allTextContents()).toEqual([
      'Le SMIC (salaire minimum de croissance)',
    ]);
    expect(await page.locator('main').textContent()).toMatch(/le SMIC est de \d+,\d{2}\s€ brut de l’heure/);
    await context.close();
  });

  it('searches the code by number and by words, with or without accents, and keeps the search in the address', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/code-du-travail');
    await hydrated(page);
    const field = page.getByLabel('Rechercher un article');
    const results = page.getByRole('list', { name: 'Articles trouvés' }).getByRole('heading');
    await field.fill('l1234-9');
    await field.press('Enter');
    await page.waitForURL('**/code-du-travail?q=l1234-9');
    await expect.poll(() => results.first().textContent()).toBe('Article L1234-9');
    expect(await page.getByText(/pour le numéro L1234-9/).count()).toBe(1);
    await field.fill('préavis démission');
    await field.press('Enter');
    await page.waitForURL('**/code-du-travail?q=pr%C3%A9avis+d%C3%A9mission');
    await expect.poll(() => results.count()).toBeGreaterThan(1);
    const withAccents = await results.allTextContents();
    expect(withAccents).toContain('Article L1237-1');
    // Each result says where it sits in the code.
    expect(
      await page
        .getByRole('list', { name: 'Articles trouvés' })
        .getByText(/^Dans /)
        .count(),
    ).toBe(withAccents.length);
    await field.fill('preavis demission');
    await field.press('Enter');
    await page.waitForURL('**/code-du-travail?q=preavis+demission');
    await expect.poll(() => results.allTextContents()).toEqual(withAccents);
    await page.goBack();
    await page.waitForURL('**/code-du-travail?q=pr%C3%A9avis+d%C3%A9mission');
    await expect.poll(() => field.inputValue()).toBe('préavis démission');
    await page.goBack();
    await page.waitForURL('**/code-du-travail?q=l1234-9');
    await expect.poll(() => results.first().textContent()).toBe('Article L1234-9');
    await results.first().getByRole('link').click();
    await page.waitForURL('**/code-du-travail/article/L1234-9#panneau');
    await context.close();
  });

  it('browses the table of contents level by level down to an article and its neighbours', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/code-du-travail');
    await page.getByRole('link', { name: /^Partie législative\s?Articles L1 à / }).click();
    await page.waitForURL('**/code-du-travail/sommaire/LEGISCTA000006112874#panneau');
    expect(await heading(page)).toBe('Partie législative');
    await page
      .getByRole('link', { name: /^Première partie : Les relations individuelles de travail/ })
      .click();
    await page.getByRole('link', { name: /^Livre II : Le contrat de travail/ }).click();
    await page
      .getByRole('link', { name: /^Titre III : Rupture du contrat de travail à durée indéterminée/ })
      .click();
    await page.getByRole('link', { name: /^Chapitre IV : Conséquences du licenciement/ }).click();
    await page.waitForURL('**/code-du-travail/sommaire/LEGISCTA000006177860#panneau');
    const place = page
      .getByRole('navigation', { name: 'Emplacement dans le Code du travail' })
      .getByRole('link');
    expect((await place.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'Code du travail',
      'Partie législative',
      'Première partie : Les relations individuelles de travail',
      'Livre II : Le contrat de travail',
      'Titre III : Rupture du contrat de travail à durée indéterminée',
    ]);
    await page.getByRole('link', { name: /^Section 1 : Préavis et indemnité de licenciement/ }).click();
    await page.getByRole('link', { name: /^Sous-section 2 : Indemnité de licenciement/ }).click();
    await page.getByRole('link', { name: 'Article L1234-9', exact: true }).click();
    await page.waitForURL('**/code-du-travail/article/L1234-9#panneau');
    expect(await page.locator('main').textContent()).toContain("8 mois d'ancienneté ininterrompus");
    expect(
      await page.getByRole('link', { name: 'Lire l’article sur Légifrance' }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\/codes\/article_lc\/LEGIARTI\d+$/);
    const neighbours = page.getByRole('navigation', { name: 'Articles voisins' });
    await neighbours.getByRole('link', { name: /Suivant : Article L1234-10/ }).click();
    await page.waitForURL('**/code-du-travail/article/L1234-10#panneau');
    await page.goBack();
    await page.waitForURL('**/code-du-travail/article/L1234-9#panneau');
    expect(await heading(page)).toBe('Article L1234-9');
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(
      '"BreadcrumbList"',
    );
    await context.close();
  });

  it('answers an unknown article or section with the hub’s 404 page, and other spellings with a redirect', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const article = await page.goto('/code-du-travail/article/L9999-99');
    expect(article?.status()).toBe(404);
    expect(await heading(page)).toBe('Article introuvable');
    expect((await currentTab(page).textContent())?.trim()).toBe('Code du travail');
    const section = await page.goto('/code-du-travail/sommaire/LEGISCTA000000000000');
    expect(section?.status()).toBe(404);
    expect(await heading(page)).toBe('Section introuvable');
    const sheet = await page.goto('/outils/fiche/cette-fiche-n-existe-pas');
    expect(sheet?.status()).toBe(404);
    expect(await heading(page)).toBe('Fiche pratique introuvable');
    await page.goto('/code-du-travail/article/l1234-9');
    expect(new URL(page.url()).pathname).toBe('/code-du-travail/article/L1234-9');
    await context.close();
  });

  it('searches the collective agreements by IDCC or title as one types, each with its text on Légifrance', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/outils/conventions-collectives');
    const agreements = page
      .getByRole('region', { name: /Les conventions par IDCC|Conventions trouvées/ })
      .getByRole('listitem');
    expect(await agreements.count()).toBe(10);
    await hydrated(page);
    const field = page.getByLabel('Rechercher une convention collective');
    await field.fill('1486');
    await page.waitForURL('**/outils/conventions-collectives?q=1486');
    await expect.poll(() => agreements.first().textContent()).toMatch(/^IDCC 1486/);
    await field.fill('boulangerie');
    await page.waitForURL('**/outils/conventions-collectives?q=boulangerie');
    await expect.poll(() => agreements.filter({ hasText: /boulangerie/i }).count()).toBeGreaterThan(0);
    const link = agreements.first().getByRole('link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.legifrance\.gouv\.fr\//);
    await field.fill('zzzzqqqq');
    await page.getByText('Aucune convention collective trouvée pour « zzzzqqqq »').waitFor();
    expect(unexpectedProblems(session.problems)).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: lists, searches, sheets and articles are in the HTML', async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/outils');
    await page.getByRole('link', { name: /Rupture du contrat/ }).click();
    await page.waitForURL('**/outils?categorie=rupture');
    expect(await page.locator('main ul li article').count()).toBeGreaterThan(5);
    await page.getByLabel('Rechercher une fiche').fill('préavis');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL('**/outils?q=pr%C3%A9avis&categorie=rupture');
    expect(await page.getByText(/fiches? trouvées? pour « préavis »/).count()).toBe(1);
    await page.goto('/code-du-travail');
    await page.getByLabel('Rechercher un article').fill('L1234-9');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL('**/code-du-travail?q=L1234-9');
    expect(
      await page.getByRole('list', { name: 'Articles trouvés' }).getByRole('heading').first().textContent(),
    ).toBe('Article L1234-9');
    await page.goto('/outils/conventions-collectives?q=1486');
    expect(await page.getByText(/^IDCC 1486/).count()).toBeGreaterThan(0);
    await page.goto('/outils/fiche/les-conges-payes');
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5);
    await context.close();
  });
});
