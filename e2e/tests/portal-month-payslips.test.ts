import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

/** How much wider than the window the page is (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The month the dashboard shows (the current one) and the one before, which the officer's draft is of. */
const today = new Date();
const current = { year: today.getFullYear(), month: today.getMonth() + 1 };
const previous =
  current.month === 1 ? { year: current.year - 1, month: 12 } : { ...current, month: current.month - 1 };
const period = `${current.year}-${String(current.month).padStart(2, '0')}`;
/** 'novembre 2026'. */
const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' }).format(today);
const MonthName = monthName.charAt(0).toUpperCase() + monthName.slice(1);
/** '2 000,00 €' as the portal writes it (narrow no-break spaces). */
const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);

/** The company a finalised payslip prints, an employee, and the officer's draft of the month before to start from. */
async function seedAccount(page: Page): Promise<void> {
  const statuses = await page.evaluate(async (before) => {
    const send = (method: string, url: string, body: unknown) =>
      fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status);
    return [
      await send('PUT', '/api/company', {
        name: 'Atelier du Mois',
        siret: '73282932000074',
        nafCode: '70.22Z',
        address: { street: '10 place Bellecour', postalCode: '69002', city: 'Lyon' },
        headcount: 1,
        atmpRatePercent: 0.7,
        atmpRiskCode: '741GD',
        idcc: '1486',
        urssafSiret: '78861779300013',
        agircArrcoSiret: '30558637200321',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
        prevoyanceContract: null,
        mutuelleContract: null,
      }),
      await send('POST', '/api/employees', {
        firstName: 'Léa',
        lastName: 'Moreau',
        nir: '292036912304527',
        birthDate: '1992-03-08',
        birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
        address: { street: '12 rue Mercière', postalCode: '69002', city: 'Lyon' },
        email: null,
        jobTitle: 'Assistante de direction',
        status: 'non-cadre',
        contractType: 'cdi',
        contractStart: '2026-09-01',
        contractEnd: null,
        cddReason: null,
        workingTimeRatio: 0.8,
        grossMonthlySalaryCents: 200_000,
        healthInsuranceMonthlyCents: 6_000,
        healthInsuranceEmployerSharePercent: 50,
        cadrePrevoyance: false,
      }),
      await send('POST', '/api/payslips', {
        month: before.month,
        year: before.year,
        grossSalary: 3000,
        status: 'draft',
        calculationInputs: {
          pasRatePercent: 5,
          healthInsuranceMonthlyCents: 0,
          healthInsuranceEmployerSharePercent: 0,
          cadrePrevoyance: false,
        },
      }),
    ];
  }, previous);
  expect(statuses).toEqual([200, 201, 201]);
}

describeInBrowser('« Préparer les bulletins du mois » (issue 25)', (session) => {
  for (const width of [390, 1366] as const) {
    it(`prepares the month for the officer and the employee, twice for nothing, then finalises both at ${width} px`, async () => {
      const context = await session.newContext();
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await registerThroughApi(page, newAccount(`mois${width}`));
      await seedAccount(page);

      await page.goto('/payslips');
      await page.getByRole('heading', { level: 2, name: 'Bulletins du mois' }).waitFor();
      await page.getByLabel('Mois', { exact: true }).fill(period);
      const prepare = page.getByRole('button', { name: 'Préparer les bulletins du mois' });
      await prepare.click();
      await page.getByText(`${MonthName} : 2 brouillons créés.`).waitFor();
      const table = page.getByRole('table', { name: `Bulletins de ${monthName}` });
      await table.getByRole('cell', { name: 'Léa Moreau', exact: true }).waitFor();
      await table.getByText(euros(2000)).first().waitFor();
      await table.getByText(euros(3000)).first().waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await session.screenshot(page, `portal-month-payslips-prepared-${width}`);
      // The history beside it names its net for what it is: before the income tax, unlike « Net payé ».
      const history = page.getByRole('table', { name: 'Historique des bulletins' });
      const historyText = (await history.textContent())?.replace(/[\s\u00a0\u202f]+/g, ' ') ?? '';
      expect(historyText).toContain('Net avant impôt');

      // Idempotent: the second run finds both and creates nothing.
      await prepare.click();
      await page.getByText(`${MonthName} : 2 bulletins déjà établis.`).waitFor();
      expect(await table.getByRole('row').count()).toBe(4);

      // Each draft is reviewed on its own page, which names the person.
      await page.getByRole('link', { name: 'Revoir le bulletin de Léa Moreau' }).click();
      await page
        .getByRole('heading', { level: 1, name: `Bulletin de paie — Léa Moreau, ${monthName}` })
        .waitFor();
      await page.getByText('Convention collective : IDCC 1486', { exact: false }).first().waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.goBack();

      await page.getByRole('button', { name: 'Finaliser les 2 brouillons' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Finaliser' }).click();
      await page.getByText(`${MonthName} : 2 bulletins finalisés.`).waitFor();
      await page.getByText('Tous les bulletins du mois sont finalisés.').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await session.screenshot(page, `portal-month-payslips-finalised-${width}`);

      // The dashboard's month: the payroll per person and in all.
      const stored = await page.evaluate(async (month) => {
        const response = await fetch(`/api/payslips/month-summary?period=${month}`, {
          headers: { Accept: 'application/json' },
        });
        return (await response.json()) as { finalised: { count: number; employerCostCents: number } };
      }, period);
      expect(stored.finalised.count).toBe(2);
      await page.goto('/dashboard');
      const payroll = page.getByRole('table', { name: `Masse salariale de ${monthName} par personne` });
      await payroll.getByRole('link', { name: 'Léa Moreau' }).waitFor();
      await page
        .getByText(euros(stored.finalised.employerCostCents / 100), { exact: true })
        .first()
        .waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await session.screenshot(page, `portal-month-payroll-dashboard-${width}`);
      await context.close();
    });
  }

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
