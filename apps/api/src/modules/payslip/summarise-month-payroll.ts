import type { EntityManager } from '@mikro-orm/core';
import {
  isFinalisedStatus,
  type MonthPayroll,
  type MonthPayrollQuery,
  type PayrollTotals,
  payslipDataSchema,
} from '@dirigeo/schemas';
import { User } from '../user/user.entity.ts';
import { calculationOf } from './payslip-calculation.ts';
import { employeeIdOf } from './payslip.dto.ts';
import { Payslip } from './payslip.entity.ts';
import { parsePeriod } from './prepare-month-payslips.ts';

type Person = MonthPayroll['people'][number];

function totalsOf(people: readonly Person[]): PayrollTotals {
  return {
    grossCents: people.reduce((sum, person) => sum + person.grossCents, 0),
    netPaidCents: people.reduce((sum, person) => sum + person.netPaidCents, 0),
    employerContributionsCents: people.reduce(
      (sum, person) => sum + (person.employerContributionsCents ?? 0),
      0,
    ),
    employerCostCents: people.reduce((sum, person) => sum + (person.employerCostCents ?? 0), 0),
    count: people.length,
    employerCostIncomplete: people.some((person) => person.employerCostCents === null),
  };
}

/**
 * The month's payroll (issue 25): each person's gross, net paid and employer cost as their payslip
 * stores them (computed by the server when it was made), the officer first, and the totals, of the
 * finalised payslips and with the drafts. Sums of stored cents: no figure is computed again here.
 */
export async function summariseMonthPayroll(
  em: EntityManager,
  userId: number,
  query: MonthPayrollQuery,
): Promise<MonthPayroll> {
  const period = parsePeriod(query.period);
  const [payslips, user] = await Promise.all([
    // A payslip a corrective one replaced is not paid twice: its corrective stands for it.
    em.find(
      Payslip,
      { user: userId, ...period, status: { $ne: 'replaced' } },
      { orderBy: { employee: 'asc nulls first', id: 'asc' } },
    ),
    em.findOneOrFail(User, { id: userId }),
  ]);
  const people: Person[] = payslips.map((payslip) => {
    const calculation = calculationOf(payslip);
    const data = payslipDataSchema.safeParse(payslip.data ?? {});
    return {
      payslipId: payslip.id,
      employeeId: employeeIdOf(payslip),
      personName: (data.success ? data.data.employeeName : undefined) ?? `${user.firstName} ${user.lastName}`,
      status: payslip.status,
      grossCents: payslip.grossSalaryCents,
      // The payslip's own net (other deductions and additions included) less the tax withheld.
      netPaidCents: payslip.netSalaryCents - (calculation?.pasAmount ?? 0),
      employerContributionsCents: calculation?.employerContributions ?? null,
      employerCostCents: calculation?.employerCost ?? null,
      pasRatePercent: calculation?.pasRatePercent ?? null,
    };
  });
  return {
    period: query.period,
    people,
    finalised: totalsOf(people.filter((person) => isFinalisedStatus(person.status))),
    withDrafts: totalsOf(people),
  };
}
