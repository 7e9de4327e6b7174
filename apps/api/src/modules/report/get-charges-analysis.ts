import type { EntityManager } from '@mikro-orm/core';
import { analyseCharges, type ChargesAnalysis, monthKey } from '@dirigeo/schemas';
import { dateInFrance } from '../payslip/build-payslip-view.ts';
import { getReportSettings } from './get-report-settings.ts';
import { findReportPayslips } from './report-payslips.ts';

/**
 * The charges analysis of the last `months` months up to the current one (in France), with the
 * indicators the user chose. The payslips of the current year are read too, for the year-to-date figures.
 */
export async function getChargesAnalysis(
  em: EntityManager,
  userId: number,
  months: number,
  now: Date = new Date(),
): Promise<ChargesAnalysis> {
  const today = dateInFrance(now);
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const firstIndex = current.year * 12 + current.month - months;
  const from = monthKey(Math.floor(firstIndex / 12), (firstIndex % 12) + 1);
  const january = monthKey(current.year, 1);
  const settings = await getReportSettings(em, userId);
  const payslips = await findReportPayslips(em, userId, {
    // The earlier of the two months.
    from: [from, january].sort()[0] ?? january,
    to: monthKey(current.year, current.month),
  });
  return analyseCharges({
    months,
    current,
    payslips,
    indicators: settings.indicators,
    annualBudgetCents: settings.annualBudget === null ? null : Math.round(settings.annualBudget * 100),
  });
}
