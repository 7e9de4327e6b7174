/**
 * The public simulator's exact mode: for the gross and company size the visitor typed into the spec's
 * flat-rate simulator (`social-charges-simulator.ts`), the contributions a given regime really owes,
 * line by line, with the year's official rates: for an officer (président de SAS or SASU), or for an
 * ordinary employee, non-cadre or cadre, full time. The site's panel and PDF list every regime of
 * `EXACT_SIMULATION_REGIMES`.
 */
import { computeEmployeePayslip } from './compute-employee-payslip.ts';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import type { OfficerPayslip } from './officer-payslip-types.ts';
import { isSupportedYear, type SupportedYear, supportedYears } from './rates/index.ts';
import type { CompanySize, SimulatorContractType } from './social-charges-simulator.ts';

/** The regimes the exact mode computes. */
export const EXACT_SIMULATION_REGIMES = ['officer', 'employee-non-cadre', 'employee-cadre'] as const;
/** A regime of the exact mode. */
export type ExactSimulationRegime = (typeof EXACT_SIMULATION_REGIMES)[number];

/**
 * The staff count the exact computation assumes for each size class of the form: the class's lower
 * bound. The thresholds that change an officer's contributions (11 for the formation rate, the
 * versement mobilité and the forfait social; 50 for the Fnal and the PEEC; 250 for the contribution
 * supplémentaire à l'apprentissage) are class bounds, so any staff count of a class gives the same
 * lines, but one: from 2 000 staff that contribution's rate rises, which the form does not ask; the
 * rate of 250 to 1 999 staff is applied.
 */
export const HEADCOUNT_OF_COMPANY_SIZE: Readonly<Record<CompanySize, number>> = {
  'moins-11': 0,
  '11-49': 11,
  '50-249': 50,
  'plus-250': 250,
};

/**
 * The contracts the exact mode does not compute, and why. An intern's gratification is exempt up to
 * 15 % of the hourly social-security ceiling × the hours of presence (CSS L. 242-4-1, D. 242-2-1), which needs the hours; for a contract signed from 1 March 2025, an apprentice's
 * pay is exempt of employee contributions up to 50 % of the SMIC (79 % before) and owes CSG/CRDS on
 * what exceeds it (LFSS 2025, art. 22; C. trav. L. 6243-2), with the employer's own reduction; and a président de SAS is an officer,
 * never an intern nor an apprentice. Computing them as an ordinary employee would print a wrong figure,
 * so the exact mode refuses them and says so.
 */
export type ExactSimulationGap = 'intern' | 'apprentice';

/** Why the exact mode cannot compute `contractType`, or null when it can (CDI, CDD). */
export function exactSimulationGapOf(contractType: SimulatorContractType): ExactSimulationGap | null {
  if (contractType === 'stage') return 'intern';
  if (contractType === 'apprenti') return 'apprentice';
  return null;
}

/** What the exact mode asks: the flat simulator's gross, contract and size, and the regime. */
export interface ExactChargesSimulationInput {
  regime: ExactSimulationRegime;
  /** The contract of the form: the exact mode computes CDI and CDD only (`exactSimulationGapOf`). */
  contractType: SimulatorContractType;
  /** Salaire brut mensuel, in cents. */
  grossCents: number;
  companySize: CompanySize;
  /** The day of the simulation: its year's rates (the latest known year's after it), its month. */
  on: Date;
  /**
   * The prélèvement à la source rate, in percent (« mon taux est de 7,5 % »): the payslip's
   * withholding and its net paid. 0 by default, as the flat simulator (no withholding).
   */
  pasRatePercent?: number;
  /** The company's notified AT/MP rate, in percent (« taux AT/MP 1,50 % »); default: the year's average. */
  atmpRatePercent?: number;
  /** The company health plan's monthly premium, both shares together, in cents (« mutuelle à 60 € par mois »); none by default. */
  healthInsuranceMonthlyCents?: number;
  /** The share of that premium the company pays, in percent (50 at least for an employee). */
  healthInsuranceEmployerSharePercent?: number;
}

/** The exact mode's answer: the payslip of the month and what it assumed. */
export interface ExactChargesSimulation {
  regime: ExactSimulationRegime;
  /** The year whose rates were applied. */
  year: SupportedYear;
  /** Whether the simulation's own year has no rates yet, so the latest year's were applied. */
  ratesFromEarlierYear: boolean;
  /** The staff count assumed for the size class. */
  headcount: number;
  /** Lines, totals, net and employer cost, to the cent; the mutuelle and AT/MP rate given; the prélèvement at `pasRatePercent`. */
  payslip: OfficerPayslip;
}

