/**
 * The ACRE (aide à la création ou à la reprise d'une entreprise) of an officer assimilé salarié who creates
 * or takes over a company (CSS art. L131-6-4; D131-6-1 to D131-6-3 as amended by décret n° 2019-1215 du
 * 20 novembre 2019): for 12 months from the start of the activity, an exemption of the employer's and the
 * officer's contributions of maladie-maternité-invalidité-décès, vieillesse de base (plafonnée and
 * déplafonnée) and allocations familiales; CSG/CRDS, Agirc-Arrco, AT/MP and the other contributions stay due.
 *
 * Conditions (the officer declares them; Urssaf, « L'exonération de début d'activité de création ou reprise
 * d'entreprise »): the officer creates or takes over the company and exercises its effective control
 * (holds more than half of the capital, alone or with family, or is its président with at least a third
 * of it and no other partner above half: D131-6-1), and has not had the ACRE in the three previous years.
 *
 * Degressive (D131-6-3): total up to 75 % of the plafond, nil from 100 %, in between
 *   exonération = T × 0,75 × P / 0,25 × (1 − R / P),
 * i.e. the share 3 × (P − R) / R of the contributions concerned, R the pay and P the plafond, here taken
 * month by month (pay of the month against its plafond).
 */

/** What the officer declares about the ACRE. */
export interface AcreInput {
  /** Year and month the activity started (creation or takeover); the exemption covers 12 months from it. */
  startYear: number;
  startMonth: number;
  /** The officer controls the company effectively (D131-6-1). */
  effectiveControl: boolean;
  /** No ACRE in the three years before. */
  noAcreInPreviousThreeYears: boolean;
}

/** Whether the ACRE covers a month, and why not when it does not. */
export type AcreCoverage = { covered: true } | { covered: false; reason: 'conditions' | 'outside-12-months' };

/** Whether the ACRE applies to the pay period year-month. */
export function acreCoverage(acre: AcreInput, year: number, month: number): AcreCoverage {
  if (!Number.isInteger(acre.startMonth) || acre.startMonth < 1 || acre.startMonth > 12) {
    throw new RangeError(`payroll-calc: ACRE startMonth must be 1 to 12, got ${acre.startMonth}`);
  }
  if (!acre.effectiveControl || !acre.noAcreInPreviousThreeYears) {
    return { covered: false, reason: 'conditions' };
  }
  const index = (year - acre.startYear) * 12 + (month - acre.startMonth);
  return index >= 0 && index < 12 ? { covered: true } : { covered: false, reason: 'outside-12-months' };
}

/**
 * The share of the contributions concerned that the ACRE exempts, for a pay R and a plafond P (same
 * unit): 1 up to 0,75 P, 3 (P − R) / R up to P, 0 beyond (D131-6-3). Exact as a fraction [numerator,
 * denominator] so the caller rounds once.
 */
export function acreShare(payExact: number, ceilingExact: number): [number, number] {
  if (payExact <= 0) return [0, 1];
  if (4 * payExact <= 3 * ceilingExact) return [1, 1];
  if (payExact >= ceilingExact) return [0, 1];
  return [3 * (ceilingExact - payExact), payExact];
}
