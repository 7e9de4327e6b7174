import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PASSWORD_RESET_VALID_MINUTES, type PasswordResetRequestBody } from '@dirigeo/schemas';
import { queueMail } from '../mail/queue-mail.ts';
import { passwordResetMail } from '../mail/templates/password-reset.ts';
import { PasswordResetToken } from './password-reset-token.entity.ts';
import { normaliseEmail } from './user-conflicts.ts';
import { User } from './user.entity.ts';

/** The SHA-256 of a reset token, in hex: what the table keeps (the token has 256 random bits). */
export function passwordResetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sends a single-use reset link, valid PASSWORD_RESET_VALID_MINUTES, to the account with this
 * address, and replaces any earlier link. An unknown address does nothing: the caller answers the
 * same either way, so nobody learns which addresses have an account.
 */
export async function requestPasswordReset(
  em: EntityManager,
  body: PasswordResetRequestBody,
  publicUrl: string,
  now: Date = new Date(),
): Promise<void> {
  const user = await em.findOne(User, { email: normaliseEmail(body.email) });
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await em.nativeDelete(PasswordResetToken, { user: user.id, usedAt: null });
  em.create(PasswordResetToken, {
    user,
    tokenHash: passwordResetTokenHash(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
    usedAt: null,
  });
  const url = `${publicUrl}/auth/reinitialiser?token=${encodeURIComponent(token)}`;
  queueMail(
    em,
    user.email,
    passwordResetMail({ firstName: user.firstName, url, validMinutes: PASSWORD_RESET_VALID_MINUTES }),
  );
  await em.flush();
}
