import type { EntityManager } from '@mikro-orm/core';
import { buildLedger, formatReportPeriod, type Ledger, type ReportFilter } from '@dirigeo/schemas';
import { findReportCompany, findReportPayslips } from './report-payslips.ts';

/** The user's payroll ledger for the period: empty, not an error, when no payslip was finalised. */
export async function getPayrollLedger(
  em: EntityManager,
  userId: number,
  period: ReportFilter,
): Promise<Ledger> {
  const [company, payslips] = [
    await findReportCompany(em, userId),
    await findReportPayslips(em, userId, period),
  ];
  return buildLedger({
    ...period,
    periodLabel: formatReportPeriod(period.from, period.to),
    companyName: company.name,
    payslips,
  });
}
