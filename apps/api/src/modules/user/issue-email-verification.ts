import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { EMAIL_VERIFICATION_VALID_HOURS } from '@dirigeo/schemas';
import { EmailVerification } from './email-verification.entity.ts';
import type { User } from './user.entity.ts';

/** The SHA-256 of a link's token, in hex: what the table keeps (the token has 256 random bits). */
export function emailVerificationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a verification link leads: the portal's page, which posts the token. */
function emailVerificationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/confirmer?token=${encodeURIComponent(token)}`;
}

/**
 * Creates the link that proves `email` for `user` (written by the caller's flush, with the e-mail
 * that carries it) and returns its URL. An earlier unused link for the same purpose dies: a new
 * link for the account's own address replaces the earlier ones for it, a new change replaces an
 * earlier change.
 */
export async function issueEmailVerification(
  em: EntityManager,
  user: User,
  email: string,
  publicUrl: string,
  now: Date = new Date(),
): Promise<string> {
  const forOwnAddress = email === user.email;
  if (user.id !== undefined) {
    await em.nativeDelete(EmailVerification, {
      user: user.id,
      usedAt: null,
      email: forOwnAddress ? email : { $ne: user.email },
    });
  }
  const token = randomBytes(32).toString('base64url');
  em.create(EmailVerification, {
    user,
    email,
    tokenHash: emailVerificationTokenHash(token),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_VALID_HOURS * 3_600_000),
    usedAt: null,
  });
  return emailVerificationUrl(publicUrl, token);
}
