import type { EntityManager } from '@mikro-orm/core';
import type { PasswordResetConfirmBody } from '@dirigeo/schemas';
import { BadRequestError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { passwordChangedMail } from '../mail/templates/password-reset.ts';
import { assertAcceptablePassword } from './assert-acceptable-password.ts';
import { assertNotCurrentPassword } from './assert-not-current-password.ts';
import { PasswordResetToken } from './password-reset-token.entity.ts';
import { passwordResetTokenHash } from './request-password-reset.ts';
import { User } from './user.entity.ts';

export const INVALID_RESET_LINK_MESSAGE =
  'Ce lien de réinitialisation n’est plus valable (déjà utilisé ou expiré) : demandez-en un nouveau';

/**
 * Sets a new password from a reset link: the token must be unused and unexpired, and is spent by
 * the same statement that checks it (two requests with one link: one wins). Returns the account's
 * id, whose sessions the caller ends.
 */
export async function resetPassword(
  em: EntityManager,
  body: PasswordResetConfirmBody,
  publicUrl: string,
  now: Date = new Date(),
): Promise<number> {
  const tokenHash = passwordResetTokenHash(body.token);
  const found = await em.findOne(
    PasswordResetToken,
    { tokenHash, usedAt: null, expiresAt: { $gt: now } },
    { populate: ['user', 'user.passwordHash'] },
  );
  if (!found) throw new BadRequestError(INVALID_RESET_LINK_MESSAGE);
  const user = found.user;
  assertAcceptablePassword(body.password, user, 'password');
  await assertNotCurrentPassword(user.passwordHash, body.password, 'password');
  const passwordHash = await hashPassword(body.password);
  await em.transactional(async (tx) => {
    const spent = await tx.nativeUpdate(PasswordResetToken, { id: found.id, usedAt: null }, { usedAt: now });
    if (spent === 0) throw new BadRequestError(INVALID_RESET_LINK_MESSAGE);
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
    await tx.nativeDelete(PasswordResetToken, { user: user.id, usedAt: null });
    queueMail(tx, user.email, passwordChangedMail({ firstName: user.firstName, siteUrl: publicUrl }));
  });
  return user.id;
}
