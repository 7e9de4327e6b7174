import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { Session } from './session.entity.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ends one of a user's sessions, named by its public id (the list of their sessions): a device they
 * no longer trust. 404 when no session of theirs has that id (another user's is not theirs to end).
 */
export async function endSessionOfUser(em: EntityManager, userId: number, publicId: string): Promise<void> {
  const ended = UUID.test(publicId)
    ? await em.nativeDelete(Session, { userId, role: 'client', publicId })
    : 0;
  if (ended === 0) throw new NotFoundError('Session introuvable');
}
