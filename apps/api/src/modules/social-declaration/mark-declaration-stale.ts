import type { EntityManager } from '@mikro-orm/core';
import { SocialDeclaration } from './social-declaration.entity.ts';

/**
 * A payslip was finalised for `period` after its declaration was prepared: the declaration no longer
 * declares the whole month and must be prepared again (a « déclaration annule et remplace » when it
 * was already deposited). Runs in the transaction that finalises the payslip.
 */
export async function markDeclarationStale(
  em: EntityManager,
  userId: number,
  period: { year: number; month: number },
): Promise<void> {
  const key = `${period.year}-${String(period.month).padStart(2, '0')}`;
  const declaration = await em.findOne(SocialDeclaration, { user: userId, period: key });
  if (!declaration || declaration.status === 'stale') return;
  declaration.status = 'stale';
  await em.flush();
}
