import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { fitsTheScreen, hydrated, squash, visibleText } from '../src/tools.ts';
import { savedDownload } from '../src/downloads.ts';

/** The text of a downloaded .docx: the runs of its `word/document.xml`. */
async function docxText(download: Download): Promise<string> {
  const bytes = await readFile(await savedDownload(download));
  const part = unzipSync(new Uint8Array(bytes))['word/document.xml'];
  if (!part) throw new Error('word/document.xml manquant');
  return squash(
    strFromU8(part)
      .split('</w:p>')
      .map((paragraph) =>
        Array.from(paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g), (match) => match[1]).join(''),
      )
      .join('\n'),
  );
}

/** The text of a downloaded PDF, as a PDF reader extracts it. */
async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await savedDownload(download));
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return squash(text);
}

/** Clicks a download button and waits for the file. */
async function downloadWith(page: Page, button: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return download;
}

const FAITS = 'Le 4 novembre 2026, vous avez pris votre poste à 10 h 15 au lieu de 8 h 30, sans prévenir.';

describeInBrowser('the Modèles de documents tab', (session) => {
  it('lists every template under the spec’s six types, at 1366 and 390 px', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const response = await page.goto('/outils/modeles');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Modèles de lettres de droit du travail | Dirigeo');
    for (const type of ['Administratif', 'Disciplinaire', 'Licenciement', 'Médical', 'Contrat', 'Congés']) {
      expect(
        await page.getByRole('heading', { name: new RegExp(`^${type} \\(\\d+\\)$`), level: 2 }).count(),
      ).toBe(1);
    }
    expect(await page.locator('#panneau a[href^="/outils/modele/"]').count()).toBeGreaterThanOrEqual(42);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'tools-templates-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'tools-templates-390');
    await context.close();
  });

  it('gives each template its advice and references in HTML, without JavaScript', async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/outils/modele/avertissement');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Avertissement : modèle de lettre à remplir et télécharger | Dirigeo');
    expect(await page.getByRole('heading', { name: 'Avant d’envoyer la lettre' }).count()).toBe(1);
    expect(await visibleText(page.locator('#panneau'))).toContain(
      'Envoyez l’avertissement dans les deux mois suivant le jour où vous avez eu connaissance des faits',
    );
    expect(await page.locator('a[href="/code-du-travail/article/L1332-4"]').count()).toBe(1);
    await context.close();
  });
});

describeInBrowser('every page of the two tabs', (session) => {
  it('answers 200 with its own title, description and canonical address, its content in the HTML', async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const paths = ['/outils/simulateurs', '/outils/modeles'];
    for (const tab of paths.slice()) {
      await page.goto(tab);
      for (const href of await page
        .locator('#panneau ul a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        paths.push(href.replace(/#panneau$/, ''));
      }
    }
    expect(paths.length).toBeGreaterThanOrEqual(2 + 8 + 42);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      const response = await page.request.get(path);
      expect({ path, status: response.status() }).toEqual({ path, status: 200 });
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(titles.has(title), `${path}: title « ${title} » already used`).toBe(false);
      expect(descriptions.has(description), `${path}: description already used`).toBe(false);
      titles.add(title);
      descriptions.add(description);
      expect(new URL(canonical).pathname).toBe(path);
      // The content is in the HTML: the panel's heading, and for an item its explanations.
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      if (path.startsWith('/outils/modele/')) expect(html).toContain('Avant d’envoyer la lettre');
      if (path.startsWith('/outils/simulateur/'))
        expect(html).toMatch(/Ce que dit le Code du travail|Les règles appliquées/);
    }
    await context.close();
  });
});

describeInBrowser('a letter template', (session) => {
  it('is filled in, previewed as it is typed, and downloaded as .docx and PDF with the fields typed', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const response = await page.goto('/outils/modele/avertissement#panneau');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const preview = page.getByRole('article', { name: 'Aperçu : Avertissement' });
    // Missing values show as holes in the preview.
    expect(await preview.locator('mark').count()).toBeGreaterThan(5);
    // The letter is dated today where the visitor is (set by the island's first effect, just after
    // it hydrates).
    await expect.poll(() => page.getByLabel('Date de la lettre').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.getByLabel('Raison sociale de l’employeur').fill('Atelier Martin SAS');
    await page.getByLabel('Adresse de l’employeur').fill('12 rue des Lilas\n69003 Lyon');
    await page.getByLabel('Nom du signataire').fill('Paul Martin');
    await page.getByLabel('Qualité du signataire').fill('Président');
    await page.getByLabel('Civilité du salarié').selectOption('madame');
    await page.getByLabel('Prénom et nom du salarié').fill('Claire Dupont');
    await page.getByLabel('Adresse du salarié').fill('5 avenue Jean Jaurès\n69007 Lyon');
    await page.getByLabel('Fait à').fill('Lyon');
    await page.getByLabel('Date de la lettre').fill('2026-11-22');
    await page.getByLabel('Mode de remise').selectOption('recommandee');
    await page.getByLabel('Faits reprochés').fill(FAITS);
    await page.getByLabel('Un entretien a-t-il eu lieu ?').selectOption('non');
    const previewText = await visibleText(preview);
    expect(previewText).toContain('Madame Claire Dupont');
    expect(previewText).toContain('Lyon, le 22 novembre 2026');
    expect(previewText).toContain(FAITS);
    expect(await preview.locator('mark').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'template-avertissement-1366');

    const docx = await downloadWith(page, 'Télécharger en Word (.docx)');
    expect(docx.suggestedFilename()).toBe('modele-avertissement-2026-11-22.docx');
    const docxContent = await docxText(docx);
    expect(docxContent).toContain('Objet : Avertissement');
    expect(docxContent).toContain('Madame Claire Dupont');
    expect(docxContent).toContain(FAITS);
    await page.getByText('Le fichier modele-avertissement-2026-11-22.docx est téléchargé.').waitFor();

    const pdf = await downloadWith(page, 'Télécharger en PDF');
    expect(pdf.suggestedFilename()).toBe('modele-avertissement-2026-11-22.pdf');
    const pdfContent = await pdfText(pdf);
    expect(pdfContent).toContain('Objet : Avertissement');
    expect(pdfContent).toContain('Lyon, le 22 novembre 2026');
    expect(pdfContent).toContain('au lieu de 8 h 30, sans prévenir.');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'template-avertissement-390');
    expect(unexpectedProblems(session.problems)).toEqual([]);
    await context.close();
  });

  it('puts the server’s French messages on the fields it refuses, and downloads nothing', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/outils/modele/demission');
    await hydrated(page);
    await page.getByLabel('Prénom et nom du salarié').fill('Karim Benali');
    await page.getByRole('button', { name: 'Télécharger en PDF' }).click();
    await page.getByText('La lettre n’est pas complète : vérifiez les champs signalés.').waitFor();
    const address = page.getByLabel('Adresse du salarié');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('salarieAdresse');
    expect(
      await page.getByRole('alert').filter({ hasText: 'Ce champ est obligatoire' }).count(),
    ).toBeGreaterThan(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(unexpectedProblems(session.problems, [/^400 POST .*\/api\/modeles\/demission\/pdf$/])).toEqual([]);
    await context.close();
  });
});
