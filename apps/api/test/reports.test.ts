import {
  DEFAULT_PAYROLL_ACCOUNTS,
  type Ledger,
  ledgerSchema,
  monthKey,
  payrollJournalSchema,
  chargesAnalysisSchema,
  reportSettingsSchema,
} from '@dirigeo/schemas';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLedgerPdf } from '../src/modules/report/render-ledger-pdf.ts';
import { FEC_COLUMNS } from '../src/modules/report/render-journal.ts';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPayslip, createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

let testApp: TestApp;
let alice: User;
let essentielleCookie: string;
let aliceCookie: string;
let bobCookie: string;

/** The months of Alice's payslips: the 5 months before this one, the third of them left empty. */
const now = new Date();
const monthsBack = (back: number) => {
  const index = now.getFullYear() * 12 + now.getMonth() - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const finalisedMonths = [5, 4, 2, 1].map(monthsBack);
const gap = monthsBack(3);
const draftMonth = monthsBack(0);
const first = monthKey(monthsBack(5).year, monthsBack(5).month);
const last = monthKey(draftMonth.year, draftMonth.month);

function finalisedBody(period: { year: number; month: number }, grossCents: number) {
  // The server computes the payslip from these inputs and the company (a client's calculation is ignored).
  return {
    ...period,
    grossSalary: grossCents / 100,
    status: 'completed',
    paymentDate: `${monthKey(period.year, period.month)}-28`,
    calculationInputs: {
      pasRatePercent: 4.5,
      healthInsuranceMonthlyCents: 6_000,
      healthInsuranceEmployerSharePercent: 50,
      cadrePrevoyance: false,
    },
  };
}

async function post(payload: object, cookie: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/payslips',
    headers: { cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

function get(url: string, cookie = aliceCookie) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie } });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createUser(testApp.orm, { company: 'Atelier Martin SASU' });
  const bob = await createUser(testApp.orm, { company: 'Bob Conseil' });
  // Billing is off in tests: an account is on the plan it chose. Alice and Bob chose Complète.
  const em = testApp.orm.em.fork();
  for (const user of [alice, bob]) {
    em.create(Subscription, {
      user: em.getReference(User, user.id),
      chosenPlan: 'complete',
      chosenInterval: 'month',
    });
  }
  await em.flush();
  const essentielle = await createUser(testApp.orm, { company: 'Claire Essentielle' });
  aliceCookie = await signIn(testApp.app, alice.username);
  bobCookie = await signIn(testApp.app, bob.username);
  essentielleCookie = await signIn(testApp.app, essentielle.username);
  for (const [index, period] of finalisedMonths.entries()) {
    await post(finalisedBody(period, 350_000 + index * 12_345), aliceCookie);
  }
  // A draft never counts; Bob's payslip is his own.
  await createPayslip(testApp.orm, alice, { ...draftMonth, status: 'draft' });
  await post(finalisedBody(finalisedMonths[0] ?? gap, 999_900), bobCookie);
});

afterAll(async () => {
  await testApp?.close();
});

async function aliceLedger(): Promise<Ledger> {
  const response = await get(`/api/reports/ledger?from=${first}&to=${last}`);
  expect(response.statusCode, response.body).toBe(200);
  return ledgerSchema.parse(response.json());
}

