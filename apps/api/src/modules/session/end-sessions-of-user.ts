import type { EntityManager } from '@mikro-orm/core';
import { Session } from './session.entity.ts';

/**
 * Ends every session of a user, on every instance (their next request is a visitor's): after a
 * password reset, or, keeping the asking one (`exceptPublicId`), after a password change or « se
 * déconnecter partout ailleurs ». Answers how many it ended.
 */
export async function endSessionsOfUser(
  em: EntityManager,
  userId: number,
  options: { exceptPublicId?: string } = {},
): Promise<number> {
  return em.nativeDelete(Session, {
    userId,
    role: 'client',
    ...(options.exceptPublicId === undefined ? {} : { publicId: { $ne: options.exceptPublicId } }),
  });
}
