import type { EntityManager } from '@mikro-orm/core';
import type { RecoveryCodes } from '@dirigeo/schemas';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { twoFactorEnabledMail } from '../mail/templates/two-factor.ts';
import { newRecoveryCodes, storeRecoveryCodes } from './recovery-codes.ts';
import { WRONG_TOTP_MESSAGE, WrongSecondFactorError } from './second-factor-errors.ts';
import { TWO_FACTOR_ALREADY_ON_MESSAGE } from './start-two-factor-setup.ts';
import { totpStepOf } from './totp.ts';
import { User } from './user.entity.ts';

const NO_PENDING_SETUP_MESSAGE =
  'Aucune configuration en cours : recommencez l’activation pour afficher un nouveau QR code';

/**
 * Turns two-factor sign-in on once the app's first code matches the pending secret: the secret
 * becomes the account's, ten recovery codes are made (returned once, only their hashes kept), and
 * the owner is told by e-mail. Ending the other sessions is the caller's.
 */
export async function enableTwoFactor(
  em: EntityManager,
  box: SecretBox,
  /** The site's origin (PUBLIC_URL), for the e-mail's links. */
  publicUrl: string,
  userId: number,
  code: string,
  now: Date = new Date(),
): Promise<RecoveryCodes> {
  const user = await em.findOne(
    User,
    { id: userId },
    { populate: ['twoFactorPendingSecret'], refresh: true },
  );
  if (!user) throw new UnauthorizedError();
  if (user.twoFactorEnabledAt) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE);
  const pending = user.twoFactorPendingSecret;
  const secret = pending ? box.tryOpen(pending) : null;
  if (!pending || secret === null) throw new BadRequestError(NO_PENDING_SETUP_MESSAGE);
  const step = totpStepOf(secret, code, now);
  if (step === null) throw new WrongSecondFactorError(WRONG_TOTP_MESSAGE);
  const recoveryCodes = newRecoveryCodes();
  await em.transactional(async (tx) => {
    const enabled = await tx.nativeUpdate(
      User,
      { id: userId, twoFactorEnabledAt: null, twoFactorPendingSecret: pending },
      {
        twoFactorSecret: pending,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: now,
        twoFactorLastStep: step,
      },
    );
    if (enabled === 0) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE);
    await storeRecoveryCodes(tx, userId, recoveryCodes);
    queueMail(tx, user.email, twoFactorEnabledMail({ firstName: user.firstName, siteUrl: publicUrl }));
  });
  return { recoveryCodes };
}
