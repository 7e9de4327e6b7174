/**
 * The progressive regularisation of the plafond de la sécurité sociale across a year.
 *
 * The plafond is an annual figure applied by pay period (CSS art. L241-3 and R242-2): when the pay varies
 * from month to month, the bases capped month by month do not add up to the bases capped on the year, and
 * the employer must regularise (CSS art. R243-10: « une régularisation est effectuée […] en fin d'année ou,
 * le cas échéant, au terme de la période d'emploi »; the administration allows, and the DSN expects, the
 * progressive method, month by month: BOSS « Assiette générale », plafond, and the DSN's cumulated bases).
 *
 * The progressive method compares, every month, the cumulated pay of the year with the cumulated plafond of
 * the months paid, and charges in the month what the cumulated capped base gained since the previous month:
 *
 *   capped base of month m = cap(Σ pay₁..ₘ, Σ plafond₁..ₘ) − cap(Σ pay₁..ₘ₋₁, Σ plafond₁..ₘ₋₁)
 *
 * so that the year's capped bases are those of the year taken as one period, whatever the months' order of
 * pay. Because each month charges only the difference of two cumuls, the regularisation needs nothing of the
 * previous months but three sums (pay, gross, plafond): see `CeilingYearToDate`.
 *
 * It applies to every base the plafond caps: tranche 1 (vieillesse plafonnée, Agirc-Arrco T1, Fnal at 0,10 %,
 * the cadre prévoyance), tranche 2 (1 to 8 plafonds), the Apec and the assurance chômage/AGS (up to 4
 * plafonds) and the CSG/CRDS abatement of 1,75 % (on the pay up to 4 PASS, CSS art. L136-1-1 III 1°, whose
 * annual limit is regularised the same way). A month's capped base can therefore exceed its own pay (a low
 * month after a high one gives back plafond left unused) and tranche 2 can be negative (the contributions
 * charged on it earlier are repaid): the payslip shows the month's own base and the regularisation.
 */

/** The sums of the months of the year already paid, before the month computed; all in cents. */
export interface CeilingYearToDate {
  /** Σ of the assiette des cotisations (gross pay plus prévoyance beyond its exclusion limit). */
  contributionBaseCents: number;
  /** Σ of the gross pay (the base of the CSG/CRDS abatement). */
  grossCents: number;
  /** Σ of the months' plafonds, each prorated for part time and entry or exit (`monthCeilingCents`). */
  ceilingCents: number;
}

/** The start of a year, or of a person's employment. */
export const EMPTY_YEAR_TO_DATE: CeilingYearToDate = Object.freeze({
  contributionBaseCents: 0,
  grossCents: 0,
  ceilingCents: 0,
});

/** How many plafonds each capped base goes up to: the year's figures (`YearRates`). */
export interface CeilingMultiples {
  /** Upper bound of tranche 2, in plafonds (8). */
  tranche2CeilingPmss: number;
  /** Ceiling of the Apec base (4). */
  apecCeilingPmss: number;
  /** Ceiling of the assurance chômage and AGS base (4). */
  chomageCeilingPmss: number;
  /** Ceiling of the CSG/CRDS abatement (4). */
  csgAbattementCeilingPmss: number;
}

/** The bases the plafond caps, in cents. */
export interface CappedBases {
  /** Tranche 1 (tranche A): the pay up to 1 plafond. */
  tranche1Cents: number;
  /** Tranche 2 (tranche B for the Sécurité sociale vocabulary): the pay from 1 to 8 plafonds. */
  tranche2Cents: number;
  /** The Apec base: the pay up to 4 plafonds. */
  apecCents: number;
  /** The assurance chômage and AGS base: the pay up to 4 plafonds. */
  chomageCents: number;
  /** The part of the gross pay the 1,75 % CSG/CRDS abatement applies to: up to 4 plafonds. */
  csgAbattementCents: number;
}

/** One month's capped bases, alone and regularised against the year. */
export interface CeilingRegularisation {
  /** The month's plafond, in cents. */
  ceilingCents: number;
  /** The bases capped by the month's own plafond, as if the month stood alone. */
  own: CappedBases;
  /** The bases charged in the month: the cumulated capped bases' gain since the previous month. */
  regularised: CappedBases;
  /** regularised − own: the regularisation lines (positive: plafond unused earlier now charged; negative: given back). */
  regularisation: CappedBases;
  /** The year-to-date sums after this month, for the next month's payslip. */
  yearToDateAfter: CeilingYearToDate;
}

/** The bases capped by a plafond `ceiling` for a pay `base` (gross `gross` for the CSG abatement). */
export function capBases(
  base: number,
  gross: number,
  ceiling: number,
  multiples: CeilingMultiples,
): CappedBases {
  return {
    tranche1Cents: Math.min(base, ceiling),
    tranche2Cents: Math.min(Math.max(base - ceiling, 0), (multiples.tranche2CeilingPmss - 1) * ceiling),
    apecCents: Math.min(base, multiples.apecCeilingPmss * ceiling),
    chomageCents: Math.min(base, multiples.chomageCeilingPmss * ceiling),
    csgAbattementCents: Math.min(gross, multiples.csgAbattementCeilingPmss * ceiling),
  };
}

