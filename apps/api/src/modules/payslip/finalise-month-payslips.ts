import type { EntityManager } from '@mikro-orm/core';
import {
  type CreatePayslipBody,
  centsToEuros,
  type FinaliseMonthBody,
  formatPeriod,
  lastDayOfMonth,
  type MonthPayslip,
  type MonthPayslips,
  payslipDataSchema,
} from '@dirigeo/schemas';
import { BadRequestError, DomainError } from '../../lib/errors.ts';
import { findCompany } from '../company/find-company.ts';
import { assertEmployerDetailsComplete } from './create-payslip.ts';
import { employeeIdOf, toPayslipDto } from './payslip.dto.ts';
import { Payslip } from './payslip.entity.ts';
import { parsePeriod } from './prepare-month-payslips.ts';
import { updatePayslip } from './update-payslip.ts';

function noDraftToFinaliseMessage(period: { year: number; month: number }): string {
  return `Aucun brouillon à finaliser pour ${formatPeriod(period.month, period.year).toLowerCase()}`;
}

/** A stored draft as the body that finalises it: the same figures, inputs and person, status completed. */
function finalisingBody(draft: Payslip, paymentDate: string | undefined): CreatePayslipBody {
  const data = payslipDataSchema.safeParse(draft.data ?? {});
  const inputs = data.success ? data.data.calculationInputs : undefined;
  const employeeId = employeeIdOf(draft);
  return {
    month: draft.month,
    year: draft.year,
    ...(employeeId === null ? {} : { employeeId }),
    grossSalary: centsToEuros(draft.grossSalaryCents),
    socialContributions: centsToEuros(draft.socialContributionsCents),
    otherDeductions: centsToEuros(draft.otherDeductionsCents),
    otherAdditions: centsToEuros(draft.otherAdditionsCents),
    status: 'completed',
    paymentDate: paymentDate ?? draft.paymentDate ?? lastDayOfMonth(draft.month, draft.year),
    ...(inputs
      ? {
          calculationInputs: {
            pasRatePercent: inputs.pasRatePercent,
            healthInsuranceMonthlyCents: inputs.healthInsuranceMonthlyCents,
            healthInsuranceEmployerSharePercent: inputs.healthInsuranceEmployerSharePercent,
            cadrePrevoyance: inputs.cadrePrevoyance,
          },
        }
      : {}),
  };
}

/**
 * Finalises every draft of the month at once (issue 25), the officer's first, each as `PATCH
 * /api/payslips/:id` with status completed would: computed again, frozen, in its own transaction. One
 * that cannot be finalised (typed by hand, a later month finalised…) stays a draft and says why
 * (`failed`); the others are finalised. A month without a draft, or a company whose payslips cannot
 * carry the employer's mentions yet, is refused as a whole (400).
 */
export async function finaliseMonthPayslips(
  em: EntityManager,
  userId: number,
  body: FinaliseMonthBody,
): Promise<MonthPayslips> {
  const period = parsePeriod(body.period);
  const drafts = await em.find(
    Payslip,
    { user: userId, ...period, status: 'draft' },
    { orderBy: { employee: 'asc nulls first', id: 'asc' } },
  );
  if (drafts.length === 0) throw new BadRequestError(noDraftToFinaliseMessage(period));
  const company = await findCompany(em, userId);
  assertEmployerDetailsComplete(company);

  const people: MonthPayslip[] = [];
  for (const draft of drafts) {
    const employeeId = employeeIdOf(draft);
    const data = payslipDataSchema.safeParse(draft.data ?? {});
    const personName = (data.success ? data.data.employeeName : undefined) ?? '';
    try {
      const payslip = await updatePayslip(em, userId, draft.id, finalisingBody(draft, body.paymentDate));
      people.push({
        employeeId,
        personName,
        outcome: 'finalised',
        payslip: toPayslipDto(payslip, userId, personName),
        reason: null,
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
      people.push({
        employeeId,
        personName,
        outcome: 'failed',
        payslip: toPayslipDto(draft, userId, personName),
        reason: error.message,
      });
    }
  }
  return { period: body.period, people };
}
