import type { EntityManager } from '@mikro-orm/core';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { BadRequestError, UnauthorizedError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { twoFactorDisabledMail } from '../mail/templates/two-factor.ts';
import { RecoveryCode } from './recovery-code.entity.ts';
import { WrongSecondFactorError } from './second-factor-errors.ts';
import { type SecondFactorMethod, checkSecondFactor } from './verify-second-factor.ts';
import { User } from './user.entity.ts';

export const TWO_FACTOR_ALREADY_OFF_MESSAGE = 'L’authentification à deux facteurs n’est pas activée';
export const WRONG_PASSWORD_MESSAGE = 'Mot de passe incorrect';

/**
 * Turns two-factor sign-in off: the password and a second factor (TOTP or recovery code) are both
 * required, so an unattended open session is not enough. The secret and the recovery codes are
 * erased and the owner is told by e-mail.
 */
export async function disableTwoFactor(
  em: EntityManager,
  box: SecretBox,
  /** The site's origin (PUBLIC_URL), for the e-mail's links. */
  publicUrl: string,
  userId: number,
  body: { password: string; code: string },
): Promise<{ method: SecondFactorMethod }> {
  const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
  if (!user) throw new UnauthorizedError();
  if (!user.twoFactorEnabledAt) throw new BadRequestError(TWO_FACTOR_ALREADY_OFF_MESSAGE);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw new WrongSecondFactorError(WRONG_PASSWORD_MESSAGE, 'password');
  }
  const method = await checkSecondFactor(em, box, userId, body.code);
  if (method === null) throw new WrongSecondFactorError();
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(
      User,
      { id: userId },
      {
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
      },
    );
    await tx.nativeDelete(RecoveryCode, { user: userId });
    queueMail(tx, user.email, twoFactorDisabledMail({ firstName: user.firstName, siteUrl: publicUrl }));
  });
  return { method };
}
