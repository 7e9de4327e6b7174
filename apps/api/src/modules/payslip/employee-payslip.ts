import type { EmployeePayslipInput } from '@dirigeo/payroll-calc';
import type { EntityManager } from '@mikro-orm/core';
import { formatPeriod, lastDayOfMonth, payslipDataSchema } from '@dirigeo/schemas';
import type { Employee } from '../employee/employee.entity.ts';
import { Payslip } from './payslip.entity.ts';

/** 'YYYY-MM-01' of a period. */
function firstDayOfMonth(period: { year: number; month: number }): string {
  return `${period.year}-${String(period.month).padStart(2, '0')}-01`;
}

/** Calendar days from `from` to `to`, both included ('YYYY-MM-DD'). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Whether the employee's contract covers at least one day of the month. */
export function employedDuring(
  employee: Pick<Employee, 'contractStart' | 'contractEnd'>,
  period: { year: number; month: number },
): boolean {
  const first = firstDayOfMonth(period);
  const last = lastDayOfMonth(period.month, period.year);
  return employee.contractStart <= last && (!employee.contractEnd || employee.contractEnd >= first);
}

/**
 * What forbids a payslip of `employee` for the period, in French; null when nothing does. An archived
 * employee (their file closed) and a month outside their contract get no payslip.
 */
export function employeePeriodProblem(
  employee: Pick<Employee, 'firstName' | 'lastName' | 'contractStart' | 'contractEnd' | 'archived'>,
  period: { year: number; month: number },
): string | null {
  const name = `${employee.firstName} ${employee.lastName}`;
  if (employee.archived) {
    return `${name} est archivé(e) : rétablissez sa fiche dans « Salariés » pour établir un bulletin`;
  }
  if (!employedDuring(employee, period)) {
    return `Le contrat de ${name} ne couvre pas ${formatPeriod(period.month, period.year).toLowerCase()} : aucun bulletin ne peut être établi pour ce mois`;
  }
  return null;
}

/**
 * The contract's part of `computeEmployeePayslip`'s input: status, working time, mutuelle, prévoyance
 * cadre and, in a month the contract starts or ends, the calendar days employed (the plafond is
 * prorated by them, CSS art. R242-2).
 */
export function employeeContractInputs(
  employee: Employee,
  period: { year: number; month: number },
): Pick<
  EmployeePayslipInput,
  | 'status'
  | 'workingTimeRatio'
  | 'healthInsuranceMonthlyCents'
  | 'healthInsuranceEmployerSharePercent'
  | 'cadrePrevoyance'
  | 'daysEmployed'
> {
  const first = firstDayOfMonth(period);
  const last = lastDayOfMonth(period.month, period.year);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, the later one is compared as text.
  const from = employee.contractStart > first ? employee.contractStart : first;
  const to = employee.contractEnd && employee.contractEnd < last ? employee.contractEnd : last;
  const partial = from !== first || to !== last;
  return {
    status: employee.status,
    workingTimeRatio: employee.workingTimeRatioTenThousandths / 10_000,
    healthInsuranceMonthlyCents: employee.healthInsuranceMonthlyCents,
    healthInsuranceEmployerSharePercent: employee.healthInsuranceEmployerShareBasisPoints / 100,
    cadrePrevoyance: employee.cadrePrevoyance,
    ...(partial ? { daysEmployed: daysBetween(from, to) } : {}),
  };
}

/**
 * The withholding rate of the person's latest payslip before the period (the rate the DGFiP last
 * sent stays until the next one); 0 when they have none yet.
 */
export async function previousPasRatePercent(
  em: EntityManager,
  userId: number,
  employeeId: number | null,
  period: { year: number; month: number },
): Promise<number> {
  const previous = await em.findOne(
    Payslip,
    {
      user: userId,
      employee: employeeId,
      $or: [{ year: { $lt: period.year } }, { year: period.year, month: { $lt: period.month } }],
    },
    { orderBy: { year: 'desc', month: 'desc' } },
  );
  const data = payslipDataSchema.safeParse(previous?.data ?? {});
  return (data.success ? data.data.calculationInputs?.pasRatePercent : undefined) ?? 0;
}
