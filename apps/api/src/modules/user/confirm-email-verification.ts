import type { EntityManager } from '@mikro-orm/core';
import type { EmailVerificationConfirmBody, EmailVerificationResult } from '@dirigeo/schemas';
import { BadRequestError } from '../../lib/errors.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { emailChangedMail } from '../mail/templates/account-email.ts';
import { EmailVerification } from './email-verification.entity.ts';
import { emailVerificationTokenHash } from './issue-email-verification.ts';
import { assertUnique, conflictFromUniqueViolation } from './user-conflicts.ts';
import { User } from './user.entity.ts';

export const INVALID_VERIFICATION_LINK_MESSAGE =
  'Ce lien de confirmation n’est plus valable (déjà utilisé ou expiré)\u00a0: demandez-en un nouveau depuis vos paramètres';

/**
 * Follows a verification link: the token must be unused and unexpired, and is spent by the same
 * statement that checks it (one link, one use, even twice at once). The account's own address
 * becomes verified; a new address (an e-mail change) replaces the old one, verified, if no other
 * account took it meanwhile, and the old address is told. Works without a session: the link may be
 * opened on another device.
 */
export async function confirmEmailVerification(
  em: EntityManager,
  body: EmailVerificationConfirmBody,
  publicUrl: string,
  now: Date = new Date(),
): Promise<EmailVerificationResult> {
  const found = await em.findOne(
    EmailVerification,
    { tokenHash: emailVerificationTokenHash(body.token), usedAt: null, expiresAt: { $gt: now } },
    { populate: ['user'] },
  );
  if (!found) throw new BadRequestError(INVALID_VERIFICATION_LINK_MESSAGE);
  const user = found.user;
  const previousEmail = user.email;
  const changing = found.email !== previousEmail;
  if (changing) await assertUnique(em, { email: found.email }, user.id);
  try {
    await em.transactional(async (tx) => {
      const spent = await tx.nativeUpdate(EmailVerification, { id: found.id, usedAt: null }, { usedAt: now });
      if (spent === 0) throw new BadRequestError(INVALID_VERIFICATION_LINK_MESSAGE);
      if (changing) {
        await tx.nativeUpdate(
          User,
          { id: user.id },
          { email: found.email, emailVerifiedAt: now, pendingEmail: null },
        );
        // Links sent to the old address prove nothing any more.
        await tx.nativeDelete(EmailVerification, { user: user.id, usedAt: null });
        queueMail(
          tx,
          previousEmail,
          emailChangedMail({ firstName: user.firstName, newEmail: found.email, siteUrl: publicUrl }),
        );
      } else {
        await tx.nativeUpdate(User, { id: user.id }, { emailVerifiedAt: now });
      }
    });
  } catch (error) {
    throw conflictFromUniqueViolation(error);
  }
  return { outcome: changing ? 'changed' : 'verified', email: found.email };
}
