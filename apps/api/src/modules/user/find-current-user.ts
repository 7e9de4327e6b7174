import type { EntityManager } from '@mikro-orm/core';
import { UnauthorizedError } from '../../lib/errors.ts';
import { Company } from '../company/company.entity.ts';
import { User } from './user.entity.ts';
import type { User as UserDto } from '@dirigeo/schemas';
import { toUserDto } from './user.dto.ts';

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

/**
 * What GET /api/session answers: the signed-in user as the profile answers them, or null when no one
 * is signed in or the account no longer exists (closed from another browser).
 */
export async function describeSession(
  em: EntityManager,
  userId: number | null,
): Promise<{ user: UserDto | null }> {
  if (userId === null) return { user: null };
  const user = await em.findOne(User, { id: userId });
  const company = user ? await em.findOne(Company, { user: userId }) : null;
  return { user: user && company ? toUserDto(user, company) : null };
}
