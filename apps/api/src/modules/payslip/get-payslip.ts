import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { Payslip } from './payslip.entity.ts';

const PAYSLIP_NOT_FOUND_MESSAGE = 'Bulletin introuvable';

/** One of the user's payslips; another user's id is a 404, as if it did not exist. */
export async function getPayslip(em: EntityManager, userId: number, id: number): Promise<Payslip> {
  const payslip = await em.findOne(Payslip, { id, user: userId });
  if (!payslip) throw new NotFoundError(PAYSLIP_NOT_FOUND_MESSAGE);
  return payslip;
}
