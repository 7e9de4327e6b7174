import type { EntityManager } from '@mikro-orm/core';
import { buildPayrollJournal, type PayrollJournal, type ReportFilter } from '@dirigeo/schemas';
import { getReportSettings } from './get-report-settings.ts';
import { findReportCompany, findReportPayslips } from './report-payslips.ts';

/** The payroll journal entries of the period, on the company's accounts. */
export async function getPayrollJournal(
  em: EntityManager,
  userId: number,
  period: ReportFilter,
): Promise<PayrollJournal> {
  const company = await findReportCompany(em, userId);
  const settings = await getReportSettings(em, userId);
  const payslips = await findReportPayslips(em, userId, period);
  return buildPayrollJournal({
    ...period,
    accounts: settings.accounts,
    officerTitle: company.officerTitle,
    payslips,
  });
}
