import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations } from '../src/portal.ts';

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describeInBrowser('a corrective payslip (issue 24)', (session) => {
  it('rectifies a finalised payslip from its page at 390 px; the original says it was replaced', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page, newAccount('rectificatif'));
    // The company's details a finalised payslip prints, then January 2026 finalised.
    const id = await page.evaluate(async () => {
      await fetch('/api/company', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          name: 'Rectif Conseil',
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
          status: 'completed',
          paymentDate: '2026-01-30',
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
    await page.getByText('Un bulletin finalisé ne se modifie pas').waitFor();
    await page.getByRole('button', { name: 'Rectifier ce bulletin' }).click();
    const form = page.getByRole('form', { name: 'Rectifier le bulletin' });
    await form.getByLabel('Salaire brut (€)').fill('3200');
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-corrective-payslip-form-390');
    await form.getByRole('button', { name: 'Émettre le bulletin rectificatif' }).click();

    // The corrective's page: its link to the payslip it replaces, its document computed from the new gross.
    const corrects = page.getByText('Bulletin rectificatif : remplace le');
    await corrects.waitFor();
    expect(page.url()).not.toMatch(new RegExp(`/payslips/${id}$`));
    await page.getByText('Bulletin de paie rectificatif').first().waitFor();
    await page.getByText('3 200,00').first().waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    // The original: kept, marked replaced, linking to its corrective, with nothing to change.
    await corrects.getByRole('link', { name: 'bulletin initial' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Ce bulletin a été remplacé par un' });
    await notice.waitFor();
    expect(await page.getByRole('button', { name: 'Rectifier ce bulletin' }).count()).toBe(0);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-corrective-payslip-replaced-390');

    // The history lists both, the original with its badge, on a phone's width.
    await page.goto('/payslips');
    await page.getByText('Remplacé par un rectificatif').first().waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'portal-corrective-payslip-history-390');
    await context.close();
  });
});
