import type { EntityManager } from '@mikro-orm/core';
import type { AppCaches } from '../../lib/cache/app-caches.ts';
import { ConflictError } from '../../lib/errors.ts';
import { getPayslip } from './get-payslip.ts';
import { changePayslipsOf } from './payslip-list.ts';

export const ONLY_DRAFTS_DELETABLE_MESSAGE = 'Seuls les brouillons peuvent être supprimés';

/**
 * Deletes a draft; a finalised payslip is a legal record and stays (409). The user's cached list is
 * evicted on every instance when it commits.
 */
export function deletePayslip(
  em: EntityManager,
  caches: AppCaches,
  userId: number,
  id: number,
): Promise<void> {
  return changePayslipsOf(em, caches, userId, async (tx) => {
    const payslip = await getPayslip(tx, userId, id);
    if (payslip.status !== 'draft') throw new ConflictError(ONLY_DRAFTS_DELETABLE_MESSAGE);
    tx.remove(payslip);
    await tx.flush();
  });
}
