import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, seriousAxeViolations, type TestAccount, unexpectedProblems } from '../src/portal.ts';
import { savedDownload } from '../src/downloads.ts';

/** The months of the payslips: 5, 4, 2 and 1 months ago (3 months ago stays empty: a gap). */
const now = new Date();
const monthsAgo = (back: number) => {
  const index = now.getFullYear() * 12 + now.getMonth() - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const periods = [5, 4, 2, 1].map(monthsAgo);

/** An account on a plan (the server runs without billing: an account is on the plan it chose). */
async function registerOnPlan(
  page: Page,
  account: TestAccount,
  plan: 'essentielle' | 'complete',
): Promise<void> {
  await page.goto('/auth');
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    {
      ...account,
      company: 'Atelier Testeur SASU',
      position: 'Président',
      status: 'sasu',
      subscriptionType: 'monthly',
      plan,
    },
  );
  expect(status).toBe(201);
}

/** The employer's details finalising needs, then four finalised payslips, through the API. */
async function seedFinalisedPayslips(page: Page): Promise<void> {
  // The server computes each payslip from its inputs and the company (a client's calculation is ignored).
  const bodies = periods.map((period, index) => ({
    ...period,
    grossSalary: (350_000 + index * 25_000) / 100,
    status: 'completed',
    paymentDate: `${period.year}-${String(period.month).padStart(2, '0')}-28`,
    calculationInputs: {
      pasRatePercent: 4.5,
      healthInsuranceMonthlyCents: 6_000,
      healthInsuranceEmployerSharePercent: 50,
      cadrePrevoyance: false,
    },
  }));
  const statuses = await page.evaluate(async (payslips) => {
    const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const user = await (await fetch('/api/user')).json();
    const profile = await fetch(`/api/user/${user.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        company: user.company,
        position: user.position,
        status: user.status,
        siret: '85237914800012',
        companyAddress: '10 place Bellecour, 69002 Lyon',
        nafCode: '70.22Z',
      }),
    });
    const created = [];
    for (const body of payslips) {
      const response = await fetch('/api/payslips', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
      created.push(response.status === 201 ? 201 : `${response.status} ${await response.text()}`);
    }
    return [profile.status, ...created];
  }, bodies);
  expect(statuses).toEqual([200, 201, 201, 201, 201]);
}

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describeInBrowser('the reports and the charges analysis', (session) => {
  it('draws the charges analysis on the dashboard, with its tables, at 1366 and 390 px', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await registerOnPlan(page, newAccount('rapports'), 'complete');
    await seedFinalisedPayslips(page);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Analyse des charges' }).waitFor();
    await page.getByRole('img', { name: /évolution du brut/ }).waitFor();
    await page.getByRole('heading', { name: 'Coût employeur de l’année face au budget' }).waitFor();
    // The table equivalent: a month without payslip is said so, never 0 €.
    await page.getByText('Voir les chiffres mois par mois').click();
    await expect
      .poll(() => page.getByRole('cell', { name: 'Aucun bulletin finalisé' }).count())
      .toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.waitForTimeout(300);
    await session.screenshot(page, 'portal-charges-1366');
    expect(await fitsTheScreen(page)).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: '24 mois' }).click();
    await page.getByRole('heading', { name: 'Évolution sur 24 mois' }).waitFor();
    await page.waitForTimeout(300);
    await session.screenshot(page, 'portal-charges-390');
    expect(await fitsTheScreen(page)).toBe(true);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.waitForTimeout(300);
    expect(await fitsTheScreen(page)).toBe(true);
    await context.close();
  });

  it('shows the ledger and the entries, downloads them, and keeps them readable at 390 px', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await registerOnPlan(page, newAccount('journal'), 'complete');
    await seedFinalisedPayslips(page);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/rapports');
    await page.getByRole('heading', { name: 'Rapports' }).waitFor();
    // The last twelve months, whatever today's date: from 11 months ago to this month.
    const first = monthsAgo(11);
    await page.getByLabel('Du mois de').fill(`${first.year}-${String(first.month).padStart(2, '0')}`);
    await page
      .getByLabel('Au mois de')
      .fill(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`);
    const table = page.getByRole('table', { name: /Journal de paie/ });
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(1 + periods.length + 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-reports-1366');

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Journal de paie (CSV)' }).click();
    const csv = readFileSync(await savedDownload(await csvDownload));
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + periods.length + 1);
    expect(lines.at(-1)?.startsWith('Total;')).toBe(true);

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Journal de paie (Excel)' }).click();
    const xlsx = unzipSync(readFileSync(await savedDownload(await xlsxDownload)));
    const sheet = strFromU8(xlsx['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    // The gross of the first payslip, stored as a number.
    expect(sheet).toContain('<v>3500</v>');

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Journal de paie (PDF)' }).click();
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(await savedDownload(await pdfDownload))));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Journal de paie');
    expect(text).toContain('4 bulletins');

    await page.getByRole('tab', { name: 'Écritures' }).click();
    await page.getByRole('heading', { name: /^1\. Salaire du président/ }).waitFor();
    const fecDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Écritures (format FEC)' }).click();
    const fec = readFileSync(await savedDownload(await fecDownload)).toString('latin1');
    expect(fec.split('\r\n')[0]).toBe(
      'JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise',
    );
    await session.screenshot(page, 'portal-entries-1366');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Journal de paie' }).click();
    await table.waitFor();
    await session.screenshot(page, 'portal-reports-390');
    expect(await fitsTheScreen(page)).toBe(true);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await fitsTheScreen(page)).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Réglages' }).click();
    await page.getByLabel('Rémunération brute').fill('641');
    await page.getByLabel('Budget annuel du coût employeur (€)').fill('60000');
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await page.getByText('Réglages enregistrés').first().waitFor();
    await session.screenshot(page, 'portal-report-settings-390');
    expect(await fitsTheScreen(page)).toBe(true);
    await page.getByRole('tab', { name: 'Écritures' }).click();
    await page.locator('td').filter({ hasText: /^641$/ }).first().waitFor();
    await context.close();
  });

  it('tells an Essentielle account which plan has the analysis, without asking the API for it', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await registerOnPlan(page, newAccount('essentielle'), 'essentielle');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/reports/charges')) asked.push(request.url());
    });
    await page.goto('/dashboard');
    await page.getByText(/Fonctionnalité réservée à la formule Complète/).waitFor();
    await page.getByRole('link', { name: 'Voir les offres' }).waitFor();
    expect(asked).toEqual([]);
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