describe('GET /api/reports/ledger', () => {
  it('lists the finalised payslips only, with totals equal to their sums to the cent', async () => {
    const ledger = await aliceLedger();
    expect(ledger.companyName).toBe('Atelier Martin SASU');
    expect(ledger.rows.map((row) => row.period)).toEqual(
      finalisedMonths.map((p) => monthKey(p.year, p.month)),
    );
    const payslips = (await get('/api/payslips')).json() as {
      status: string;
      grossSalary: number;
      netSalary: number;
    }[];
    const finalised = payslips.filter((payslip) => payslip.status === 'completed');
    const cents = (euros: number) => Math.round(euros * 100);
    expect(ledger.totals.grossCents).toBe(finalised.reduce((sum, p) => sum + cents(p.grossSalary), 0));
    expect(ledger.totals.netBeforeTaxCents).toBe(finalised.reduce((sum, p) => sum + cents(p.netSalary), 0));
    expect(ledger.totals.employerCostCents).toBe(
      ledger.rows.reduce((sum, row) => sum + (row.employerCostCents ?? 0), 0),
    );
    expect(ledger.rows[0]?.employeeName).toBe(`${alice.firstName} ${alice.lastName}`);
  });

  it('answers an empty ledger for a period without a finalised payslip', async () => {
    const response = await get('/api/reports/ledger?from=2020-01&to=2020-12');
    expect(response.statusCode).toBe(200);
    expect(ledgerSchema.parse(response.json())).toMatchObject({ rows: [], totals: { grossCents: 0 } });
  });

  it.each([
    ['from=2026-05&to=2026-01', 'La fin de la période précède son début'],
    ['from=2020-01&to=2025-02', 'La période ne peut pas dépasser 5 ans (60 mois)'],
    ['from=2026-1&to=2026-02', 'Mois invalide : attendu AAAA-MM, par exemple 2026-03'],
    ['from=2026-01&to=2026-02&format=docx', 'Format invalide : json, csv, xlsx ou pdf'],
  ])('refuses %s in French', async (query, message) => {
    const response = await get(`/api/reports/ledger?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('shows Bob his payslip only, and a visitor nothing', async () => {
    const bobs = ledgerSchema.parse(
      (await get(`/api/reports/ledger?from=${first}&to=${last}`, bobCookie)).json(),
    );
    expect(bobs.rows.map((row) => row.grossCents)).toEqual([999_900]);
    const visitor = await testApp.app.inject({
      method: 'GET',
      url: `/api/reports/ledger?from=${first}&to=${last}`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('downloads a CSV in UTF-8 with a BOM, « ; » and decimal commas, that parses back to the totals', async () => {
    const response = await get(`/api/reports/ledger?from=${first}&to=${last}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`journal-de-paie-${first}-${last}.csv`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    const [headers = [], ...rows] = lines;
    expect(rows).toHaveLength(finalisedMonths.length + 1);
    const gross = headers.indexOf('Salaire brut');
    const parse = (cell: string | undefined) => Math.round(Number((cell ?? '').replace(',', '.')) * 100);
    const ledger = await aliceLedger();
    expect(parse(rows.at(-1)?.[gross])).toBe(ledger.totals.grossCents);
    expect(rows.slice(0, -1).reduce((sum, row) => sum + parse(row[gross]), 0)).toBe(ledger.totals.grossCents);
    expect(headers).toContain('Retraite – part patronale');
    expect(rows[0]?.[headers.indexOf('Net payé')]).toMatch(/^\d+,\d{2}$/);
  });

  it('downloads an XLSX whose amounts are numbers in a currency format and whose totals are sums', async () => {
    const response = await get(`/api/reports/ledger?from=${first}&to=${last}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Journal de paie');
    if (!sheet) throw new Error('no sheet');
    let headerRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(1).value === 'Période') headerRow = number;
    });
    const headers = (sheet.getRow(headerRow).values as unknown[]).slice(1);
    const grossColumn = headers.indexOf('Salaire brut') + 1;
    const firstRow = sheet.getRow(headerRow + 1).getCell(grossColumn);
    const ledger = await aliceLedger();
    expect(typeof firstRow.value).toBe('number');
    expect(firstRow.value).toBe((ledger.rows[0]?.grossCents ?? 0) / 100);
    expect(firstRow.numFmt).toContain('€');
    const total = sheet.getRow(headerRow + 1 + ledger.rows.length).getCell(grossColumn).value as {
      formula: string;
      result: number;
    };
    expect(total.formula).toMatch(/^SUM\(/);
    expect(Math.round(total.result * 100)).toBe(ledger.totals.grossCents);
    const paymentDate = sheet.getRow(headerRow + 1).getCell(3).value;
    expect(paymentDate).toBeInstanceOf(Date);
  });

  it('downloads a landscape PDF with the rows and the totals', async () => {
    const response = await get(`/api/reports/ledger?from=${first}&to=${last}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const page = await pdf.getPage(1);
    const [, , width = 0, height = 0] = page.view;
    expect(width).toBeGreaterThan(height);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Journal de paie – Atelier Martin SASU');
    expect(text).toContain('Total');
    expect(text).toContain('Cotisations de la période par groupe de risque');
  });
});

describe('the ledger PDF over several pages', () => {
  it('carries the totals from the foot of a page to the head of the next', async () => {
    const row = (index: number) => ({
      payslipId: index,
      period: '2026-01',
      periodLabel: `Mois ${index}`,
      employeeName: 'Claire Martin',
      paymentDate: null,
      detailed: true,
      grossCents: 100_000,
      contributions: [],
      employeeContributionsCents: 20_000,
      employerContributionsCents: 40_000,
      otherDeductionsCents: 0,
      otherAdditionsCents: 0,
      netBeforeTaxCents: 80_000,
      netTaxableCents: 82_000,
      netSocialCents: 80_000,
      pasCents: 1_000,
      netPaidCents: 79_000,
      employerCostCents: 140_000,
      payElements: { inGrossCents: 0, inKindCents: 0, refundsCents: 0, deductionsCents: 0 },
    });
    const rows = Array.from({ length: 70 }, (_, index) => row(index + 1));
    const ledger: Ledger = {
      from: '2021-01',
      to: '2026-10',
      periodLabel: 'de janvier 2021 à octobre 2026',
      companyName: 'Atelier',
      columns: [],
      payElements: false,
      rows,
      totals: { ...row(0), grossCents: 7_000_000, employerCostCents: 9_800_000 },
      notes: [],
    };
    const pdf = await getDocumentProxy(new Uint8Array(await renderLedgerPdf(ledger)));
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text[0]).toContain('À reporter');
    expect(text[1]).toContain('Report');
    expect(text[0]).toContain('page 1 /');
    // The carried gross is the sum of the rows of page 1.
    const rowsOnFirstPage = (text[0]?.match(/Mois \d+/g) ?? []).length;
    const carried = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
      .format(rowsOnFirstPage * 1_000)
      .replaceAll('\u202f', ' ')
      .replaceAll('\u00a0', ' ');
    expect(text[1]?.replaceAll('\u00a0', ' ')).toContain(carried);
  });
});

describe('GET /api/reports/accounting', () => {
  it('answers balanced entries that match the ledger to the cent', async () => {
    const response = await get(`/api/reports/accounting?from=${first}&to=${last}`);
    expect(response.statusCode, response.body).toBe(200);
    const journal = payrollJournalSchema.parse(response.json());
    for (const entry of journal.entries) {
      expect(entry.lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0)).toBe(0);
    }
    const ledger = await aliceLedger();
    const lines = journal.entries.flatMap((entry) => entry.lines);
    const debit = (account: string) =>
      lines.filter((line) => line.account === account).reduce((sum, line) => sum + line.debitCents, 0);
    expect(debit('6411')).toBe(ledger.totals.grossCents);
    expect(debit('6451') + debit('6452') + debit('6453')).toBe(ledger.totals.employerContributionsCents);
    // Each payslip: salary, employer contributions, payment of the net.
    expect(journal.entries).toHaveLength(finalisedMonths.length * 3);
    expect(journal.entries[0]?.lines[0]?.label).toMatch(/^Rémunération du président, /);
  });

  it('downloads the FEC layout: its 18 columns, « | », dates AAAAMMJJ, ISO 8859-15', async () => {
    const response = await get(`/api/reports/accounting?from=${first}&to=${last}&format=fec`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=iso-8859-15');
    const text = response.rawPayload.toString('latin1');
    const [header, ...records] = text.trimEnd().split('\r\n');
    expect(header).toBe(FEC_COLUMNS.join('|'));
    expect(header?.split('|')).toHaveLength(18);
    const fields = records.map((record) => record.split('|'));
    for (const field of fields) expect(field).toHaveLength(18);
    const cents = (value: string | undefined) => Math.round(Number((value ?? '').replace(',', '.')) * 100);
    const debit = fields.reduce((sum, field) => sum + cents(field[11]), 0);
    const credit = fields.reduce((sum, field) => sum + cents(field[12]), 0);
    expect(debit).toBe(credit);
    expect(fields[0]?.[3]).toMatch(/^\d{8}$/);
    expect(text).toContain('Rémunération du président');
    // By entry number, each entry balances.
    const byEntry = new Map<string, number>();
    for (const field of fields)
      byEntry.set(field[2] ?? '', (byEntry.get(field[2] ?? '') ?? 0) + cents(field[11]) - cents(field[12]));
    expect([...byEntry.values()].every((balance) => balance === 0)).toBe(true);
  });

  it('downloads a plain CSV', async () => {
    const response = await get(`/api/reports/accounting?from=${first}&to=${last}&format=csv`);
    expect(response.statusCode).toBe(200);
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'Date;Journal;N° écriture;Pièce;Compte;Intitulé du compte;Libellé;Débit;Crédit',
    );
  });
});

