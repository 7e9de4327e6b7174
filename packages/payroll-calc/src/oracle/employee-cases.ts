/**
 * Generated situations for the employee's oracle suite, per year: every month; non-cadre and cadre (with and
 * without the cadre prévoyance); full and part time; gross pay from the SMIC of the working time to 5 PMSS,
 * with cents, half of them in the zone of the reductions (up to 3,5 SMIC); staff counts on both sides of
 * every threshold; AT/MP rates; health plans; withholding rates; versement mobilité; then the edges the law
 * draws (SMIC, reduced-rate thresholds, exit of the reductions, plafond and 4 PMSS, SMIC and chômage changes).
 * Deterministic (a seeded generator), so a failure can be replayed.
 */
import type { EmployeePayslipInput } from '../employee-payslip-types.ts';
import { ratesForYear, valueInMonth } from '../rates/index.ts';
import type { SupportedYear } from '../rates/index.ts';
import {
  ATMP_RATES,
  HEALTH_PLANS,
  PAS_RATES,
  pick,
  seededRandom,
  VERSEMENT_MOBILITE_RATES,
} from './cases.ts';

/** One situation: an input of the library, with the part-time contract's hours a week for the model. */
export interface EmployeeOracleCase {
  id: string;
  input: EmployeePayslipInput;
  /** Hours a week of a part-time contract (the model's input); absent for full time. */
  weeklyHours?: number;
}

// Each side of: formation and forfait social (11), AT/MP support rate in the model (20), Fnal, PEEC and the
// reductions' T (50), contribution supplémentaire (250, 2000).
const HEADCOUNTS = [0, 1, 5, 10, 11, 19, 20, 21, 49, 50, 51, 149, 249, 250, 1999, 2000, 4800];
/** Part-time contracts, in hours a week (full time is 35). */
const PART_TIME_WEEKLY_HOURS = [17.5, 21, 24, 28, 30, 31.5];
const CASES_PER_MONTH = 17;

/** The month's full-time SMIC, in cents (not rounded): SMIC horaire × 1 820 h / 12. */
function monthlySmic(year: SupportedYear, month: number): number {
  const r = ratesForYear(year);
  const hourly =
    r.generalReduction.kind === 'reduction-generale'
      ? r.generalReduction.smicHourlyCents
      : valueInMonth(r.smicHourlyCentsByMonth, month);
  return (hourly * r.smicAnnualHours) / 12;
}

/** The situations of one year: 17 per month, then the edges. */
export function employeeOracleCases(year: SupportedYear): EmployeeOracleCase[] {
  const random = seededRandom(year * 10_000 + 202);
  const cases: EmployeeOracleCase[] = [];
  const pmss = ratesForYear(year).pmssCents;
  for (let month = 1; month <= 12; month++) {
    for (let i = 0; i < CASES_PER_MONTH; i++) {
      const weeklyHours = random() < 0.35 ? pick(random, PART_TIME_WEEKLY_HOURS) : undefined;
      const workingTimeRatio = weeklyHours === undefined ? 1 : weeklyHours / 35;
      const smic = Math.ceil(monthlySmic(year, month) * workingTimeRatio);
      // Half in the reductions' zone (SMIC to 3,5 SMIC), half log-uniform from the SMIC to 5 PMSS.
      const top = random() < 0.5 ? 3.5 * smic : 5 * pmss;
      const grossCents = Math.round(smic * (top / smic) ** random());
      const cadre = random() < 0.5;
      const input: EmployeePayslipInput = {
        year,
        month,
        grossCents,
        headcount: pick(random, HEADCOUNTS),
        status: cadre ? 'cadre' : 'non-cadre',
        ...pick(random, HEALTH_PLANS),
        pasRatePercent: pick(random, PAS_RATES),
      };
      if (weeklyHours !== undefined) input.workingTimeRatio = workingTimeRatio;
      if (cadre && random() < 0.25) input.cadrePrevoyance = false;
      // One situation in five keeps the year's default AT/MP rate.
      if (random() < 0.8) input.atmpRatePercent = pick(random, ATMP_RATES);
      if (random() < 0.3) input.versementMobiliteRatePercent = pick(random, VERSEMENT_MOBILITE_RATES);
      cases.push({
        id: `${year}-${String(month).padStart(2, '0')} #${i + 1} ${input.status}${weeklyHours === undefined ? '' : ` ${weeklyHours} h`}`,
        input,
        ...(weeklyHours === undefined ? {} : { weeklyHours }),
      });
    }
  }
  cases.push(...edgeCases(year));
  return cases;
}

