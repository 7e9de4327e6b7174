import {
  type AcreInput,
  computeOfficerPayslip,
  type NeutralPasZone,
  withNeutralPasRate,
  isSupportedYear,
  type PayElement,
  supportedYears,
} from '@dirigeo/payroll-calc';
import type { PayslipCalculation } from '@dirigeo/schemas';

/** The settings of the contribution calculation the form offers (defaults: spec of issue 4). */
export interface CalculationSettings {
  /** The company's staff count, from the company. */
  headcount: number;
  /** The company's notified AT/MP rate; absent: the year's collective rate (as the server applies it). */
  atmpRatePercent?: number;
  /** Taux de prélèvement à la source, in percent; default 0. */
  pasRatePercent: number;
  /** Monthly mutuelle premium (both shares), in cents; default 0. */
  healthInsuranceMonthlyCents: number;
  /** Employer share of that premium, in percent. */
  healthInsuranceEmployerSharePercent: number;
  /** Whether the company pays the cadre prévoyance for the officer; default off. */
  cadrePrevoyance: boolean;
  /** The versement mobilité's rate where the company owes it; default 0. */
  versementMobiliteRatePercent?: number;
  /** The officer's ACRE, as their profile declares it. */
  acre?: AcreInput;
  /** The non-personalised rate's zone: the grid's rate replaces `pasRatePercent`. */
  neutralPasZone?: NeutralPasZone;
  /** The month's pay elements the browser can value (`locallyValuedPayElements`); absent: none. */
  payElements?: readonly PayElement[];
}

export const CALCULATION_YEARS: readonly number[] = supportedYears;

export function canCalculate(year: number): boolean {
  return isSupportedYear(year);
}

/**
 * The officer payslip for the month, in the shape stored with the payslip (`payslipCalculationSchema`):
 * the live preview. The server computes the payslip it stores itself, from the same inputs and package.
 */
export function calculatePayslip(
  period: { year: number; month: number; grossCents: number },
  settings: CalculationSettings,
): PayslipCalculation {
  const { neutralPasZone, ...rest } = settings;
  const input = { ...period, ...rest };
  // A non-personalised rate is the grid's for the month's net imposable, as the server applies it.
  const result = neutralPasZone
    ? withNeutralPasRate(computeOfficerPayslip, input, neutralPasZone)
    : computeOfficerPayslip(input);
  return {
    lines: result.lines,
    employeeContributions: result.employeeContributions,
    employerContributions: result.employerContributions,
    netBeforeTax: result.netBeforeTax,
    netTaxable: result.netTaxable,
    netSocial: result.netSocial,
    pasRatePercent: result.pasRatePercent,
    pasAmount: result.pasAmount,
    netPaid: result.netPaid,
    employerCost: result.employerCost,
    ...(result.payElementLines.length > 0 ? { payElementLines: result.payElementLines } : {}),
    // A year whose figures are not all published (2027 until its texts): the preview says so, as the
    // stored payslip will.
    ...(result.provisionalFigures.length > 0 ? { provisionalFigures: [...result.provisionalFigures] } : {}),
  };
}
