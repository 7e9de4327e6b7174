// What a payslip needs before it is finalised (Code du travail, art. R. 3243-1): one rule, without zod,
// that the API applies before it freezes a payslip and the portal's form before it sends one.

/** The employer details a payslip cannot be finalised without (Code du travail, art. R. 3243-1, 1° and 2°). */
export const REQUIRED_EMPLOYER_DETAILS = {
  address: "l'adresse de l'entreprise",
  siret: 'le SIRET',
  nafCode: 'le code APE',
} as const;

/** The employer as the profile names it; a detail not filled in is null (or empty). */
export interface EmployerDetails {
  address: string | null;
  siret: string | null;
  nafCode: string | null;
}

/** What the profile still lacks for a payslip to carry the employer's mandatory mentions. */
export function missingEmployerDetails(employer: EmployerDetails): string[] {
  return (Object.keys(REQUIRED_EMPLOYER_DETAILS) as (keyof typeof REQUIRED_EMPLOYER_DETAILS)[])
    .filter((key) => !employer[key])
    .map((key) => REQUIRED_EMPLOYER_DETAILS[key]);
}

/**
 * Why a payslip cannot be finalised while the profile lacks employer details: the API's refusal and
 * the form's message, the same words.
 */
export function employerDetailsMissingMessage(missing: readonly string[]): string {
  return `Complétez votre profil avant de finaliser un bulletin : ${missing.join(', ')}`;
}

/** A finalised payslip states the day it is paid (R3243-1); the API's refusal and the form's message. */
export const PAYMENT_DATE_REQUIRED_MESSAGE = 'La date de paiement est requise pour finaliser un bulletin';

/** A payslip about to be finalised, as the API's body or the portal's form holds it. */
export interface PayslipToFinalise {
  /**
   * Its contributions come from the official calculation (each one's base, rate and amount, the
   * withholding tax, the montant net social: R3243-1 4° to 13°), not from a total typed by hand.
   */
  calculated: boolean;
  /** 'YYYY-MM-DD', or nothing yet. */
  paymentDate: string | null | undefined;
  /** The « autres ajouts » and « autres retenues » typed as one total each, in cents. */
  otherAdditionsCents: number;
  otherDeductionsCents: number;
  employer: EmployerDetails;
}

/** One reason a payslip cannot be finalised, in the order the API checks them. */
export type FinalisationProblem =
  /** Its contributions are not the calculation's: the API and the form each say how to calculate them. */
  | { kind: 'not-calculated' }
  /** An addition or a deduction without its nature (R3243-1 9°): they are entered as labelled pay elements. */
  | { kind: 'unlabelled-additions' }
  | { kind: 'unlabelled-deductions' }
  | { kind: 'payment-date-missing'; message: string }
  /** The profile lacks employer details the payslip must print (R3243-1 1° and 2°). */
  | { kind: 'employer-details-missing'; missing: string[]; message: string };

/** Every reason `payslip` cannot be finalised yet; none means it may be. */
export function finalisationProblems(payslip: PayslipToFinalise): FinalisationProblem[] {
  const problems: FinalisationProblem[] = [];
  if (!payslip.calculated) problems.push({ kind: 'not-calculated' });
  if (payslip.otherAdditionsCents > 0) problems.push({ kind: 'unlabelled-additions' });
  if (payslip.otherDeductionsCents > 0) problems.push({ kind: 'unlabelled-deductions' });
  if (!payslip.paymentDate)
    problems.push({ kind: 'payment-date-missing', message: PAYMENT_DATE_REQUIRED_MESSAGE });
  const missing = missingEmployerDetails(payslip.employer);
  if (missing.length > 0) {
    problems.push({
      kind: 'employer-details-missing',
      missing,
      message: employerDetailsMissingMessage(missing),
    });
  }
  return problems;
}
