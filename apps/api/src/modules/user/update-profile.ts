import type { EntityManager } from '@mikro-orm/core';
import type { UpdateProfileBody } from '@dirigeo/schemas';
import { NotFoundError } from '../../lib/errors.ts';
import { assertUnique, conflictFromUniqueViolation, normaliseEmail } from './user-conflicts.ts';
import { User } from './user.entity.ts';

/**
 * Replaces the profile fields of the signed-in user, and the employer's details it was sent. Another user's id answers 404, as if it did
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
    // The employer's details: absent, left as they are (the spec's client does not send them);
    // empty, cleared.
    ...(body.siret === undefined ? {} : { siret: body.siret || null }),
    ...(body.companyAddress === undefined ? {} : { companyAddress: body.companyAddress || null }),
    ...(body.nafCode === undefined ? {} : { nafCode: body.nafCode || null }),
  });
  try {
    await em.flush();
  } catch (error) {
    throw conflictFromUniqueViolation(error);
  }
  return user;
}
