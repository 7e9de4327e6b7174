import type { EntityManager } from '@mikro-orm/core';
import type { ChangePasswordBody } from '@dirigeo/schemas';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertAcceptablePassword } from './assert-acceptable-password.ts';
import { assertNotCurrentPassword } from './assert-not-current-password.ts';
import { User } from './user.entity.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Le mot de passe actuel est incorrect';

/** Replaces the password after checking the current one. Ending other sessions is the caller's. */
export async function changePassword(
  em: EntityManager,
  userId: number,
  body: ChangePasswordBody,
): Promise<void> {
  const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
  if (!user) throw new UnauthorizedError();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new BadRequestError(WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  assertAcceptablePassword(body.newPassword, user, 'newPassword');
  await assertNotCurrentPassword(user.passwordHash, body.newPassword, 'newPassword');
  user.passwordHash = await hashPassword(body.newPassword);
  await em.flush();
}
