import { computeOfficerPayslip, type OfficerPayslipInput } from '@dirigeo/payroll-calc';
import { describe, expect, it } from 'vitest';
import { analyseCharges } from './charges-analysis.ts';
import { buildLedger, type ReportPayslip } from './ledger.ts';
import {
  buildPayrollJournal,
  DEFAULT_PAYROLL_ACCOUNTS,
  entryBalance,
  payslipJournalEntries,
} from './payroll-journal.ts';
import { reportPeriodSchema } from './report-period.ts';

function calcOf(payslip: ReportPayslip) {
  if (!payslip.calculation) throw new Error('a computed payslip was expected');
  return payslip.calculation;
}

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

/** A finalised payslip as the API stores it, computed by @dirigeo/payroll-calc. */
function finalised(
  id: number,
  situation: Partial<OfficerPayslipInput> & Pick<OfficerPayslipInput, 'year' | 'month' | 'grossCents'>,
  extra: Partial<ReportPayslip> = {},
): ReportPayslip {
  const computed = computeOfficerPayslip({ headcount: 1, ...situation });
  const { lines, employeeContributions, employerContributions, netBeforeTax, netTaxable, netSocial } =
    computed;
  const otherDeductionsCents = extra.otherDeductionsCents ?? 0;
  const otherAdditionsCents = extra.otherAdditionsCents ?? 0;
  return {
    id,
    year: situation.year,
    month: situation.month,
    employeeName: 'Claire Martin',
    grossSalaryCents: computed.grossCents,
    socialContributionsCents: employeeContributions,
    otherDeductionsCents,
    otherAdditionsCents,
    netSalaryCents: netBeforeTax - otherDeductionsCents + otherAdditionsCents,
    paymentDate: `${situation.year}-${String(situation.month).padStart(2, '0')}-28`,
    finalisedOn: `${situation.year}-${String(situation.month).padStart(2, '0')}-27`,
    calculation: {
      lines,
      employeeContributions,
      employerContributions,
      netBeforeTax,
      netTaxable,
      netSocial,
      pasRatePercent: computed.pasRatePercent,
      pasAmount: computed.pasAmount,
      netPaid: computed.netPaid,
      employerCost: computed.employerCost,
      payElementLines: computed.payElementLines,
    },
    ...extra,
  };
}

/** The blog article's example: président de SASU, 3 500 € brut, mars 2026, mutuelle 60 € à 50 %, AT/MP 2,08 %, PAS 4,5 %. */
const blogExample = finalised(1, {
  year: 2026,
  month: 3,
  grossCents: 350_000,
  healthInsuranceMonthlyCents: 6_000,
  healthInsuranceEmployerSharePercent: 50,
  atmpRatePercent: 2.08,
  pasRatePercent: 4.5,
});

const simplified = (entry: {
  lines: { account: string; label: string; debitCents: number; creditCents: number }[];
}) =>
  entry.lines.map(({ account, label, debitCents, creditCents }) => [account, label, debitCents, creditCents]);

