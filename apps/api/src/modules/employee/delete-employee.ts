import type { EntityManager } from '@mikro-orm/core';
import { ConflictError } from '../../lib/errors.ts';
import { Payslip } from '../payslip/payslip.entity.ts';
import { findEmployee } from './find-employee.ts';
import { refreshHeadcountOf } from '../company/company-headcount.ts';

/**
 * Deletes an employee entered by mistake. One who has been paid is kept: payslips are kept 5 years
 * (Code du travail, L3243-4), so the answer offers archiving instead (409).
 */
export async function deleteEmployee(em: EntityManager, userId: number, id: number): Promise<void> {
  const employee = await findEmployee(em, userId, id);
  const payslips = await em.count(Payslip, { employee: employee.id, user: userId });
  if (payslips > 0)
    throw new ConflictError(
      `Ce salarié a ${payslips === 1 ? 'un bulletin de paie' : `${payslips} bulletins de paie`} : il ne peut pas être supprimé, car les bulletins se conservent 5 ans (article L3243-4 du Code du travail). Indiquez la fin de son contrat puis archivez-le.`,
    );
  em.remove(employee);
  await em.flush();
  await refreshHeadcountOf(em, userId);
}
