import { groupPayslipLinesByRisk } from '@dirigeo/payroll-calc';
import type { PayslipCalculation } from '../payslip.ts';
import { z } from '../zod-fr.ts';
import { formatMonthKey, monthKey } from './report-period.ts';

/**
 * The payroll ledger (journal de paie): every finalised payslip of a period as one row, and the
 * totals. One more rendering of the payslips' stored figures (the columns and `data.calculation`
 * `buildPayslipView` prints), so the ledger and the payslips cannot disagree. Amounts in cents.
 */

/** What the reports read of a finalised payslip: its stored amounts and computed lines. */
export interface ReportPayslip {
  id: number;
  year: number;
  month: number;
  /** The officer paid, as the payslip names them. */
  employeeName: string;
  grossSalaryCents: number;
  /** Employee contributions (the calculation's total, or the amount typed by hand). */
  socialContributionsCents: number;
  otherDeductionsCents: number;
  otherAdditionsCents: number;
  /** Net à payer avant impôt. */
  netSalaryCents: number;
  /** 'YYYY-MM-DD', or null when not given. */
  paymentDate: string | null;
  /** 'YYYY-MM-DD': the day it was finalised. */
  finalisedOn: string;
  /** The computed lines; null for a payslip whose contributions were typed by hand. */
  calculation: PayslipCalculation | null;
}

const cents = z.number().int();

/** A column pair of the ledger: one group of contributions of the bulletin clarifié. */
export const ledgerColumnSchema = z.object({
  /** The group's heading ('Santé', 'Retraite'…). */
  risk: z.string(),
  /** Whether the group has an employee part in the period (else only the employer column prints). */
  employee: z.boolean(),
  /** Whether the group has an employer part in the period. */
  employer: z.boolean(),
});
export type LedgerColumn = z.infer<typeof ledgerColumnSchema>;

/** The figures of one row, or of the totals. Null: not known for a payslip typed by hand. */
export const ledgerAmountsSchema = z.object({
  grossCents: cents,
  /** Per column of `columns`, in their order: the group's employee and employer amounts. */
  contributions: z.array(z.object({ employeeCents: cents.nullable(), employerCents: cents.nullable() })),
  employeeContributionsCents: cents,
  employerContributionsCents: cents.nullable(),
  otherDeductionsCents: cents,
  otherAdditionsCents: cents,
  /** Net à payer avant impôt sur le revenu. */
  netBeforeTaxCents: cents,
  netTaxableCents: cents.nullable(),
  /** Montant net social. */
  netSocialCents: cents.nullable(),
  /** Impôt sur le revenu prélevé à la source. */
  pasCents: cents.nullable(),
  /** Net payé: net avant impôt − PAS. */
  netPaidCents: cents,
  /** Coût total employeur: brut + cotisations patronales. */
  employerCostCents: cents.nullable(),
  /**
   * The pay elements (issue 24), by treatment: in the gross (bonuses, indemnities, leave pay, less the days
   * off), benefits in kind (in the gross, not paid), refunds outside the contributions, and deductions.
   */
  payElements: z.object({
    inGrossCents: cents,
    inKindCents: cents,
    refundsCents: cents,
    deductionsCents: cents,
  }),
});
export type LedgerAmounts = z.infer<typeof ledgerAmountsSchema>;

/** The ledger's columns of pay elements, in order, with their French headers. */
export const LEDGER_PAY_ELEMENT_COLUMNS = [
  { key: 'inGrossCents', label: 'Primes, indemnités et congés (dans le brut)' },
  { key: 'inKindCents', label: 'Avantages en nature (dans le brut)' },
  { key: 'refundsCents', label: 'Frais et indemnités hors cotisations' },
  { key: 'deductionsCents', label: 'Retenues diverses' },
] as const;

/** A payslip's pay elements summed by treatment, in cents. */
function payElementsOf(payslip: ReportPayslip): LedgerAmounts['payElements'] {
  const sums = { inGrossCents: 0, inKindCents: 0, refundsCents: 0, deductionsCents: 0 };
  for (const line of payslip.calculation?.payElementLines ?? []) {
    if (line.treatment === 'brut') sums.inGrossCents += line.amountCents;
    else if (line.treatment === 'absence') sums.inGrossCents -= line.amountCents;
    else if (line.treatment === 'avantage-en-nature') sums.inKindCents += line.amountCents;
    else if (line.treatment === 'non-soumis') sums.refundsCents += line.amountCents;
    else if (line.treatment === 'retenue') sums.deductionsCents += line.amountCents;
  }
  return sums;
}

