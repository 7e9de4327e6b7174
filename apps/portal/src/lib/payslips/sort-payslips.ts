/** Newest period first: year descending, then month descending (spec 000 §2). */
export function sortPayslipsNewestFirst<T extends { year: number; month: number }>(
  payslips: readonly T[],
): T[] {
  return [...payslips].sort((a, b) => b.year - a.year || b.month - a.month);
}