/** The edges of the law, full time unless said otherwise. */
function edgeCases(year: SupportedYear): EmployeeOracleCase[] {
  const pmss = ratesForYear(year).pmssCents;
  const edge = (
    id: string,
    grossCents: number,
    overrides: Partial<EmployeePayslipInput> = {},
    weeklyHours?: number,
  ): EmployeeOracleCase => ({
    id: `${year}: ${id}`,
    input: {
      year,
      month: 3,
      grossCents,
      headcount: 8,
      status: 'non-cadre',
      pasRatePercent: 4.3,
      ...(weeklyHours === undefined ? {} : { workingTimeRatio: weeklyHours / 35 }),
      ...overrides,
    },
    ...(weeklyHours === undefined ? {} : { weeklyHours }),
  });
  const common = [
    edge('4 PMSS, the chômage, AGS and Apec ceiling', 4 * pmss, { status: 'cadre', headcount: 60 }),
    edge('4 PMSS + 1 cent', 4 * pmss + 1, { status: 'cadre', headcount: 60 }),
    edge('the plafond', pmss),
    edge('the plafond + 1 cent', pmss + 1, { status: 'cadre' }),
    // A part-time cadre paid between the prorated plafond and the PMSS: the cadre prévoyance's tranche 1.
    edge('half-time cadre between the prorated plafond and the PMSS', 300_000, { status: 'cadre' }, 17.5),
    edge('part-time cadre above the PMSS', 612_345, { status: 'cadre', headcount: 300 }, 28),
    // A generous health plan at a low pay: the employer's prévoyance passes the social exclusion limit and
    // joins the base of the contributions and of the reduction, with and without the forfait social.
    ...[5, 12].map((headcount) =>
      edge(`prévoyance beyond the exclusion limit, ${headcount} staff`, 190_000, {
        headcount,
        status: 'cadre',
        healthInsuranceMonthlyCents: 40_000,
        healthInsuranceEmployerSharePercent: 100,
      }),
    ),
    edge('pay of 9 PMSS', 9 * pmss + 37, { status: 'cadre', headcount: 60, month: 12, pasRatePercent: 43 }),
  ];
  if (year === 2025) {
    // SMIC of 2025: 11,88 € × 1 820 / 12 = 1 801,80 €.
    return [
      ...common,
      edge('the SMIC, fewer than 50 staff', 180_180),
      edge('the SMIC, 50 staff', 180_180, { headcount: 50 }),
      edge('the SMIC in May, chômage at 4,00 %', 180_180, { month: 5 }),
      edge('the SMIC, half time', 90_090, {}, 17.5),
      edge('1,6 SMIC: no réduction générale', 288_288),
      edge('1,6 SMIC − 1 cent', 288_287),
      edge('2,25 SMIC: still the reduced maladie rate', 405_405),
      edge('2,25 SMIC + 1 cent: the full maladie rate', 405_406),
      edge('3,3 SMIC: still the reduced famille rate', 594_594, { status: 'cadre' }),
      edge('3,3 SMIC + 1 cent: the full famille rate', 594_595, { status: 'cadre' }),
    ];
  }
  // SMIC of 2026: 12,02 € (1 823,03 €) until May, 12,31 € (1 867,02 €) from June; 3 SMIC = 5 469,10 € then
  // 5 601,05 €.
  return [
    ...common,
    edge('just below the SMIC, fewer than 50 staff', 182_303),
    edge('just above the SMIC, 50 staff', 182_304, { headcount: 50 }),
    edge('the June SMIC', 186_702, { month: 6 }),
    edge('the SMIC, half time', 91_152, {}, 17.5),
    edge('3 SMIC: no RGDU', 546_910),
    edge('3 SMIC − 1 cent', 546_909, { headcount: 50 }),
    edge('3 June SMIC: no RGDU', 560_105, { month: 7 }),
    edge('3 June SMIC − 1 cent', 560_104, { month: 7 }),
  ];
}
