import type { EntityManager } from '@mikro-orm/core';
import type { LoginBody } from '@dirigeo/schemas';
import { UnauthorizedError } from '../../lib/errors.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { usernameIs } from './user-conflicts.ts';
import { User } from './user.entity.ts';

/** One message for an unknown username and a wrong password: it does not tell which one. */
const INVALID_CREDENTIALS_MESSAGE = "Nom d'utilisateur ou mot de passe incorrect";

/**
 * The user whose username and password these are. An unknown username still costs one argon2
 * verification (against a decoy hash), so the answer's timing does not reveal it either.
 */
export async function authenticateUser(em: EntityManager, body: LoginBody): Promise<User> {
  // A closed account (deleted by its owner) signs in no more, whatever is sent.
  const user = await em.findOne(
    User,
    { ...usernameIs(body.username), closedAt: null },
    { populate: ['passwordHash'] },
  );
  const hash = user?.passwordHash ?? (await decoyPasswordHash());
  const valid = await verifyPassword(hash, body.password);
  if (!user || !valid) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  return user;
}

/** The id of the account a username names (without case), or null: the log of a failed sign-in. */
export async function findUserIdByUsername(em: EntityManager, username: string): Promise<number | null> {
  if (username === '') return null;
  const user = await em.findOne(User, { ...usernameIs(username), closedAt: null }, { fields: ['id'] });
  return user?.id ?? null;
}
