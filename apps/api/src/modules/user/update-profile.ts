import type { EntityManager } from '@mikro-orm/core';
import type { UpdateProfileBody } from '@dirigeo/schemas';
import { NotFoundError } from '../../lib/errors.ts';
import { assertUnique, conflictFromUniqueViolation, normaliseEmail } from './user-conflicts.ts';
import { User } from './user.entity.ts';

/**
 * Replaces the profile fields of the signed-in user. Another user's id answers 404, as if it did
 * not exist: nobody learns which ids are taken.
 */
export async function updateProfile(
  em: EntityManager,
  currentUserId: number,
  targetUserId: number,
  body: UpdateProfileBody,
): Promise<User> {
  if (targetUserId !== currentUserId) throw new NotFoundError('Utilisateur introuvable');
  const user = await em.findOne(User, { id: currentUserId });
  if (!user) throw new NotFoundError('Utilisateur introuvable');
  const email = normaliseEmail(body.email);
  if (email !== user.email) await assertUnique(em, { email }, user.id);
  em.assign(user, {
    firstName: body.firstName,
    lastName: body.lastName,
    email,
    company: body.company,
    position: body.position,
    phone: body.phone ?? null,
    status: body.status,
  });
  try {
    await em.flush();
  } catch (error) {
    throw conflictFromUniqueViolation(error);
  }
  return user;
}
