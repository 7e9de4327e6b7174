/**
 * Generated situations for the oracle suite, per year: every month; gross pay from 100 € to 5 PMSS
 * with cents, with the plafond's edges; staff counts on both sides of every threshold; AT/MP rates;
 * with and without health plan and cadre prévoyance; several withholding rates; a few versement mobilité
 * rates; the three officer positions. Deterministic (a seeded generator), so a failure can be replayed.
 */
import type { OfficerPayslipInput } from '../officer-payslip-types.ts';
import { ratesForYear } from '../rates/index.ts';
import type { SupportedYear } from '../rates/index.ts';
import type { OfficerForm } from './model.ts';

/** One situation: an input of the library and the officer's position for the model. */
export interface OracleCase {
  id: string;
  form: OfficerForm;
  input: OfficerPayslipInput;
}

/** Mulberry32: a small seeded generator, enough to spread the situations. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Each side of: formation and forfait social (11), Fnal and PEEC (50), contribution supplémentaire (250,
// 2000), AT/MP support rate in the model (20).
const HEADCOUNTS = [0, 1, 4, 10, 11, 19, 20, 49, 50, 149, 249, 250, 1999, 2000, 4800];
// Shared with the employee's situations (employee-cases.ts).
export const ATMP_RATES = [0.5, 0.77, 1.3, 2.08, 2.12, 3.45, 5.2, 9.38];
// The employer pays at least half of the health plan (Code de la sécurité sociale art. L911-7).
export const HEALTH_PLANS = [
  { healthInsuranceMonthlyCents: 0, healthInsuranceEmployerSharePercent: 0 },
  { healthInsuranceMonthlyCents: 4_000, healthInsuranceEmployerSharePercent: 50 },
  { healthInsuranceMonthlyCents: 5_520, healthInsuranceEmployerSharePercent: 62.5 },
  { healthInsuranceMonthlyCents: 9_537, healthInsuranceEmployerSharePercent: 60 },
  { healthInsuranceMonthlyCents: 15_000, healthInsuranceEmployerSharePercent: 100 },
  { healthInsuranceMonthlyCents: 20_001, healthInsuranceEmployerSharePercent: 75 },
];
export const PAS_RATES = [0, 0.9, 4.3, 7.5, 11.6, 15.8, 24, 43];
export const VERSEMENT_MOBILITE_RATES = [0.6, 1.75, 2.95];
const FORMS: OfficerForm[] = ['SASU', 'SAS', 'SARL gérant minoritaire'];
const CASES_PER_MONTH = 13;

/** One of `values`, drawn with `random`. */
export function pick<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('nothing to pick from');
  return value;
}

/** The situations of one year: 13 per month, then a few hand-picked ones. */
export function oracleCases(year: SupportedYear): OracleCase[] {
  const random = seededRandom(year * 10_000 + 101);
  const cases: OracleCase[] = [];
  const pmss = ratesForYear(year).pmssCents;
  const edges = [10_000, pmss - 1, pmss, pmss + 1, 4 * pmss - 1, 4 * pmss, 4 * pmss + 1, 5 * pmss];
  for (let month = 1; month <= 12; month++) {
    for (let i = 0; i < CASES_PER_MONTH; i++) {
      // Four edges a month (rotating), the rest log-uniform between 100 € and 5 PMSS, with cents.
      const grossCents =
        i < 4
          ? (edges[(month * 4 + i) % edges.length] ?? pmss)
          : Math.round(10_000 * ((5 * pmss) / 10_000) ** random());
      const input: OfficerPayslipInput = {
        year,
        month,
        grossCents,
        headcount: pick(random, HEADCOUNTS),
        ...pick(random, HEALTH_PLANS),
        cadrePrevoyance: random() < 0.5,
        pasRatePercent: pick(random, PAS_RATES),
      };
      // One situation in five keeps the year's default AT/MP rate.
      if (random() < 0.8) input.atmpRatePercent = pick(random, ATMP_RATES);
      if (random() < 0.3) input.versementMobiliteRatePercent = pick(random, VERSEMENT_MOBILITE_RATES);
      cases.push({
        id: `${year}-${String(month).padStart(2, '0')} #${i + 1}`,
        form: pick(random, FORMS),
        input,
      });
    }
  }
  // A generous health plan at a low pay: the employer's prévoyance passes the social exclusion limit
  // (6 % PASS + 1,5 % of pay) and joins the base, with and without the forfait social (11 staff).
  for (const headcount of [5, 12]) {
    cases.push({
      id: `${year}: prévoyance beyond the exclusion limit, ${headcount} staff`,
      form: 'SASU',
      input: {
        year,
        month: 2,
        grossCents: 150_000,
        headcount,
        healthInsuranceMonthlyCents: 40_000,
        healthInsuranceEmployerSharePercent: 100,
        cadrePrevoyance: true,
        pasRatePercent: 2.5,
      },
    });
  }
  // Beyond the Apec, CSG abattement and tranche 2 ceilings.
  cases.push({
    id: `${year}: pay of 9 PMSS`,
    form: 'SAS',
    input: { year, month: 12, grossCents: 9 * pmss + 37, headcount: 60, pasRatePercent: 43 },
  });
  return cases;
}
