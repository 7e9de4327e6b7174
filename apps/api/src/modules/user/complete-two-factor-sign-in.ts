import type { EntityManager } from '@mikro-orm/core';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import type { Company } from '../company/company.entity.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { recoveryCodeUsedMail } from '../mail/templates/two-factor.ts';
import { findCurrentUserWithCompany } from './find-current-user.ts';
import { countRecoveryCodesLeft } from './recovery-codes.ts';
import { SignInSecondFactorError } from './second-factor-errors.ts';
import type { User } from './user.entity.ts';
import { type SecondFactorMethod, checkSecondFactor } from './verify-second-factor.ts';

/** How long after the password the code may come: then the sign-in starts over. */
const SECOND_FACTOR_DELAY_MS = 10 * 60_000;

export const SIGN_IN_EXPIRED_MESSAGE =
  'Votre connexion a expiré : saisissez de nouveau votre nom d’utilisateur et votre mot de passe';

/** A session that passed the password and waits for the code (`stage: 'second-factor'`). */
export interface PendingSignIn {
  stage?: string | undefined;
  userId?: number | undefined;
  /** When the password was accepted, in ms since the epoch. */
  signedInAt?: number | undefined;
}

/**
 * The second step of a sign-in (POST /api/login/2fa): the code (TOTP or recovery code, spent) of
 * the account whose password this session passed, less than 10 minutes ago. A recovery code used
 * is told to the owner by e-mail with how many are left. Promoting the session is the caller's.
 */
export async function completeTwoFactorSignIn(
  em: EntityManager,
  box: SecretBox,
  /** The site's origin (PUBLIC_URL), for the e-mail's links. */
  publicUrl: string,
  pending: PendingSignIn,
  code: string,
  now: Date = new Date(),
): Promise<{ user: User; company: Company; method: SecondFactorMethod }> {
  const { stage, userId, signedInAt } = pending;
  if (
    stage !== 'second-factor' ||
    userId === undefined ||
    signedInAt === undefined ||
    now.getTime() - signedInAt > SECOND_FACTOR_DELAY_MS
  ) {
    throw new UnauthorizedError(SIGN_IN_EXPIRED_MESSAGE);
  }
  const method = await checkSecondFactor(em, box, userId, code, now);
  if (method === null) throw new SignInSecondFactorError();
  const { user, company } = await findCurrentUserWithCompany(em, userId);
  if (method === 'recovery-code') {
    const left = await countRecoveryCodesLeft(em, userId);
    queueMail(em, user.email, recoveryCodeUsedMail({ firstName: user.firstName, left, siteUrl: publicUrl }));
    await em.flush();
  }
  return { user, company, method };
}
