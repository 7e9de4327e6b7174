import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { dismissToasts, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { E2E_ADMIN_PASSWORD } from '../src/production-server.ts';
import { plain, screenshotBothWidths, waitForIsland } from '../src/site.ts';
import { savedDownload } from '../src/downloads.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every file under `folder`. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The gate of /admin, signed in with the server's password; answers when the dashboard shows. */
async function signInToBackOffice(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Mot de passe').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
}

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name });
}

/** The page is no wider than the screen (nothing to scroll sideways). */
async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

function article(slug: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    title,
    summary: 'Un article importé par le test du bureau.',
    content: '<h2>Intertitre</h2><p>Le texte de l’article importé, sur la rémunération du dirigeant.</p>',
    category: 'Paie',
    tags: ['test'],
    imageUrl: null,
    status: 'published',
    publishedAt: '2026-02-02T08:00:00.000Z',
    author: 'Équipe Dirigeo',
    ...overrides,
  };
}

describeInBrowser('the back office', (session) => {
  it('keeps the password out of every built file of the portal and of the public site', () => {
    const files = [
      ...filesUnder(join(repoRoot, 'apps/portal/dist')),
      ...filesUnder(join(repoRoot, 'apps/marketing/dist')),
    ];
    expect(files.length).toBeGreaterThan(50);
    const holding = files.filter(
      (file) => statSync(file).size > 0 && readFileSync(file).includes(E2E_ADMIN_PASSWORD),
    );
    expect(holding).toEqual([]);
  });

  it('opens only with the server’s password: « Mot de passe incorrect » otherwise, checked by the API', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/admin');
    const password = page.getByLabel('Mot de passe');
    await password.waitFor();
    expect(await page.title()).toBe('Administration — Dirigeo');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'admin-gate');

    const refused = page.waitForResponse('**/api/admin/login');
    await password.fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect((await refused).status()).toBe(401);
    await page.getByText('Mot de passe incorrect').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing of the back office answers this browser.
    const stats = await page.request.get('/api/admin/stats');
    expect(stats.status()).toBe(401);

    await password.fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    // The one session cookie, of a session whose role is admin: strict, ending with the browser.
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'dirigeo.sid');
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Strict', expires: -1 });
    // A reload within the 30 minutes stays signed in; signing out ends it. The reloaded dashboard's
    // reads are answered first: one still on its way when the session ends would be refused (401,
    // seen on a loaded machine) and counted as a problem of the page. The waits begin once the reload
    // has committed: the reads of the page before it, answered meanwhile, are not the reloaded page's.
    await page.reload({ waitUntil: 'commit' });
    const dashboardReads = ['stats', 'analytics', 'conversations'].map((name) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/admin/${name}`),
    );
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    for (const read of await Promise.all(dashboardReads)) expect(read.status()).toBe(200);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await password.waitFor();
    expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
    await context.close();
  });

  it('shows a question asked to the assistant and a contact request sent from the public site', async () => {
    const visitor = await session.newContext();
    // A contact request, from the home page's form: loaded first, so that the 3 s a visitor must spend
    // on it (checked by the server) pass while the assistant answers in another tab.
    const site = await visitor.newPage();
    await site.goto('/#contact');
    await waitForIsland(site, 'form');
    const loadedAt = Date.now();
    // A question to the assistant, from the home page.
    const asking = await visitor.newPage();
    await asking.goto('/');
    const question = `Quel est le plafond de la sécurité sociale ? (test ${Date.now()})`;
    await asking.getByRole('button', { name: "Ouvrir l'assistant : posez votre question" }).click();
    const input = asking.getByPlaceholder('Tapez votre question...');
    await input.fill(question);
    const answered = asking.waitForResponse('**/api/chat');
    await input.press('Enter');
    expect((await answered).status()).toBe(200);
    await asking.close();
    const name = `Dominique Bureau ${Date.now().toString(36)}`;
    const form = site.locator('#contact-form form');
    const fields: Record<string, string> = {
      "Nom de l'entreprise": 'Bureau Conseil',
      'Nom complet': name,
      'Email professionnel': 'dominique@bureau-conseil.fr',
      Fonction: 'Gérante',
      'Nombre de salariés': '7',
      SIRET: '912 345 675 00009',
      Message: 'Bonjour, je voudrais un devis pour la paie de mes 7 salariés.',
    };
    for (const [label, value] of Object.entries(fields))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel('Formule souhaitée').selectOption('premium');
    await form.getByLabel('Vous êtes').selectOption('company');
    await site.waitForTimeout(Math.max(0, loadedAt + 3500 - Date.now()));
    const sent = site.waitForResponse('**/api/contact');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    expect((await sent).status()).toBe(201);
    await visitor.close();

    const context = await session.newContext();
    const page = await context.newPage();
    await signInToBackOffice(page);
    // The counters count them.
    const counter = (title: string) =>
      page.locator('section[aria-label="Compteurs"] > div').filter({ hasText: title }).locator('p').last();
    await expect
      .poll(async () => Number(plain(await counter('Messages échangés').textContent()).replace(/\s/g, '')))
      .toBeGreaterThanOrEqual(1);
    expect(
      Number(plain(await counter('Contacts reçus').textContent()).replace(/\s/g, '')),
    ).toBeGreaterThanOrEqual(1);

    // Conversations: the question, its response time and when.
    const conversations = page.getByRole('list', { name: "Les 10 dernières conversations avec l'assistant" });
    const exchange = conversations.getByRole('listitem').filter({ hasText: question });
    await exchange.waitFor();
    expect(plain(await exchange.textContent())).toMatch(/Réponse en \d[\d ,]* (ms|s)/);
    expect(plain(await exchange.locator('time').textContent())).toMatch(
      /à l’instant|il y a \d+ (seconde|minute)/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'admin-conversations');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await fitsTheScreen(page)).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Contact forms: the request, a reply prepared in the mail client, its status changed.
    await tab(page, 'Formulaires de contact').click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(plain(await row.textContent())).toContain('Bureau Conseil');
    expect(plain(await row.textContent())).toContain('7 salariés');
    expect(plain(await row.textContent())).toContain('Premium');
    const reply = row.getByRole('link', { name: `Répondre à ${name}` });
    const mailto = new URL((await reply.getAttribute('href')) ?? '');
    expect(mailto.pathname).toBe('dominique@bureau-conseil.fr');
    expect(mailto.searchParams.get('subject')).toBe('Votre demande de contact sur Dirigeo');
    const status = row.getByRole('combobox', { name: `Statut de la demande de ${name}` });
    expect(await status.inputValue()).toBe('new');
    const patched = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await status.selectOption('contacted');
    expect((await patched).status()).toBe(200);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'admin-submissions');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await fitsTheScreen(page)).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    // Kept by the server.
    await page.reload();
    await tab(page, 'Formulaires de contact').click();
    expect(await page.getByRole('combobox', { name: `Statut de la demande de ${name}` }).inputValue()).toBe(
      'contacted',
    );

    // The journal of the back office's actions names the change, its author and when (issue 22 §3).
    await tab(page, 'Journal des actions').click();
    const journal = page.getByRole('list', { name: /Journal des actions du back-office/ });
    const change = journal
      .getByRole('listitem')
      .filter({ hasText: 'Statut d’une demande de contact changé' });
    await change.first().waitFor();
    expect(plain(await change.first().textContent())).toContain('ADMIN_PASSWORD');
    expect(
      await journal.getByRole('listitem').filter({ hasText: 'Connexion à l’administration' }).count(),
    ).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshotBothWidths(session, page, 'admin-audit-log');
    await context.close();
  });

  it('draws the last 30 days of traffic, with today’s page views counted without a cookie', async () => {
    const visitor = await session.newContext();
    const site = await visitor.newPage();
    const beacons: string[] = [];
    site.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/event')) beacons.push(request.url());
    });
    await site.goto('/tarifs-details');
    await site.goto('/blog');
    await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(2);
    // Nothing stored in the browser for it.
    expect(
      (await visitor.cookies()).filter((cookie) => !cookie.name.startsWith('dirigeo_assistant')),
    ).toEqual([]);
    await visitor.close();
    // A visitor who refuses tracking sends nothing.
    const private_ = await session.browser.newContext({
      baseURL: session.baseUrl,
      extraHTTPHeaders: { DNT: '1' },
    });
    const refusing = await private_.newPage();
    await refusing.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
    const refused: string[] = [];
    refusing.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/event')) refused.push(request.url());
    });
    await refusing.goto('/cgu');
    await refusing.waitForTimeout(500);
    expect(refused).toEqual([]);
    await private_.close();

    const context = await session.newContext();
    const page = await context.newPage();
    await signInToBackOffice(page);
    const chart = page.getByRole('img', { name: /^Graphique : \d+ pages vues/ });
    await chart.waitFor();
    // Chart.js drew on the canvas: some of its pixels are not blank.
    await expect
      .poll(() =>
        chart.evaluate((canvas) => {
          if (!(canvas instanceof HTMLCanvasElement)) return 0;
          const context2d = canvas.getContext('2d');
          if (!context2d) return 0;
          const { data } = context2d.getImageData(0, 0, canvas.width, canvas.height);
          let painted = 0;
          for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) painted += 1;
          return painted;
        }),
      )
      .toBeGreaterThan(500);
    await page.getByText('Voir les chiffres jour par jour').click();
    const table = page.getByRole('table', { name: 'Fréquentation jour par jour' });
    const today = table.getByRole('row').nth(1);
    const views = Number(plain(await today.getByRole('cell').nth(1).textContent()).replace(/\D/g, ''));
    expect(views).toBeGreaterThanOrEqual(2);
    expect(await table.getByRole('row').count()).toBe(31);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'admin-traffic');
    await context.close();
  });

  it('writes an article in the editor, previews it, publishes it, and the blog serves it at once', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await signInToBackOffice(page);
    await tab(page, 'Gestion du blog').click();
    await page.getByText(/\d+ articles dans la base de données/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'admin-blog');
    await page.getByRole('button', { name: 'Nouvel article' }).click();
    const form = page.getByRole('form', { name: 'Nouvel article' });
    const title = `Le bulletin du président de SASU ${Date.now().toString(36)}`;
    await form.getByLabel('Titre', { exact: true }).fill(title);
    // The address follows the title once the form's effect has run (after the browser paints).
    const slugField = form.getByLabel('Adresse (slug)');
    await expect.poll(() => slugField.inputValue()).toMatch(/^le-bulletin-du-president-de-sasu-[a-z0-9]+$/);
    const slug = await slugField.inputValue();
    await form.getByLabel('Résumé').fill('Ce que le bulletin de paie d’un président de SASU doit montrer.');
    await form.getByLabel('Catégorie').selectOption('Paie');
    await form.getByLabel('Mots-clés').fill('président de SASU, bulletin');
    await form.getByText('Publié', { exact: true }).click();
    // The body, in the rich-text editor: an intertitle, then a paragraph with a word in bold.
    const body = form.getByRole('textbox', { name: "Texte de l'article" });
    await body.click();
    await form.getByRole('button', { name: 'Intertitre', exact: true }).click();
    await page.keyboard.type('Les mentions obligatoires');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Le bulletin porte le ');
    await form.getByRole('button', { name: 'Gras', exact: true }).click();
    await page.keyboard.type('salaire brut');
    await form.getByRole('button', { name: 'Gras', exact: true }).click();
    await page.keyboard.type(' et les cotisations.');
    expect(await body.innerHTML()).toContain('<h2>Les mentions obligatoires</h2>');
    expect(await body.innerHTML()).toContain('<strong>salaire brut</strong>');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'admin-editor');

    await page.getByRole('button', { name: 'Aperçu' }).click();
    const preview = page.getByRole('article', { name: "Aperçu de l'article" });
    await preview.getByRole('heading', { name: title }).waitFor();
    expect(await preview.locator('h2', { hasText: 'Les mentions obligatoires' }).count()).toBe(1);
    await screenshotBothWidths(session, page, 'admin-editor-preview');
    await page.getByRole('button', { name: 'Revenir à la rédaction' }).click();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/blog-articles') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved).status()).toBe(201);
    await page.getByText('Article publié').first().waitFor();
    await page.getByRole('list', { name: 'Articles' }).getByText(title, { exact: true }).waitFor();

    // Published after the build, served at once, its title in the HTML.
    const response = await page.request.get(`/blog/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(title);
    expect(html).toContain('<strong>salaire brut</strong>');
    const reader = await context.newPage();
    await reader.goto(`/blog/${slug}`);
    expect(plain(await reader.locator('h1').textContent())).toBe(title);

    // Modifier: the stored article in the editor, changed and saved.
    await page.getByRole('button', { name: `Modifier « ${title} »` }).click();
    const editForm = page.getByRole('form', { name: `Modifier « ${title} »` });
    expect(await editForm.getByLabel('Adresse (slug)').inputValue()).toBe(slug);
    await editForm.getByLabel('Résumé').fill('Un résumé revu dans le bureau.');
    const updated = page.waitForResponse((answer) => answer.request().method() === 'PUT');
    // « Article publié » lies over the button: the pointer would hold it there (seen: 8 s).
    await dismissToasts(page);
    await editForm.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await updated).status()).toBe(200);
    await reader.reload();
    expect(plain(await reader.locator('body').textContent())).toContain('Un résumé revu dans le bureau.');
    await context.close();
  });

  it('imports a file: shows the rejected article with its reason and applies nothing, then applies a clean file', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await signInToBackOffice(page);
    await tab(page, 'Gestion du blog').click();
    await page.getByRole('button', { name: 'Importer un fichier JSON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des articles' });
    const stamp = Date.now().toString(36);
    const good = article(`importe-${stamp}`, `Article importé ${stamp}`);
    const bad = article('Adresse Invalide', '', { category: 'Cuisine' });
    await dialog.getByLabel('Fichier JSON à importer').setInputFiles({
      name: 'articles.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ format: 'dirigeo-blog-articles', version: 1, articles: [good, bad] }),
      ),
    });
    await dialog.getByText('1 article à créer, 0 à mettre à jour, 0 inchangé, 1 rejeté.').waitFor();
    const rejection = plain(
      await dialog.getByRole('listitem').filter({ hasText: 'Article n° 2' }).textContent(),
    );
    expect(rejection).toContain('Titre : Veuillez saisir le titre.');
    expect(rejection).toContain('Catégorie : Veuillez choisir une catégorie');
    expect(await dialog.getByRole('button', { name: 'Importer', exact: true }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'admin-import-rejected');
    expect((await page.request.get(`/blog/${good.slug}`)).status()).toBe(404);

    await dialog.getByLabel('Fichier JSON à importer').setInputFiles({
      name: 'articles.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ format: 'dirigeo-blog-articles', version: 1, articles: [good] })),
    });
    await dialog.getByText('1 article à créer, 0 à mettre à jour, 0 inchangé, 0 rejeté.').waitFor();
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    await page.getByText('Import terminé').first().waitFor();
    expect((await page.request.get(`/blog/${good.slug}`)).status()).toBe(200);
    await context.close();
  });

  it('exports every article as one file that the import takes back unchanged, and one article as JSON', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await signInToBackOffice(page);
    await tab(page, 'Gestion du blog').click();
    const total = Number(
      plain(await page.getByText(/\d+ articles dans la base de données/).textContent()).replace(/\D/g, ''),
    );
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter tous les articles' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^articles-dirigeo-\d{4}-\d\d-\d\d\.json$/);
    const path = await savedDownload(download);
    const file = JSON.parse(await readFile(path, 'utf8')) as { format: string; articles: unknown[] };
    expect(file.format).toBe('dirigeo-blog-articles');
    expect(file.articles).toHaveLength(total);

    await page.getByRole('button', { name: 'Importer un fichier JSON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des articles' });
    await dialog.getByLabel('Fichier JSON à importer').setInputFiles(path);
    await dialog.getByText(`0 article à créer, 0 à mettre à jour, ${total} inchangés, 0 rejeté.`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Importer', exact: true }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();

    const first = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
    const one = page.waitForEvent('download');
    await first.getByRole('button', { name: /^Télécharger « .+ » en JSON$/ }).click();
    const single = JSON.parse(await readFile(await savedDownload(await one), 'utf8')) as {
      articles: { slug: string }[];
    };
    expect(single.articles).toHaveLength(1);
    expect(plain(await first.textContent())).toContain(`/blog/${single.articles[0]?.slug}`);
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    const provoked = [/^401 POST .*\/api\/admin\/login$/, /^401 GET .*\/api\/admin\/stats$/];
    expect(unexpectedProblems(session.problems, provoked)).toEqual([]);
  });
});
