import type { OfficerPayslip, OfficerPayslipInput } from './officer-payslip-types.ts';

/** An employee's status for Agirc-Arrco and the Apec: cadre (and assimilé) or not. */
export const EMPLOYEE_STATUSES = ['non-cadre', 'cadre'] as const;
/** Non-cadre or cadre. */
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/**
 * The situation of one month's payslip of an ordinary employee (salarié du régime général under an
 * employment contract): every field of an officer's input, with the same meaning, plus the status and the
 * working time.
 */
export interface EmployeePayslipInput extends OfficerPayslipInput {
  /** Cadre (owes the Apec and the cadre prévoyance) or non-cadre. */
  status: EmployeeStatus;
  /**
   * Working time as a share of the legal full time (151,67 hours a month), above 0 and at most 1; default 1.
   * 0.5 is half time: it prorates the plafond de la sécurité sociale (tranches, ceilings) and the SMIC of
   * the reductions.
   */
  workingTimeRatio?: number;
  /**
   * Calendar days of the month the employee was employed, when they entered or left during it: the plafond
   * is prorated by days employed over the month's calendar days (CSS art. R242-2); default the whole month.
   */
  daysEmployed?: number;
  /**
   * Whether the company pays the 1,50 % cadre prévoyance on tranche 1. Applies to a cadre only, who is owed it
   * (ANI du 17 novembre 2017): default true for a cadre; ignored for a non-cadre.
   */
  cadrePrevoyance?: boolean;
}

/** An employee's payslip for the month; every amount is in integer cents. */
export interface EmployeePayslip extends OfficerPayslip {
  /** The status the payslip was computed for. */
  status: EmployeeStatus;
  /** The working time applied, as a share of full time. */
  workingTimeRatio: number;
  /** The plafond de la sécurité sociale applied: the PMSS prorated to the working time (rounded to the cent for display). */
  proratedPmssCents: number;
  /** The month's SMIC for that working time (SMIC horaire × 1 820 / 12 hours × ratio), rounded to the cent for display. */
  smicCents: number;
  /**
   * The coefficient of the month's general reduction of employer contributions (réduction générale in 2025,
   * réduction générale dégressive unique from 2026), e.g. 0.3194; 0 when the pay is above its exit threshold.
   */
  reductionCoefficient: number;
  /** The amount of that reduction, ≥ 0: the 'reduction-generale' line prints it as a negative employer amount. */
  reductionCents: number;
}
