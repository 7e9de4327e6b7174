import type { EntityManager } from '@mikro-orm/core';
import { BadRequestError } from '../../lib/errors.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { emailVerificationMail } from '../mail/templates/account-email.ts';
import { findCurrentUser } from './find-current-user.ts';
import { issueEmailVerification } from './issue-email-verification.ts';

const ALREADY_VERIFIED_MESSAGE = 'Votre adresse e-mail est déjà confirmée';

/** Sends a new link that proves the signed-in user's address (the earlier one no longer works). */
export async function resendEmailVerification(
  em: EntityManager,
  userId: number,
  publicUrl: string,
): Promise<void> {
  const user = await findCurrentUser(em, userId);
  if (user.emailVerifiedAt) throw new BadRequestError(ALREADY_VERIFIED_MESSAGE);
  const url = await issueEmailVerification(em, user, user.email, publicUrl);
  queueMail(em, user.email, emailVerificationMail({ firstName: user.firstName, url }));
  await em.flush();
}
