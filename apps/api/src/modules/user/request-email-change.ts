import type { EntityManager } from '@mikro-orm/core';
import type { EmailChangeBody } from '@dirigeo/schemas';
import { ValidationError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { emailChangeConfirmationMail, emailChangeRequestedMail } from '../mail/templates/account-email.ts';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './change-password.ts';
import { issueEmailVerification } from './issue-email-verification.ts';
import { assertUnique, normaliseEmail } from './user-conflicts.ts';
import type { Company } from '../company/company.entity.ts';
import { findCurrentUserWithCompany } from './find-current-user.ts';
import { User } from './user.entity.ts';

const SAME_EMAIL_MESSAGE = 'C’est déjà l’adresse de votre compte';

/**
 * Asks for a new address: the current password is checked, the new address (unused by any other
 * account, whatever its case) gets a link and becomes the account's only once it is followed; the
 * current address is told at once, so that its owner can react if it was not them.
 */
export async function requestEmailChange(
  em: EntityManager,
  userId: number,
  body: EmailChangeBody,
  publicUrl: string,
): Promise<{ user: User; company: Company }> {
  const user = await em.findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new ValidationError([{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
  }
  const email = normaliseEmail(body.email);
  if (email === user.email) throw new ValidationError([{ path: 'email', message: SAME_EMAIL_MESSAGE }]);
  await assertUnique(em, { email }, user.id);
  const url = await issueEmailVerification(em, user, email, publicUrl);
  user.pendingEmail = email;
  queueMail(em, email, emailChangeConfirmationMail({ firstName: user.firstName, url }));
  queueMail(
    em,
    user.email,
    emailChangeRequestedMail({
      firstName: user.firstName,
      newEmail: email,
      securityUrl: `${publicUrl}/settings?onglet=securite`,
    }),
  );
  await em.flush();
  return findCurrentUserWithCompany(em, userId);
}
