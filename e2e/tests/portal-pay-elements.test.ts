import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations } from '../src/portal.ts';

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

const normalize = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describeInBrowser('pay elements (issues 24 and 25)', (session) => {
  it('adds a bonus and a refund to a new payslip at 390 px, and finds them on its draft', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page, newAccount('elements'));

    await page.goto('/payslips?action=new');
    await page.getByRole('tab', { name: 'Édition', selected: true }).waitFor();
    await page.getByLabel('Rémunération brute (€)').fill('3000');

    // An officer is offered no paid leave.
    const kind = page.getByLabel('Type d’élément à ajouter');
    expect(await kind.locator('option').allTextContents()).not.toContain('Congés payés pris');

    await kind.selectOption({ label: 'Prime ou commission' });
    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    const bonus = page.getByRole('group', { name: 'Prime ou commission' });
    // The new element's first field has the focus, for the keyboard.
    await expect
      .poll(() =>
        bonus.getByLabel('Nature de la prime').evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.type('Prime d’objectifs');
    await bonus.getByLabel('Montant brut (€)').fill('1 000,50');
    await kind.selectOption({ label: 'Remboursement de frais sur justificatifs' });
    await page.getByRole('button', { name: 'Ajouter un élément' }).click();
    const refund = page.getByRole('group', { name: 'Remboursement de frais sur justificatifs' });
    await refund.getByLabel('Nature des frais').fill('Déplacement client');
    await refund.getByLabel('Montant remboursé (€)').fill('42,10');

    await page.getByLabel('Salaire de base (€)').waitFor();
    await page.getByText('4 000,50 €').waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-pay-elements-390');

    await page.getByRole('button', { name: 'Calculer les cotisations' }).click();
    await page.getByText(/Cotisations salariales :/).waitFor();
    await page.getByRole('button', { name: 'Enregistrer le bulletin' }).click();
    await page.getByText('Bulletin créé', { exact: true }).waitFor();

    // Its page prints the gross built up; « Modifier » lists the elements.
    const now = new Date();
    const period = `${['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'][now.getMonth()]} ${now.getFullYear()}`;
    const row = page.getByRole('row', { name: new RegExp(period) });
    await row.waitFor();
    // The list is read again after the save: the menu opens on the settled row, as a user's would (in
    // a loaded CI run, a menu opened during that read was found off the phone's screen).
    await page.waitForLoadState('networkidle');
    await row.getByRole('button', { name: `Actions pour ${period}` }).click();
    await page.getByRole('menuitem', { name: 'Voir' }).click();
    await page.getByRole('heading', { level: 1, name: /Bulletin de paie/ }).waitFor();
    await page.getByText('Salaire de base', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Modifier' }).click();
    const stored = page.getByRole('list', { name: 'Éléments enregistrés' });
    await stored.getByText('Prime ou commission : Prime d’objectifs').waitFor();
    expect(
      normalize(await page.getByRole('form', { name: 'Modifier le brouillon' }).textContent()),
    ).toContain('1 000,50 €');
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-pay-elements-draft-390');
    await context.close();
  });
});
