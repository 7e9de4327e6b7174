import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations } from '../src/portal.ts';

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describeInBrowser('a draft payslip (issue 24)', (session) => {
  it('is edited then finalised from its page, at 390 px', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page, newAccount('brouillon'));
    // The company's details a finalised payslip prints, then a computed draft for January 2026.
    const id = await page.evaluate(async () => {
      await fetch('/api/company', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          name: 'Brouillon Conseil',
          siret: '73282932000074',
          nafCode: '70.22Z',
          address: { street: '10 place Bellecour', postalCode: '69002', city: 'Lyon' },
          headcount: 0,
          atmpRatePercent: 0.7,
          atmpRiskCode: '741GD',
          idcc: null,
          urssafSiret: '78861779300013',
          agircArrcoSiret: '30558637200321',
          iban: 'FR7630006000011234567890189',
          bic: 'AGRIFRPP',
          prevoyanceContract: null,
          mutuelleContract: null,
        }),
      });
      const response = await fetch('/api/payslips', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          month: 1,
          year: 2026,
          grossSalary: 3000,
          status: 'draft',
          calculationInputs: {
            pasRatePercent: 5,
            healthInsuranceMonthlyCents: 0,
            healthInsuranceEmployerSharePercent: 0,
            cadrePrevoyance: false,
          },
        }),
      });
      return ((await response.json()) as { id: number }).id;
    });

    await page.goto(`/payslips/${id}`);
    await page.getByRole('heading', { level: 1, name: /Janvier 2026/ }).waitFor();
    await page.getByRole('button', { name: 'Modifier' }).click();
    const form = page.getByRole('form', { name: 'Modifier le brouillon' });
    // A bad amount is refused with the API's own message, nothing sent.
    await form.getByLabel('Salaire brut (€)').fill('-1');
    await form.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await form.getByText('Le salaire brut ne peut pas être négatif').waitFor();
    await form.getByLabel('Salaire brut (€)').fill('3500');
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-payslip-draft-edit-390');
    await form.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByText('Brouillon modifié').first().waitFor();
    // The document is computed again by the server from the new gross.
    await page.getByText('3 500,00').first().waitFor();

    await page.getByRole('button', { name: 'Finaliser' }).click();
    await page.getByText('Bulletin finalisé : son contenu et son PDF sont figés').waitFor();
    expect(await page.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'portal-payslip-draft-finalised-390');
    const stored = await page.evaluate(async (payslipId) => {
      const response = await fetch(`/api/payslips/${payslipId}`, { headers: { Accept: 'application/json' } });
      const body = (await response.json()) as { status: string; grossSalary: number };
      return [body.status, body.grossSalary];
    }, id);
    expect(stored).toEqual(['completed', 3500]);
    await context.close();
  });
});
