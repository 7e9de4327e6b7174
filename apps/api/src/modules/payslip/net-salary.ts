/** Net pay as spec 000 §3 defines it: gross - contributions - other deductions + other additions. */
export function netSalaryCents(amounts: {
  grossSalaryCents: number;
  socialContributionsCents: number;
  otherDeductionsCents: number;
  otherAdditionsCents: number;
}): number {
  return (
    amounts.grossSalaryCents -
    amounts.socialContributionsCents -
    amounts.otherDeductionsCents +
    amounts.otherAdditionsCents
  );
}