function subtract(a: CappedBases, b: CappedBases): CappedBases {
  return {
    tranche1Cents: a.tranche1Cents - b.tranche1Cents,
    tranche2Cents: a.tranche2Cents - b.tranche2Cents,
    apecCents: a.apecCents - b.apecCents,
    chomageCents: a.chomageCents - b.chomageCents,
    csgAbattementCents: a.csgAbattementCents - b.csgAbattementCents,
  };
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`payroll-calc: ${what} must be a whole number of cents ≥ 0, got ${value}`);
  }
}

/** The month's pay and plafond, in cents. */
export interface CeilingMonth {
  /** The month's assiette des cotisations. */
  contributionBaseCents: number;
  /** The month's gross pay. */
  grossCents: number;
  /** The month's plafond (`monthCeilingCents`). */
  ceilingCents: number;
}

/**
 * The month's capped bases by the progressive regularisation: the cumulated capped bases after the month
 * minus those before it. A RangeError for amounts that are not whole cents ≥ 0.
 */
export function regulariseCeilings(
  yearToDate: CeilingYearToDate,
  month: CeilingMonth,
  multiples: CeilingMultiples,
): CeilingRegularisation {
  for (const [what, value] of [
    ['yearToDate.contributionBaseCents', yearToDate.contributionBaseCents],
    ['yearToDate.grossCents', yearToDate.grossCents],
    ['yearToDate.ceilingCents', yearToDate.ceilingCents],
    ['contributionBaseCents', month.contributionBaseCents],
    ['grossCents', month.grossCents],
    ['ceilingCents', month.ceilingCents],
  ] as const) {
    assertCents(value, what);
  }
  const after: CeilingYearToDate = {
    contributionBaseCents: yearToDate.contributionBaseCents + month.contributionBaseCents,
    grossCents: yearToDate.grossCents + month.grossCents,
    ceilingCents: yearToDate.ceilingCents + month.ceilingCents,
  };
  const cumulatedBefore = capBases(
    yearToDate.contributionBaseCents,
    yearToDate.grossCents,
    yearToDate.ceilingCents,
    multiples,
  );
  const cumulatedAfter = capBases(
    after.contributionBaseCents,
    after.grossCents,
    after.ceilingCents,
    multiples,
  );
  const own = capBases(month.contributionBaseCents, month.grossCents, month.ceilingCents, multiples);
  const regularised = subtract(cumulatedAfter, cumulatedBefore);
  return {
    ceilingCents: month.ceilingCents,
    own,
    regularised,
    regularisation: subtract(regularised, own),
    yearToDateAfter: after,
  };
}

/** What sets the month's plafond of a person. */
export interface MonthCeilingInput {
  /** The year's PMSS, in cents. */
  pmssCents: number;
  /** Working time as a share of full time (part time: contractual hours plus complementary hours over the legal duration); default 1. */
  workingTimeRatio?: number;
  /** Calendar days of the month the person was employed (entry or exit during the month); default the whole month. */
  daysEmployed?: number;
  /** Calendar days of the month (28 to 31); required with `daysEmployed`. */
  daysInMonth?: number;
}

/**
 * The month's plafond, prorated, rounded once to the cent (the figure printed and cumulated):
 * PMSS × working-time ratio (CSS art. R242-2, part time) × days employed / days of the month (CSS art.
 * R242-2 as amended by décret n° 2017-858 du 9 mai 2017: calendar days of the month, since 1 January 2018,
 * for an entry or exit during the month).
 */
export function monthCeilingCents(input: MonthCeilingInput): number {
  const { pmssCents } = input;
  assertCents(pmssCents, 'pmssCents');
  const ratio = input.workingTimeRatio ?? 1;
  if (!Number.isFinite(ratio) || ratio <= 0 || ratio > 1) {
    throw new RangeError(`payroll-calc: workingTimeRatio must be above 0 and at most 1, got ${ratio}`);
  }
  if (input.daysEmployed === undefined) return Math.round(pmssCents * ratio);
  const { daysEmployed, daysInMonth } = input;
  if (daysInMonth === undefined || !Number.isInteger(daysInMonth) || daysInMonth < 28 || daysInMonth > 31) {
    throw new RangeError(`payroll-calc: daysInMonth must be 28 to 31, got ${String(daysInMonth)}`);
  }
  if (!Number.isInteger(daysEmployed) || daysEmployed < 0 || daysEmployed > daysInMonth) {
    throw new RangeError(`payroll-calc: daysEmployed must be 0 to ${daysInMonth}, got ${daysEmployed}`);
  }
  return Math.round((pmssCents * ratio * daysEmployed) / daysInMonth);
}

/** Calendar days of a month (1 to 12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