describe('the blog article « Comptabiliser la paie du dirigeant » (content/blog/comptabiliser-paie-dirigeant.md)', () => {
  const entries = payslipJournalEntries(blogExample, DEFAULT_PAYROLL_ACCOUNTS, 'président');
  const salary = nth(entries, 0);
  const contributions = nth(entries, 1);
  const payment = nth(entries, 2);

  it('books écriture 1, the salary, line for line', () => {
    expect(simplified(salary)).toEqual([
      ['6411', 'Rémunération du président, mars 2026', 350_000, 0],
      ['431', 'Urssaf, part salariale', 0, 59_197],
      ['437', 'Agirc-Arrco, part salariale', 0, 14_119],
      ['437', 'Mutuelle, part salariale', 0, 3_000],
      ['4421', 'Prélèvement à la source', 0, 12_903],
      ['421', 'Net à payer au président', 0, 260_781],
    ]);
    // Paid on the 28th: booked that day, before it is paid.
    expect(salary.date).toBe('2026-03-28');
    expect(
      nth(
        payslipJournalEntries(
          { ...blogExample, paymentDate: '2026-04-02' },
          DEFAULT_PAYROLL_ACCOUNTS,
          'président',
        ),
        0,
      ).date,
    ).toBe('2026-03-31');
  });

  it('books écriture 2, the employer contributions, line for line', () => {
    expect(simplified(contributions)).toEqual([
      ['6451', 'Cotisations Urssaf, mars 2026', 114_170, 0],
      ['6453', 'Cotisations Agirc-Arrco et Apec', 21_161, 0],
      ['6452', 'Complémentaire santé, part patronale', 3_000, 0],
      ['431', 'Urssaf, part patronale', 0, 114_170],
      ['437', 'Agirc-Arrco, part patronale', 0, 21_161],
      ['437', 'Mutuelle, part patronale', 0, 3_000],
    ]);
  });

  it('books the payment of the net on its date (débit 421, crédit 512, 2 607,81 €)', () => {
    expect(payment.date).toBe('2026-03-28');
    expect(simplified(payment)).toEqual([
      ['421', 'Net payé au président, mars 2026', 260_781, 0],
      ['512', 'Virement du net, mars 2026', 0, 260_781],
    ]);
  });

  it('owes the Urssaf 1 733,67 € in all, as the article sums it by body', () => {
    const owed = [salary, contributions]
      .flatMap((entry) => entry.lines)
      .filter((line) => line.account === '431')
      .reduce((sum, line) => sum + line.creditCents, 0);
    expect(owed).toBe(173_367);
  });

  it('uses the company’s own accounts when it books in 641 and 645', () => {
    const accounts = {
      ...DEFAULT_PAYROLL_ACCOUNTS,
      salary: '641',
      employerUrssaf: '645',
      employerInsurance: '645',
      employerPension: '645',
    };
    const entries = payslipJournalEntries(blogExample, accounts, 'président');
    expect(nth(entries, 0).lines[0]).toMatchObject({
      account: '641',
      accountName: 'Rémunérations du personnel',
    });
    expect(
      nth(entries, 1)
        .lines.filter((line) => line.debitCents > 0)
        .map((line) => line.account),
    ).toEqual(['645', '645', '645']);
  });
});

/** A year with a raise, a mutuelle from June, other deductions and additions, one month without payslip. */
const year = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12].map((month) =>
  finalised(
    month,
    {
      year: 2026,
      month,
      grossCents: month < 7 ? 350_000 : 412_345,
      atmpRatePercent: 2.08,
      pasRatePercent: 7.3,
      ...(month >= 6 ? { healthInsuranceMonthlyCents: 9_750, healthInsuranceEmployerSharePercent: 60 } : {}),
      cadrePrevoyance: month >= 9,
    },
    month === 4 ? { otherDeductionsCents: 50_000 } : month === 5 ? { otherAdditionsCents: 12_345 } : {},
  ),
);

