import type { EntityManager } from '@mikro-orm/core';
import { UnauthorizedError } from '../../lib/errors.ts';
import { User } from './user.entity.ts';

/** The signed-in user; a 401 if the account no longer exists. */
export async function findCurrentUser(em: EntityManager, userId: number): Promise<User> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new UnauthorizedError();
  return user;
}
