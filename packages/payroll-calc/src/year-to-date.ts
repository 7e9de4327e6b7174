/**
 * The year-to-date totals of a person (« cumuls »), computed from the year's finalised payslips before the
 * period, never carried from one click to the next: the payslip of month m prints the cumuls of months 1 to
 * m of its year, and its capped bases are regularised against the plafonds of the months paid
 * (ceiling-regularisation.ts). A corrective payslip replaces the original: only the payslips in force count
 * (the caller leaves out the replaced ones).
 */
import type { CeilingYearToDate } from './ceiling-regularisation.ts';
import type { OfficerPayslip } from './officer-payslip-types.ts';
import type { PayslipLineCode } from './payslip-types.ts';
import { isSupportedYear, ratesForYear } from './rates/index.ts';

/** What a finalised payslip in force contributes to the year's totals; amounts in cents. */
export interface PayslipSummary {
  /** Year of the pay period. */
  year: number;
  /** Month of the pay period, 1 to 12. */
  month: number;
  /** Rémunération brute. */
  grossCents: number;
  /** Assiette des cotisations (the gross plus prévoyance beyond its exclusion limit). */
  contributionBaseCents: number;
  /** The month's plafond applied (prorated). */
  ceilingCents: number;
  /** Net imposable. */
  netTaxableCents: number;
  /** Prélèvement à la source withheld. */
  pasAmountCents: number;
  /** Tranche 1 base charged (regularised when the payslip was). */
  tranche1Cents: number;
  /** Tranche 2 base charged. */
  tranche2Cents: number;
}

/** A person's totals of the year before a period. */
export interface YearToDateTotals {
  /** The months counted, ascending. */
  months: number[];
  /** Σ gross. */
  grossCents: number;
  /** Σ net imposable. */
  netTaxableCents: number;
  /** Σ prélèvement à la source. */
  pasAmountCents: number;
  /** Σ tranche 1 bases charged. */
  tranche1Cents: number;
  /** Σ tranche 2 bases charged. */
  tranche2Cents: number;
  /** The sums the ceiling regularisation of the period needs. */
  ceiling: CeilingYearToDate;
}

/**
 * The totals of the year before `period` from the person's finalised payslips in force (any year: other
 * years are left out). A RangeError if two summaries share a month (a replaced payslip must be left out).
 */
export function yearToDateBefore(
  summaries: readonly PayslipSummary[],
  period: { year: number; month: number },
): YearToDateTotals {
  const seen = new Set<number>();
  const totals: YearToDateTotals = {
    months: [],
    grossCents: 0,
    netTaxableCents: 0,
    pasAmountCents: 0,
    tranche1Cents: 0,
    tranche2Cents: 0,
    ceiling: { contributionBaseCents: 0, grossCents: 0, ceilingCents: 0 },
  };
  const ofYear = summaries
    .filter((s) => s.year === period.year && s.month < period.month)
    .sort((a, b) => a.month - b.month);
  for (const s of ofYear) {
    if (seen.has(s.month)) {
      throw new RangeError(
        `payroll-calc: two payslips in force for ${s.year}-${s.month}; leave out the replaced one`,
      );
    }
    seen.add(s.month);
    totals.months.push(s.month);
    totals.grossCents += s.grossCents;
    totals.netTaxableCents += s.netTaxableCents;
    totals.pasAmountCents += s.pasAmountCents;
    totals.tranche1Cents += s.tranche1Cents;
    totals.tranche2Cents += s.tranche2Cents;
    totals.ceiling.contributionBaseCents += s.contributionBaseCents;
    totals.ceiling.grossCents += s.grossCents;
    totals.ceiling.ceilingCents += s.ceilingCents;
  }
  return totals;
}

/**
 * The months of the period's year after it already finalised, ascending: finalising the period then would
 * leave their cumuls and regularisations false, so the caller refuses it (or corrects those months).
 */
export function laterFinalisedMonths(
  summaries: readonly PayslipSummary[],
  period: { year: number; month: number },
): number[] {
  return summaries
    .filter((s) => s.year === period.year && s.month > period.month)
    .map((s) => s.month)
    .sort((a, b) => a - b);
}

/** What a computed payslip contributes to the year's totals (its tranche bases read from its lines). */
export function summarisePayslip(payslip: OfficerPayslip): PayslipSummary {
  const baseOf = (code: PayslipLineCode) => payslip.lines.find((line) => line.code === code)?.baseCents ?? 0;
  return {
    year: payslip.year,
    month: payslip.month,
    grossCents: payslip.grossCents,
    contributionBaseCents: payslip.contributionBaseCents,
    ceilingCents: payslip.ceilingCents,
    netTaxableCents: payslip.netTaxable,
    pasAmountCents: payslip.pasAmount,
    tranche1Cents: baseOf('vieillesse-plafonnee'),
    tranche2Cents: baseOf('complementaire-tranche-2'),
  };
}

/** A payslip as an app stores it: its period, gross and computed lines (null when typed by hand). */
export interface StoredPayslip {
  year: number;
  month: number;
  grossCents: number;
  calculation: {
    lines: readonly { code?: string | undefined; baseCents: number }[];
    netTaxable: number;
    pasAmount: number;
    ceilingCents?: number | undefined;
    contributionBaseCents?: number | undefined;
  } | null;
}

/**
 * The summaries of stored payslips. A payslip stored before the plafond and the assiette were kept
 * reads them back from its lines: the assiette is the base of its maladie line, the plafond the year's
 * PMSS (an officer's, never prorated); a payslip typed by hand counts its gross only, as its own base.
 */
export function summariseStoredPayslips(stored: readonly StoredPayslip[]): PayslipSummary[] {
  return stored.map(({ year, month, grossCents, calculation }) => {
    const pmss = isSupportedYear(year) ? ratesForYear(year).pmssCents : 0;
    const baseOf = (code: string) => calculation?.lines.find((l) => l.code === code)?.baseCents;
    const contributionBaseCents = calculation?.contributionBaseCents ?? baseOf('maladie') ?? grossCents;
    const ceilingCents = calculation?.ceilingCents ?? pmss;
    return {
      year,
      month,
      grossCents,
      contributionBaseCents,
      ceilingCents,
      netTaxableCents: calculation?.netTaxable ?? 0,
      pasAmountCents: calculation?.pasAmount ?? 0,
      tranche1Cents: baseOf('vieillesse-plafonnee') ?? Math.min(contributionBaseCents, ceilingCents),
      tranche2Cents: baseOf('complementaire-tranche-2') ?? 0,
    };
  });
}