describe('buildPayrollJournal', () => {
  const journal = buildPayrollJournal({
    from: '2026-01',
    to: '2026-12',
    accounts: DEFAULT_PAYROLL_ACCOUNTS,
    officerTitle: 'président',
    payslips: year,
  });

  it('balances every entry, and the journal', () => {
    for (const entry of journal.entries) expect(entryBalance(entry)).toBe(0);
    expect(journal.totalDebitCents).toBe(journal.totalCreditCents);
  });

  it('numbers the entries from 1 in date order', () => {
    expect(journal.entries.map((entry) => entry.number)).toEqual(
      journal.entries.map((_, index) => index + 1),
    );
    const dates = journal.entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('matches the payslips to the cent: 6411 is the gross, 4421 the PAS, 645x the employer part', () => {
    const lines = journal.entries.flatMap((entry) => entry.lines);
    const balanceOf = (prefix: string) =>
      lines
        .filter((line) => line.account.startsWith(prefix))
        .reduce((sum, l) => sum + l.debitCents - l.creditCents, 0);
    const sum = (pick: (payslip: ReportPayslip) => number) => year.reduce((total, p) => total + pick(p), 0);
    expect(balanceOf('6411')).toBe(sum((p) => p.grossSalaryCents));
    expect(-balanceOf('4421')).toBe(sum((p) => calcOf(p).pasAmount));
    expect(balanceOf('645')).toBe(sum((p) => calcOf(p).employerContributions));
    expect(-balanceOf('425')).toBe(50_000);
    expect(balanceOf('6414')).toBe(12_345);
    // Every net due is paid: 421 comes back to zero.
    expect(balanceOf('421')).toBe(0);
    expect(-(balanceOf('431') + balanceOf('437'))).toBe(
      sum((p) => calcOf(p).employeeContributions + calcOf(p).employerContributions),
    );
  });

  it('leaves out the payment of a payslip without a payment date, and says so', () => {
    const undated = buildPayrollJournal({
      from: '2026-03',
      to: '2026-03',
      accounts: DEFAULT_PAYROLL_ACCOUNTS,
      officerTitle: 'gérant',
      payslips: [{ ...blogExample, paymentDate: null }],
    });
    expect(undated.entries).toHaveLength(2);
    expect(undated.notes.join(' ')).toContain('Mars 2026');
  });
});

describe('a payslip with pay elements', () => {
  const payslip = finalised(60, {
    year: 2026,
    month: 5,
    grossCents: 400_000,
    pasRatePercent: 4,
    payElements: [
      { kind: 'prime', label: 'Prime sur objectifs', amountCents: 100_000 },
      { kind: 'vehicule', holding: 'achete', costCents: 3_000_000, fuelPaid: false },
      { kind: 'frais', label: 'Billets de train', amountCents: 12_340 },
      { kind: 'autre-retenue', label: 'Remboursement d’acompte', amountCents: 20_000 },
    ],
  });
  const [salary] = payslipJournalEntries(payslip, DEFAULT_PAYROLL_ACCOUNTS, 'président');

  it('balances: the car is credited (708), the refund debited (625), the deduction credited (425)', () => {
    if (!salary) throw new Error('no salary entry');
    expect(entryBalance(salary)).toBe(0);
    const lines = simplified(salary);
    expect(lines).toContainEqual(['6411', 'Rémunération du président, mai 2026', 537_500, 0]);
    expect(lines).toContainEqual(['708', 'Avantages en nature, mai 2026', 0, 37_500]);
    expect(lines).toContainEqual(['625', 'Remboursement de frais — Billets de train', 12_340, 0]);
    expect(lines).toContainEqual(['425', 'Remboursement d’acompte', 0, 20_000]);
  });
});

describe('buildLedger', () => {
  const ledger = buildLedger({
    from: '2026-01',
    to: '2026-12',
    periodLabel: '2026',
    companyName: 'Atelier',
    payslips: year,
  });

  it('has one row per payslip, in period order', () => {
    expect(ledger.rows.map((row) => row.period)).toEqual(
      year.map((p) => `2026-${String(p.month).padStart(2, '0')}`),
    );
  });

  it('groups the contributions as the bulletin clarifié does, with the employer-only group on one side', () => {
    expect(ledger.columns.map((column) => column.risk)).toContain('Retraite');
    const other = ledger.columns.find(
      (column) => column.risk === "Autres contributions dues par l'employeur",
    );
    expect(other).toEqual({
      risk: "Autres contributions dues par l'employeur",
      employee: false,
      employer: true,
    });
  });

  it('totals equal the sums of the payslips to the cent', () => {
    const sum = (pick: (payslip: ReportPayslip) => number) => year.reduce((total, p) => total + pick(p), 0);
    expect(ledger.totals.grossCents).toBe(sum((p) => p.grossSalaryCents));
    expect(ledger.totals.employeeContributionsCents).toBe(sum((p) => calcOf(p).employeeContributions));
    expect(ledger.totals.employerContributionsCents).toBe(sum((p) => calcOf(p).employerContributions));
    expect(ledger.totals.netBeforeTaxCents).toBe(sum((p) => p.netSalaryCents));
    expect(ledger.totals.pasCents).toBe(sum((p) => calcOf(p).pasAmount));
    expect(ledger.totals.netSocialCents).toBe(sum((p) => calcOf(p).netSocial));
    expect(ledger.totals.netPaidCents).toBe(sum((p) => p.netSalaryCents - calcOf(p).pasAmount));
    expect(ledger.totals.employerCostCents).toBe(sum((p) => calcOf(p).employerCost));
    // Each group's column totals add up to the contributions' totals.
    const employee = ledger.totals.contributions.reduce(
      (total, cell) => total + (cell.employeeCents ?? 0),
      0,
    );
    const employer = ledger.totals.contributions.reduce(
      (total, cell) => total + (cell.employerCents ?? 0),
      0,
    );
    expect(employee).toBe(ledger.totals.employeeContributionsCents);
    expect(employer).toBe(ledger.totals.employerContributionsCents);
  });

  it('prints the blog example’s figures', () => {
    const row = nth(
      buildLedger({
        from: '2026-03',
        to: '2026-03',
        periodLabel: '',
        companyName: '',
        payslips: [blogExample],
      }).rows,
      0,
    );
    expect(row).toMatchObject({
      grossCents: 350_000,
      employeeContributionsCents: 76_316,
      employerContributionsCents: 138_331,
      netBeforeTaxCents: 273_684,
      pasCents: 12_903,
      netPaidCents: 260_781,
      employerCostCents: 488_331,
    });
  });

  it('keeps a payslip typed by hand, with its unknown figures null and a note', () => {
    const byHand: ReportPayslip = {
      ...blogExample,
      id: 99,
      month: 4,
      calculation: null,
      socialContributionsCents: 80_000,
      netSalaryCents: 270_000,
    };
    const mixed = buildLedger({
      from: '2026-03',
      to: '2026-04',
      periodLabel: '',
      companyName: '',
      payslips: [blogExample, byHand],
    });
    expect(mixed.rows[1]).toMatchObject({
      detailed: false,
      employerCostCents: null,
      pasCents: null,
      netPaidCents: 270_000,
    });
    expect(mixed.totals.employeeContributionsCents).toBe(76_316 + 80_000);
    expect(mixed.totals.employerCostCents).toBe(488_331);
    expect(mixed.notes[0]).toContain('Avril 2026');
  });

  it('is empty, with zero totals, for a period without payslip', () => {
    const empty = buildLedger({
      from: '2026-01',
      to: '2026-01',
      periodLabel: '',
      companyName: '',
      payslips: [],
    });
    expect(empty.rows).toEqual([]);
    expect(empty.totals.grossCents).toBe(0);
  });
});

describe('analyseCharges', () => {
  const analysis = analyseCharges({
    months: 12,
    current: { year: 2026, month: 12 },
    payslips: year,
    indicators: ['ytd-cost-vs-budget', 'average-monthly-cost'],
    annualBudgetCents: 6_000_000,
  });

  it('shows a month without payslip as a gap, never as zero', () => {
    const november = analysis.months.find((month) => month.period === '2026-11');
    expect(november).toMatchObject({ payslipCount: 0, grossCents: null, employerCostCents: null });
    expect(analysis.months).toHaveLength(12);
  });

  it('splits every contribution by risk, the split adding up to the totals', () => {
    const employee = analysis.split.reduce((total, entry) => total + entry.employeeCents, 0);
    const employer = analysis.split.reduce((total, entry) => total + entry.employerCents, 0);
    expect(employee).toBe(analysis.totals.employeeContributionsCents);
    expect(employer).toBe(analysis.totals.employerContributionsCents);
    expect(analysis.split.map((entry) => entry.category)).toEqual([
      'retraite',
      'sante',
      'famille',
      'csg-crds',
      'autres',
    ]);
  });

  it('gives the effective rates and how they moved', () => {
    const march = nth(analysis.months, 2);
    expect(march.costRatePercent).toBe(
      Math.round(((march.employerCostCents ?? 0) / (march.grossCents ?? 1)) * 10_000) / 100,
    );
    expect(analysis.rateChange).toMatchObject({ from: '2026-01', to: '2026-12' });
  });

  it('compares the year-to-date cost with the budget', () => {
    const budget = nth(analysis.indicators, 0);
    const ytd = year.reduce((total, p) => total + calcOf(p).employerCost, 0);
    expect(budget).toMatchObject({ valueCents: ytd, budgetCents: 6_000_000 });
    expect(budget.usedPercent).toBe(Math.round((ytd / 6_000_000) * 10_000) / 100);
  });
});

describe('reportPeriodSchema', () => {
  it.each([
    [{ from: '2026-03', to: '2026-01' }, 'La fin de la période précède son début'],
    [{ from: '2020-01', to: '2025-01' }, 'La période ne peut pas dépasser 5 ans (60 mois)'],
    [{ from: '2026-13', to: '2026-12' }, 'Mois invalide : attendu AAAA-MM, par exemple 2026-03'],
  ])('refuses %o: %s', (period, message) => {
    const result = reportPeriodSchema.safeParse(period);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts five years exactly', () => {
    expect(reportPeriodSchema.safeParse({ from: '2021-01', to: '2025-12' }).success).toBe(true);
  });
});
