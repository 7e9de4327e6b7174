import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { savedDownload } from '../src/downloads.ts';

/** A small PDF: the server reads the type from the content, so it must start like one. */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Drops a file on the drop zone as a user dragging it from their desktop would. */
async function dropFile(page: Page, name: string, mimeType: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ fileName, type, content }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(content)], fileName, { type }));
      return transfer;
    },
    { fileName: name, type: mimeType, content: [...bytes] },
  );
  await page.getByTestId('dropzone').dispatchEvent('dragover', { dataTransfer });
  await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer });
}

async function chooseCategory(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: label }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describeInBrowser('the documents screen', (session) => {
  it('uploads by drag-and-drop, filters, downloads the same bytes and deletes', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await registerThroughApi(page, newAccount('documents'));

    await page.goto('/documents');
    await page.getByRole('heading', { name: 'Aucun document' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-documents-empty');

    // ?action=upload opens the upload tab.
    await page.goto('/documents?action=upload');
    await page.getByRole('button', { name: 'Parcourir les fichiers' }).waitFor();
    await dropFile(page, 'releve_urssaf-2026.pdf', 'application/pdf', PDF_BYTES);
    await expect.poll(() => page.getByLabel('Nom du document').inputValue()).toBe('releve urssaf 2026');
    await page.getByLabel('Description (optionnel)').fill('Attestation de vigilance');
    await chooseCategory(page, 'Social');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-documents-upload');
    await page.getByRole('button', { name: 'Ajouter le document' }).click();
    await page.getByText('Document ajouté', { exact: true }).waitFor();
    await page.getByRole('table').getByText('releve urssaf 2026', { exact: true }).waitFor();
    expect(page.url()).not.toContain('action=upload');

    // A second one through the browse button's file input.
    await page.getByRole('tab', { name: 'Ajouter un document' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'avis.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await chooseCategory(page, 'Fiscal');
    await page.getByRole('button', { name: 'Ajouter le document' }).click();
    await page.getByRole('table').getByText('avis', { exact: true }).waitFor();

    // The server has the last word on the type: a text file named .pdf is refused, shown as a toast.
    await page.getByRole('tab', { name: 'Ajouter un document' }).click();
    await dropFile(page, 'faux.pdf', 'application/pdf', Buffer.from('ceci n’est pas un PDF'));
    await chooseCategory(page, 'Autre');
    await page.getByRole('button', { name: 'Ajouter le document' }).click();
    await page
      .getByText(/Impossible d'ajouter le document: Type de fichier non accepté/)
      .first()
      .waitFor();
    await page.getByRole('tab', { name: 'Mes documents' }).click();

    const rows = page.getByRole('table', { name: 'Mes documents' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3); // header + 2
    // Newest first, with its size and a relative date.
    expect(await rows.nth(1).textContent()).toContain('avis');
    expect(await rows.nth(2).textContent()).toMatch(/\d+ B/);
    expect(await rows.nth(2).textContent()).toMatch(/à l’instant|il y a/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-documents-list');

    // Filter by category, then search.
    await chooseCategory(page, 'Social');
    await expect.poll(() => rows.count()).toBe(2);
    await chooseCategory(page, 'Toutes les catégories');
    await page.getByLabel('Rechercher').fill('vigilance');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('releve urssaf 2026');

    // The download is the stored file, byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger releve urssaf 2026' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('releve_urssaf-2026.pdf');
    const downloaded = await readFile(await savedDownload(download));
    expect(Buffer.compare(downloaded, PDF_BYTES)).toBe(0);
    await page.getByText('Téléchargement du document', { exact: true }).waitFor();

    // Deleting asks first.
    await page.getByRole('button', { name: 'Supprimer releve urssaf 2026' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer ce document ?' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Document supprimé', { exact: true }).waitFor();
    await page.getByText('Aucun document ne correspond à votre recherche').waitFor();
    await page.getByLabel('Rechercher').fill('');
    await expect.poll(() => rows.count()).toBe(2);
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems, [/^415 POST \S+\/api\/documents$/])).toEqual([]);
  });
});
