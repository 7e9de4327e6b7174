import type { EntityManager } from '@mikro-orm/core';
import {
  type CreatePayslipBody,
  centsToEuros,
  formatPeriod,
  lastDayOfMonth,
  type MonthPayslip,
  type MonthPayslips,
  type PrepareMonthBody,
  payslipDataSchema,
} from '@dirigeo/schemas';
import { DomainError } from '../../lib/errors.ts';
import { Employee } from '../employee/employee.entity.ts';
import { User } from '../user/user.entity.ts';
import { createPayslip } from './create-payslip.ts';
import { employedDuring } from './employee-payslip.ts';
import { toPayslipDto } from './payslip.dto.ts';
import { Payslip } from './payslip.entity.ts';

/** 'YYYY-MM' → { year, month } (the body's schema checked the format). */
export function parsePeriod(period: string): { year: number; month: number } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { year, month };
}

/** The person's latest payslip before the period, if any. */
async function lastPayslipBefore(
  em: EntityManager,
  userId: number,
  employeeId: number | null,
  period: { year: number; month: number },
): Promise<Payslip | null> {
  return em.findOne(
    Payslip,
    {
      user: userId,
      employee: employeeId,
      $or: [{ year: { $lt: period.year } }, { year: period.year, month: { $lt: period.month } }],
    },
    { orderBy: { year: 'desc', month: 'desc' } },
  );
}

function officerWithoutModelMessage(period: { year: number; month: number }): string {
  return (
    `Aucun bulletin calculé avant ${formatPeriod(period.month, period.year).toLowerCase()} pour reprendre votre ` +
    'rémunération : établissez votre bulletin avec le formulaire « Nouveau bulletin », les mois suivants se prépareront seuls'
  );
}

/** The pay elements a month's preparation carries over from the month before. */
const RECURRING_PAY_ELEMENTS: ReadonlySet<string> = new Set(['vehicule', 'logement', 'ntic']);

/**
 * The draft body of the officer's month, from their last computed payslip (same gross, same inputs:
 * the officer has no contract); null when there is none to start from.
 */
function officerDraftBody(
  last: Payslip | null,
  period: { year: number; month: number },
): CreatePayslipBody | null {
  const data = payslipDataSchema.safeParse(last?.data ?? {});
  const inputs = data.success ? data.data.calculationInputs : undefined;
  if (!last || !inputs) return null;
  // The benefits in kind that come back every month (a car, a dwelling, tools) carry over; a bonus, a refund
  // or a deduction was the last month's own.
  const recurring = (inputs.payElements ?? []).filter((element) => RECURRING_PAY_ELEMENTS.has(element.kind));
  return {
    ...period,
    grossSalary: centsToEuros(inputs.basePayCents ?? last.grossSalaryCents),
    status: 'draft',
    paymentDate: lastDayOfMonth(period.month, period.year),
    calculationInputs: {
      pasRatePercent: inputs.pasRatePercent,
      healthInsuranceMonthlyCents: inputs.healthInsuranceMonthlyCents,
      healthInsuranceEmployerSharePercent: inputs.healthInsuranceEmployerSharePercent,
      cadrePrevoyance: inputs.cadrePrevoyance,
      ...(recurring.length > 0 ? { payElements: recurring } : {}),
    },
  };
}

/**
 * « Préparer les bulletins du mois » (issue 25): drafts the month's payslip of every active person,
 * the officer (from their last computed payslip) and each employee whose contract covers the month
 * and who is not archived (from their contract's gross; the withholding rate of their last payslip).
 * Idempotent: a person who already has the month's payslip keeps it (`existing`), so running it twice
 * creates nothing twice, even when two runs race (the per-person unique index decides). Each person's
 * draft is made in its own transaction, so one refusal (`skipped`, with its reason) stops no other.
 */
export async function prepareMonthPayslips(
  em: EntityManager,
  userId: number,
  body: PrepareMonthBody,
): Promise<MonthPayslips> {
  const period = parsePeriod(body.period);
  const user = await em.findOneOrFail(User, { id: userId });
  const officerName = `${user.firstName} ${user.lastName}`;
  const employees = (
    await em.find(
      Employee,
      { user: userId, archived: false },
      { orderBy: { lastName: 'asc', firstName: 'asc' } },
    )
  ).filter((employee) => employedDuring(employee, period));
  const existing = await em.find(Payslip, { user: userId, ...period });
  const existingOf = (employeeId: number | null) =>
    existing.find((payslip) => (payslip.employee?.id ?? null) === employeeId) ?? null;

  const people: MonthPayslip[] = [];
  const make = async (
    employeeId: number | null,
    personName: string,
    draft: () => Promise<CreatePayslipBody | string>,
  ) => {
    const found = existingOf(employeeId);
    if (found) {
      people.push({
        employeeId,
        personName,
        outcome: 'existing',
        payslip: toPayslipDto(found, userId, personName),
        reason: null,
      });
      return;
    }
    const draftBody = await draft();
    if (typeof draftBody === 'string') {
      people.push({ employeeId, personName, outcome: 'skipped', payslip: null, reason: draftBody });
      return;
    }
    try {
      const payslip = await createPayslip(em, userId, draftBody);
      people.push({
        employeeId,
        personName,
        outcome: 'created',
        payslip: toPayslipDto(payslip, userId, personName),
        reason: null,
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
      // Made meanwhile by a concurrent run: it is there, not made twice.
      const raced =
        error.statusCode === 409
          ? await em.fork().findOne(Payslip, { user: userId, employee: employeeId, ...period })
          : null;
      people.push(
        raced
          ? {
              employeeId,
              personName,
              outcome: 'existing',
              payslip: toPayslipDto(raced, userId, personName),
              reason: null,
            }
          : { employeeId, personName, outcome: 'skipped', payslip: null, reason: error.message },
      );
    }
  };

  await make(
    null,
    officerName,
    async () =>
      officerDraftBody(await lastPayslipBefore(em, userId, null, period), period) ??
      officerWithoutModelMessage(period),
  );
  for (const employee of employees) {
    // The contract's gross, paid on the month's last day; the withholding rate is their last payslip's
    // (createPayslip reads it). The month's bonus or absence is the officer's adjustment of the draft.
    await make(employee.id, `${employee.firstName} ${employee.lastName}`, async () => ({
      ...period,
      employeeId: employee.id,
      grossSalary: centsToEuros(employee.grossMonthlySalaryCents),
      status: 'draft',
      paymentDate: lastDayOfMonth(period.month, period.year),
    }));
  }
  return { period: body.period, people };
}
