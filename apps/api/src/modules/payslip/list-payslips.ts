import type { EntityManager } from '@mikro-orm/core';
import { Payslip } from './payslip.entity.ts';

/** The user's payslips, newest period first (spec 000 §2). */
export function listPayslips(em: EntityManager, userId: number): Promise<Payslip[]> {
  return em.find(Payslip, { user: userId }, { orderBy: { year: 'desc', month: 'desc' } });
}
