import type { EntityManager } from '@mikro-orm/core';
import { Session } from '../session/session.entity.ts';

/** Ends every back-office session of an admin account, on every instance. Answers how many. */
export async function endAdminSessions(em: EntityManager, adminAccountId: number): Promise<number> {
  return em.nativeDelete(Session, { role: 'admin', userId: adminAccountId });
}
