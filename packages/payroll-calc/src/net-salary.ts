/** The amounts of a payslip as the payslip form holds them, in integer cents. */
export interface NetSalaryAmounts {
  /** Rémunération brute. */
  grossCents: number;
  /** Charges sociales (the employee's contributions). */
  socialContributionsCents: number;
  /** Autres retenues; none when absent. */
  otherDeductionsCents?: number;
  /** Autres ajouts; none when absent. */
  otherAdditionsCents?: number;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`payroll-calc: ${what} must be a whole number of cents, got ${value}`);
  }
}

/**
 * The payslip's net salary as spec 000 section 3 states it: gross minus social contributions minus other
 * deductions plus other additions. Integer cents in, integer cents out: nothing to round.
 */
export function computeNetSalaryCents(amounts: NetSalaryAmounts): number {
  const { grossCents, socialContributionsCents, otherDeductionsCents = 0, otherAdditionsCents = 0 } = amounts;
  assertCents(grossCents, 'grossCents');
  assertCents(socialContributionsCents, 'socialContributionsCents');
  assertCents(otherDeductionsCents, 'otherDeductionsCents');
  assertCents(otherAdditionsCents, 'otherAdditionsCents');
  return grossCents - socialContributionsCents - otherDeductionsCents + otherAdditionsCents;
}
