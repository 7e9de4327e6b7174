import { eurosToCents, isFinalisedStatus, type PayslipStatus } from '@dirigeo/schemas';
import { sortPayslipsNewestFirst } from '../../lib/payslips/sort-payslips.ts';

interface SummaryPayslip {
  month: number;
  year: number;
  grossSalary: number;
  netSalary: number;
  socialContributions: number;
  status: PayslipStatus;
}

/** Number of payslips in the dashboard's 'recent' table (spec 000 §9). */
const RECENT_PAYSLIPS = 5;

/**
 * Totals since the start of the finalised payslips, in cents (summed in cents so that no float
 * error shows). Drafts never count: they may still change or go; `drafts` says how many are left out.
 */
export function summarize(payslips: readonly SummaryPayslip[]) {
  let grossCents = 0;
  let netCents = 0;
  let contributionsCents = 0;
  let count = 0;
  for (const payslip of payslips) {
    if (!isFinalisedStatus(payslip.status)) continue;
    count += 1;
    grossCents += eurosToCents(payslip.grossSalary);
    netCents += eurosToCents(payslip.netSalary);
    contributionsCents += eurosToCents(payslip.socialContributions);
  }
  return { grossCents, netCents, contributionsCents, count, drafts: payslips.length - count };
}

/** The month before `month`/`year`. */
export function previousMonth(month: number, year: number): { month: number; year: number } {
  return month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
}

/** The officer's own payslip of the period (the staff's are in the month's payroll). */
export function findPeriod<T extends { month: number; year: number; employeeId?: number | null }>(
  payslips: readonly T[],
  period: { month: number; year: number },
): T | undefined {
  return payslips.find(
    (payslip) =>
      payslip.month === period.month && payslip.year === period.year && (payslip.employeeId ?? null) === null,
  );
}

export function recentPayslips<T extends { month: number; year: number }>(payslips: readonly T[]): T[] {
  return sortPayslipsNewestFirst(payslips).slice(0, RECENT_PAYSLIPS);
}
