import type { EntityManager } from '@mikro-orm/core';
import { UnauthorizedError } from '../../lib/errors.ts';
import { Company } from '../company/company.entity.ts';
import { User } from './user.entity.ts';

/** The signed-in user; a 401 if the account no longer exists. */
export async function findCurrentUser(em: EntityManager, userId: number): Promise<User> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new UnauthorizedError();
  return user;
}

/** The signed-in user and their company, as the profile answers them. */
export async function findCurrentUserWithCompany(
  em: EntityManager,
  userId: number,
): Promise<{ user: User; company: Company }> {
  const [user, company] = await Promise.all([
    findCurrentUser(em, userId),
    em.findOne(Company, { user: userId }),
  ]);
  if (!company) throw new UnauthorizedError();
  return { user, company };
}
