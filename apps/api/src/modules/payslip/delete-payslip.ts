import type { EntityManager } from '@mikro-orm/core';
import { ConflictError } from '../../lib/errors.ts';
import { getPayslip } from './get-payslip.ts';

const ONLY_DRAFTS_DELETABLE_MESSAGE = 'Seuls les brouillons peuvent être supprimés';

/** Deletes a draft; a finalised payslip is a legal record and stays (409). */
export function deletePayslip(em: EntityManager, userId: number, id: number): Promise<void> {
  return em.transactional(async (tx) => {
    const payslip = await getPayslip(tx, userId, id);
    if (payslip.status !== 'draft') throw new ConflictError(ONLY_DRAFTS_DELETABLE_MESSAGE);
    tx.remove(payslip);
    await tx.flush();
  });
}
