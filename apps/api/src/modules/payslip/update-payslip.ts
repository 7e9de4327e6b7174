import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { type CreatePayslipBody, isFinalisedStatus, isFrozenStatus } from '@dirigeo/schemas';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { markDeclarationStale } from '../social-declaration/mark-declaration-stale.ts';
import { PERIOD_TAKEN_MESSAGE, preparePayslip } from './create-payslip.ts';
import { freezePayslip } from './freeze-payslip.ts';
import { getPayslip } from './get-payslip.ts';
import type { Payslip } from './payslip.entity.ts';

const PERSON_UNCHANGEABLE_MESSAGE =
  'Un bulletin ne change pas de personne : supprimez ce brouillon et établissez celui de la bonne personne';

const ONLY_DRAFTS_EDITABLE_MESSAGE =
  'Un bulletin finalisé ne se modifie plus : c’est un document légal, figé à sa finalisation';

/**
 * Edits a draft with a whole body, as at its creation, and finalises it when the body says so: the
 * server computes it again (the year's finalised months before it for the cumuls and the ceiling's
 * regularisation), and a finalised one is frozen in the same transaction. A finalised payslip is a
 * legal record and stays as it is (409).
 */
export function updatePayslip(
  em: EntityManager,
  userId: number,
  id: number,
  body: CreatePayslipBody,
): Promise<Payslip> {
  return em.transactional(async (tx) => {
    const payslip = await getPayslip(tx, userId, id);
    if (isFrozenStatus(payslip.status)) throw new ConflictError(ONLY_DRAFTS_EDITABLE_MESSAGE);
    // The payslip stays the same person's: the body may name them again, never someone else.
    const employeeId = payslip.employee?.id ?? null;
    if (body.employeeId !== undefined && body.employeeId !== employeeId) {
      throw new BadRequestError(PERSON_UNCHANGEABLE_MESSAGE);
    }
    const { employeeId: _sent, ...rest } = body;
    tx.assign(
      payslip,
      await preparePayslip(tx, userId, employeeId === null ? rest : { ...rest, employeeId }),
    );
    try {
      await tx.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(PERIOD_TAKEN_MESSAGE);
      throw error;
    }
    if (isFinalisedStatus(body.status)) {
      await freezePayslip(tx, payslip);
      await markDeclarationStale(tx, userId, { year: body.year, month: body.month });
    }
    return payslip;
  });
}
