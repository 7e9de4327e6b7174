import type { EntityManager } from '@mikro-orm/core';
import {
  COUNTED_PAYSLIP_STATUSES,
  isFinalisedStatus,
  monthIndex,
  monthKey,
  officerTitleOf,
  payslipViewSchema,
  type ReportPayslip,
} from '@dirigeo/schemas';
import { dateInFrance } from '../payslip/build-payslip-view.ts';
import { FinalisedPayslip } from '../payslip/finalised-payslip.entity.ts';
import { calculationOf } from '../payslip/payslip-calculation.ts';
import { Payslip } from '../payslip/payslip.entity.ts';
import { findCompany } from '../company/find-company.ts';
import { findEmployee } from '../employee/find-employee.ts';
import { User } from '../user/user.entity.ts';

/** Who the reports are for: the company as the profile names it, and how its officer is called. */
export interface ReportCompany {
  name: string;
  siret: string | null;
  officerTitle: string;
}

export async function findReportCompany(em: EntityManager, userId: number): Promise<ReportCompany> {
  const user = await em.findOneOrFail(User, { id: userId });
  const company = await findCompany(em, userId);
  return { name: company.name, siret: company.siret ?? null, officerTitle: officerTitleOf(user.status) };
}

/** A date column as the drivers hand it over: 'YYYY-MM-DD', or a Date at midnight UTC. */
function isoDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/**
 * The user's finalised payslips from `from` to `to` ('YYYY-MM', both included), everyone's or one
 * employee's (`employeeId`; another user's employee is a 404), as the reports read them: the stored
 * amounts and lines, and from the frozen copy the person's name as the payslip prints it and the day
 * it was finalised. Drafts never count.
 */
export async function findReportPayslips(
  em: EntityManager,
  userId: number,
  period: { from: string; to: string; employeeId?: number | undefined },
): Promise<ReportPayslip[]> {
  if (period.employeeId !== undefined) await findEmployee(em, userId, period.employeeId);
  const first = monthIndex(period.from);
  const last = monthIndex(period.to);
  const payslips = (
    await em.find(
      Payslip,
      {
        user: userId,
        ...(period.employeeId === undefined ? {} : { employee: period.employeeId }),
        status: { $in: [...COUNTED_PAYSLIP_STATUSES] },
        year: { $gte: Number(period.from.slice(0, 4)), $lte: Number(period.to.slice(0, 4)) },
      },
      { orderBy: { year: 'asc', month: 'asc' } },
    )
  ).filter((payslip) => {
    const index = monthIndex(monthKey(payslip.year, payslip.month));
    return isFinalisedStatus(payslip.status) && index >= first && index <= last;
  });
  if (payslips.length === 0) return [];

  const frozen = await em.find(
    FinalisedPayslip,
    { payslip: { $in: payslips.map((payslip) => payslip.id) } },
    { fields: ['payslip', 'view', 'finalisedAt'] },
  );
  const frozenById = new Map(frozen.map((row) => [row.payslip.id, row]));
  const user = await em.findOneOrFail(User, { id: userId });
  const profileName = `${user.firstName} ${user.lastName}`;

  return payslips.map((payslip) => {
    const copy = frozenById.get(payslip.id);
    const view = copy ? payslipViewSchema.safeParse(copy.view) : null;
    const storedName = payslip.data?.employeeName;
    return {
      id: payslip.id,
      year: payslip.year,
      month: payslip.month,
      employeeName: view?.success
        ? view.data.employee.name
        : typeof storedName === 'string' && storedName.trim()
          ? storedName
          : profileName,
      grossSalaryCents: payslip.grossSalaryCents,
      socialContributionsCents: payslip.socialContributionsCents,
      otherDeductionsCents: payslip.otherDeductionsCents,
      otherAdditionsCents: payslip.otherAdditionsCents,
      netSalaryCents: payslip.netSalaryCents,
      paymentDate: isoDate(payslip.paymentDate),
      // Stored before freezing existed and not yet frozen: its last change is when it was finalised.
      finalisedOn: dateInFrance(copy?.finalisedAt ?? payslip.updatedAt),
      calculation: calculationOf(payslip),
    };
  });
}