/** The year whose rates apply on `date` (Paris time is irrelevant at this grain: the UTC year). */
function ratesYearOn(date: Date): { year: SupportedYear; fromEarlierYear: boolean } {
  const year = date.getUTCFullYear();
  if (isSupportedYear(year)) return { year, fromEarlierYear: false };
  const latest = supportedYears[supportedYears.length - 1] ?? 2026;
  const earliest = supportedYears[0] ?? 2025;
  return year > latest ? { year: latest, fromEarlierYear: true } : { year: earliest, fromEarlierYear: false };
}

/**
 * The exact contributions of `regime` for the flat simulator's inputs. RangeError on a bad input, and
 * on a contract the exact mode does not compute (check `exactSimulationGapOf` first).
 */
export function simulateExactCharges(input: ExactChargesSimulationInput): ExactChargesSimulation {
  if (!EXACT_SIMULATION_REGIMES.includes(input.regime)) {
    throw new RangeError(`payroll-calc: unknown regime ${String(input.regime)}`);
  }
  const gap = exactSimulationGapOf(input.contractType);
  if (gap !== null) {
    throw new RangeError(
      `payroll-calc: the exact mode does not compute the contract ${input.contractType} (${gap})`,
    );
  }
  const headcount = HEADCOUNT_OF_COMPANY_SIZE[input.companySize];
  if (headcount === undefined) {
    throw new RangeError(`payroll-calc: unknown company size ${String(input.companySize)}`);
  }
  if (Number.isNaN(input.on.getTime())) throw new RangeError('payroll-calc: invalid simulation date');
  const { year, fromEarlierYear } = ratesYearOn(input.on);
  const month = input.on.getUTCMonth() + 1;
  // The figures the question states (the withholding, the AT/MP rate, the health plan) are the
  // payslip's own inputs, under the same names.
  const { regime, contractType, companySize, on, ...stated } = input;
  const situation = { ...stated, year, month, headcount };
  const payslip =
    input.regime === 'officer'
      ? computeOfficerPayslip(situation)
      : computeEmployeePayslip({
          ...situation,
          status: input.regime === 'employee-cadre' ? 'cadre' : 'non-cadre',
        });
  return { regime: input.regime, year, ratesFromEarlierYear: fromEarlierYear, headcount, payslip };
}

/** What `simulateExactChargesForNet` asks: the same as the exact mode, with the net instead of the gross. */
export interface ExactChargesForNetInput extends Omit<ExactChargesSimulationInput, 'grossCents'> {
  /** The net à payer avant impôt sought, in cents (1 € at least). */
  netBeforeTaxCents: number;
}

/**
 * The exact mode from the net: the simulation of the smallest monthly gross, to the cent, whose net
 * à payer avant impôt reaches `netBeforeTaxCents` (« combien de brut pour 2 500 € net ? »). Each
 * euro of gross adds less than a euro of contributions, so the net grows with the gross and a
 * bisection finds it; the net found is the one sought, or a cent above when no gross gives it
 * exactly (the lines are rounded to the cent). RangeError on a bad input, as `simulateExactCharges`.
 */
export function simulateExactChargesForNet(input: ExactChargesForNetInput): ExactChargesSimulation {
  const { netBeforeTaxCents, ...rest } = input;
  if (!Number.isSafeInteger(netBeforeTaxCents) || netBeforeTaxCents < 100) {
    throw new RangeError('payroll-calc: the net sought must be a whole number of cents, 1 € at least');
  }
  const simulate = (grossCents: number) => simulateExactCharges({ ...rest, grossCents });
  // Contributions never take half the gross, so twice the net is usually a gross whose net is above
  // it; a health plan's premium, a fixed amount, can push it further: doubled until it is (the net
  // grows with the gross, and a gross past the safe integers throws in the payslip's computation).
  let low = netBeforeTaxCents;
  let high = netBeforeTaxCents * 2;
  while (simulate(high).payslip.netBeforeTax < netBeforeTaxCents) {
    low = high;
    high *= 2;
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (simulate(middle).payslip.netBeforeTax >= netBeforeTaxCents) high = middle;
    else low = middle + 1;
  }
  return simulate(low);
}
