import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { savedDownload } from '../src/downloads.ts';

describeInBrowser('payslips', (session) => {
  it('creates a payslip, finds it, downloads its PDF and deletes the draft', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await registerThroughApi(page, newAccount('bulletins'));

    await page.goto('/payslips');
    await page.getByText('Aucun bulletin trouvé').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/payslips?action=new');
    await page.getByRole('tab', { name: 'Édition', selected: true }).waitFor();
    const now = new Date();
    const period = `${['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'][now.getMonth()]} ${now.getFullYear()}`;

    // An invalid form refuses the preview.
    await page.getByLabel('Rémunération brute (€)').fill('-5');
    await page.getByRole('button', { name: 'Aperçu du bulletin' }).click();
    await page.getByText('Formulaire incomplet', { exact: true }).waitFor();
    await page.getByText('Le salaire brut ne peut pas être négatif').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Rémunération brute (€)').fill('4000');
    await page.getByLabel('Charges sociales (€)').fill('900');
    await page.getByLabel('Autres ajouts (optionnel)').fill('50.5');
    await page.getByText('3 150,50 €').waitFor();
    await session.screenshot(page, 'portal-payslips-create');

    await page.getByRole('button', { name: 'Aperçu du bulletin' }).click();
    // Labelled as the PDF labels it: the shared view model.
    await page.getByText('Net à payer avant impôt sur le revenu', { exact: true }).waitFor();
    await page.getByText('BROUILLON', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-payslips-preview');
    await page.getByRole('button', { name: 'Valider et enregistrer' }).click();
    await page.getByText('Bulletin créé', { exact: true }).waitFor();

    // Back on the history, with the new row.
    const row = page.getByRole('row', { name: new RegExp(period) });
    await row.waitFor();
    // fr-FR writes a narrow no-break space between thousands and a no-break space before '€'.
    expect((await row.textContent())?.replace(/[\u202f\u00a0]/g, ' ')).toContain('3 150,50 €');
    await page.getByLabel('Rechercher une période').fill('zzz');
    await page.getByText('Aucun bulletin ne correspond à votre recherche').waitFor();
    await page.getByLabel('Rechercher une période').fill(period.slice(0, 4).toLowerCase());
    await row.waitFor();
    await session.screenshot(page, 'portal-payslips-history');

    // The download is the API's PDF.
    await row.getByRole('button', { name: `Actions pour ${period}` }).click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Télécharger' }).click();
    const download = await downloadPromise;
    const file = await readFile(await savedDownload(download));
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByText('Téléchargement du bulletin', { exact: true }).waitFor();

    // Its own page.
    await row.getByRole('button', { name: `Actions pour ${period}` }).click();
    await page.getByRole('menuitem', { name: 'Voir' }).click();
    await page.getByRole('heading', { level: 1, name: `Bulletin de paie — ${period}` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-payslip');
    await page.getByRole('link', { name: 'Retour aux bulletins' }).click();

    // Deleting the draft asks first.
    await row.getByRole('button', { name: `Actions pour ${period}` }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer ce bulletin ?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('irréversible');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Bulletin supprimé', { exact: true }).waitFor();
    await page.getByText('Aucun bulletin trouvé').waitFor();
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
