import { computeNetSalaryCents } from '@dirigeo/payroll-calc';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { type CreatePayslipBody, eurosToCents } from '@dirigeo/schemas';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { User } from '../user/user.entity.ts';
import { Payslip } from './payslip.entity.ts';

export const PERIOD_TAKEN_MESSAGE = 'Un bulletin existe déjà pour cette période';
export const CONTRIBUTIONS_MISMATCH_MESSAGE =
  'Les charges sociales ne correspondent pas au total des cotisations salariales du calcul détaillé';

/**
 * Creates a payslip for the signed-in user. The net is computed here, whatever the client sent.
 * When the client attached a detailed calculation, its employee contributions must be the
 * socialContributions amount: the PDF prints those lines, and the totals must agree.
 */
export async function createPayslip(
  em: EntityManager,
  userId: number,
  body: CreatePayslipBody,
): Promise<Payslip> {
  const amounts = {
    grossSalaryCents: eurosToCents(body.grossSalary),
    socialContributionsCents: eurosToCents(body.socialContributions),
    otherDeductionsCents: eurosToCents(body.otherDeductions ?? 0),
    otherAdditionsCents: eurosToCents(body.otherAdditions ?? 0),
  };
  const calculation = body.data?.calculation;
  if (calculation && calculation.employeeContributions !== amounts.socialContributionsCents) {
    throw new BadRequestError(CONTRIBUTIONS_MISMATCH_MESSAGE);
  }
  const payslip = em.create(Payslip, {
    user: em.getReference(User, userId),
    month: body.month,
    year: body.year,
    ...amounts,
    // The formula the portal's live 'Salaire net estimé' uses too (spec 000 §3).
    netSalaryCents: computeNetSalaryCents({
      grossCents: amounts.grossSalaryCents,
      socialContributionsCents: amounts.socialContributionsCents,
      otherDeductionsCents: amounts.otherDeductionsCents,
      otherAdditionsCents: amounts.otherAdditionsCents,
    }),
    status: body.status,
    data: body.data ?? null,
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(PERIOD_TAKEN_MESSAGE);
    throw error;
  }
  return payslip;
}