describe('/api/reports/settings', () => {
  it('starts with the blog article’s accounts, and books on the company’s own once changed', async () => {
    const defaults = reportSettingsSchema.parse((await get('/api/reports/settings')).json());
    expect(defaults.accounts).toEqual(DEFAULT_PAYROLL_ACCOUNTS);
    const changed = {
      ...defaults,
      accounts: { ...defaults.accounts, salary: '641', employerUrssaf: '645' },
      annualBudget: 60_000,
    };
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/reports/settings',
      headers: { cookie: aliceCookie },
      payload: changed,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(reportSettingsSchema.parse(put.json())).toEqual(changed);
    const journal = payrollJournalSchema.parse(
      (await get(`/api/reports/accounting?from=${first}&to=${last}`)).json(),
    );
    expect(journal.entries[0]?.lines[0]?.account).toBe('641');
    // Bob's stay his.
    const bobs = reportSettingsSchema.parse((await get('/api/reports/settings', bobCookie)).json());
    expect(bobs.accounts.salary).toBe('6411');
  });

  it('refuses an account that is not a PCG number, in French, and keeps the settings', async () => {
    const put = await testApp.app.inject({
      method: 'PUT',
      url: '/api/reports/settings',
      headers: { cookie: aliceCookie },
      payload: {
        accounts: { ...DEFAULT_PAYROLL_ACCOUNTS, salary: 'salaires' },
        annualBudget: null,
        indicators: [],
      },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toContain('Numéro de compte invalide');
    expect(reportSettingsSchema.parse((await get('/api/reports/settings')).json()).accounts.salary).toBe(
      '641',
    );
  });
});

describe('the plans', () => {
  it('gives Essentielle the accounting export, and keeps the ledger and the analysis for Complète (402 in French)', async () => {
    const accounting = await get(
      `/api/reports/accounting?from=${first}&to=${last}&format=fec`,
      essentielleCookie,
    );
    expect(accounting.statusCode).toBe(200);
    for (const url of [`/api/reports/ledger?from=${first}&to=${last}`, '/api/reports/charges?months=12']) {
      const refused = await get(url, essentielleCookie);
      expect(refused.statusCode, url).toBe(402);
      expect(refused.json().message).toContain('Complète');
    }
  });
});

describe('GET /api/reports/charges', () => {
  it('shows the last 12 months, a month without payslip as a gap, and the budget indicator', async () => {
    const response = await get('/api/reports/charges?months=12');
    expect(response.statusCode, response.body).toBe(200);
    const analysis = chargesAnalysisSchema.parse(response.json());
    expect(analysis.months).toHaveLength(12);
    expect(analysis.months.at(-1)?.period).toBe(last);
    const empty = analysis.months.find((month) => month.period === monthKey(gap.year, gap.month));
    expect(empty).toMatchObject({ payslipCount: 0, grossCents: null, employerCostCents: null });
    // The draft of this month is not counted.
    expect(analysis.months.at(-1)?.grossCents).toBeNull();
    const ledger = await aliceLedger();
    expect(analysis.totals.employerCostCents).toBe(ledger.totals.employerCostCents);
    expect(analysis.indicators[0]).toMatchObject({ indicator: 'ytd-cost-vs-budget', budgetCents: 6_000_000 });
  });

  it('accepts 24 months, refuses 18 in French', async () => {
    expect(
      chargesAnalysisSchema.parse((await get('/api/reports/charges?months=24')).json()).months,
    ).toHaveLength(24);
    const refused = await get('/api/reports/charges?months=18');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Période invalide : 12 ou 24 mois');
  });
});
