import type { EntityManager } from '@mikro-orm/core';
import { Session } from './session.entity.ts';

/** Deletes the sessions past their end (never read again: the store reads live rows only). */
export async function purgeExpiredSessions(em: EntityManager, now: Date = new Date()): Promise<number> {
  return em.nativeDelete(Session, { expire: { $lte: now } });
}