export const ledgerRowSchema = ledgerAmountsSchema.extend({
  payslipId: z.number().int(),
  /** 'YYYY-MM'. */
  period: z.string(),
  /** 'Mars 2026'. */
  periodLabel: z.string(),
  employeeName: z.string(),
  paymentDate: z.string().nullable(),
  /** False: contributions typed by hand, without the detail per group. */
  detailed: z.boolean(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** GET /api/reports/ledger (format json). */
export const ledgerSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** 'de janvier à décembre 2026'. */
  periodLabel: z.string(),
  /** The company, as the profile names it. */
  companyName: z.string(),
  columns: z.array(ledgerColumnSchema),
  /** Whether a payslip of the period has pay elements: their columns are shown. */
  payElements: z.boolean(),
  rows: z.array(ledgerRowSchema),
  /** Sums of the rows, to the cent; a figure unknown for some row sums the rows that have it. */
  totals: ledgerAmountsSchema,
  /** What the reader must know (payslips typed by hand). */
  notes: z.array(z.string()),
});
export type Ledger = z.infer<typeof ledgerSchema>;

function addNullable(total: number | null, value: number | null): number | null {
  if (value === null) return total;
  return (total ?? 0) + value;
}

/** The ledger of `payslips` (finalised ones, any order) for the period. */
export function buildLedger(input: {
  from: string;
  to: string;
  periodLabel: string;
  companyName: string;
  payslips: readonly ReportPayslip[];
}): Ledger {
  const payslips = [...input.payslips].sort(
    (a, b) => a.year - b.year || a.month - b.month || a.employeeName.localeCompare(b.employeeName, 'fr'),
  );
  // The groups met in the period, in the bulletin clarifié's order.
  const allLines = payslips.flatMap((payslip) => payslip.calculation?.lines ?? []);
  const columns: LedgerColumn[] = groupPayslipLinesByRisk(allLines).map((group) => ({
    risk: group.risk,
    employee: group.lines.some((line) => line.employeeAmountCents !== 0),
    employer: group.lines.some((line) => line.employerAmountCents !== 0),
  }));

  const rows: LedgerRow[] = payslips.map((payslip) => {
    const calculation = payslip.calculation;
    const groups = calculation ? groupPayslipLinesByRisk(calculation.lines) : [];
    const pasCents = calculation ? calculation.pasAmount : null;
    return {
      payslipId: payslip.id,
      period: monthKey(payslip.year, payslip.month),
      periodLabel: formatMonthKey(monthKey(payslip.year, payslip.month)),
      employeeName: payslip.employeeName,
      paymentDate: payslip.paymentDate,
      detailed: calculation !== null,
      grossCents: payslip.grossSalaryCents,
      contributions: columns.map((column) => {
        if (!calculation) return { employeeCents: null, employerCents: null };
        const group = groups.find((candidate) => candidate.risk === column.risk);
        return {
          employeeCents: column.employee ? (group?.employeeAmountCents ?? 0) : null,
          employerCents: column.employer ? (group?.employerAmountCents ?? 0) : null,
        };
      }),
      employeeContributionsCents: payslip.socialContributionsCents,
      employerContributionsCents: calculation ? calculation.employerContributions : null,
      otherDeductionsCents: payslip.otherDeductionsCents,
      otherAdditionsCents: payslip.otherAdditionsCents,
      netBeforeTaxCents: payslip.netSalaryCents,
      netTaxableCents: calculation ? calculation.netTaxable : null,
      netSocialCents: calculation ? calculation.netSocial : null,
      pasCents,
      // As the payslip prints it (PAYSLIP_SUMMARY_LABELS.netPaid): net before tax − PAS.
      netPaidCents: payslip.netSalaryCents - (pasCents ?? 0),
      employerCostCents: calculation ? calculation.employerCost : null,
      payElements: payElementsOf(payslip),
    };
  });

  const totals: LedgerAmounts = {
    grossCents: 0,
    contributions: columns.map(() => ({ employeeCents: null, employerCents: null })),
    employeeContributionsCents: 0,
    employerContributionsCents: null,
    otherDeductionsCents: 0,
    otherAdditionsCents: 0,
    netBeforeTaxCents: 0,
    netTaxableCents: null,
    netSocialCents: null,
    pasCents: null,
    netPaidCents: 0,
    employerCostCents: null,
    payElements: { inGrossCents: 0, inKindCents: 0, refundsCents: 0, deductionsCents: 0 },
  };
  for (const row of rows) {
    for (const { key } of LEDGER_PAY_ELEMENT_COLUMNS) totals.payElements[key] += row.payElements[key];
    totals.grossCents += row.grossCents;
    row.contributions.forEach((cell, index) => {
      const total = totals.contributions[index];
      if (!total) return;
      total.employeeCents = addNullable(total.employeeCents, cell.employeeCents);
      total.employerCents = addNullable(total.employerCents, cell.employerCents);
    });
    totals.employeeContributionsCents += row.employeeContributionsCents;
    totals.employerContributionsCents = addNullable(
      totals.employerContributionsCents,
      row.employerContributionsCents,
    );
    totals.otherDeductionsCents += row.otherDeductionsCents;
    totals.otherAdditionsCents += row.otherAdditionsCents;
    totals.netBeforeTaxCents += row.netBeforeTaxCents;
    totals.netTaxableCents = addNullable(totals.netTaxableCents, row.netTaxableCents);
    totals.netSocialCents = addNullable(totals.netSocialCents, row.netSocialCents);
    totals.pasCents = addNullable(totals.pasCents, row.pasCents);
    totals.netPaidCents += row.netPaidCents;
    totals.employerCostCents = addNullable(totals.employerCostCents, row.employerCostCents);
  }

  const undetailed = rows.filter((row) => !row.detailed);
  const notes: string[] = [];
  if (undetailed.length > 0) {
    notes.push(
      `${undetailed.map((row) => row.periodLabel).join(', ')} : bulletin${undetailed.length > 1 ? 's' : ''} ` +
        'établi' +
        (undetailed.length > 1 ? 's' : '') +
        ' avec des charges saisies globalement ; ni le détail des cotisations, ni la part patronale, ' +
        'ni le prélèvement à la source ne sont connus, et les totaux de ces colonnes ne les comptent pas.',
    );
  }
  return {
    from: input.from,
    to: input.to,
    periodLabel: input.periodLabel,
    companyName: input.companyName,
    columns,
    payElements: rows.some((row) => LEDGER_PAY_ELEMENT_COLUMNS.some(({ key }) => row.payElements[key] !== 0)),
    rows,
    totals,
    notes,
  };
}
