/**
 * Newest period first: year descending, then month descending (spec 000 §2); within a month, a payslip a
 * corrective one replaced comes after the payslips that count (the corrective is the month's payslip).
 */
export function sortPayslipsNewestFirst<T extends { year: number; month: number; status?: string }>(
  payslips: readonly T[],
): T[] {
  const replaced = (payslip: T) => (payslip.status === 'replaced' ? 1 : 0);
  return [...payslips].sort((a, b) => b.year - a.year || b.month - a.month || replaced(a) - replaced(b));
}
