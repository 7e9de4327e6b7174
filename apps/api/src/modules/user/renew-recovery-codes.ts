import type { EntityManager } from '@mikro-orm/core';
import type { RecoveryCodes } from '@dirigeo/schemas';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { recoveryCodesRenewedMail } from '../mail/templates/two-factor.ts';
import { TWO_FACTOR_ALREADY_OFF_MESSAGE } from './disable-two-factor.ts';
import { findCurrentUser } from './find-current-user.ts';
import { newRecoveryCodes, storeRecoveryCodes } from './recovery-codes.ts';
import { WrongSecondFactorError } from './second-factor-errors.ts';
import { checkSecondFactor } from './verify-second-factor.ts';

/**
 * Replaces every recovery code by ten new ones (returned once), after a current second factor:
 * when they run out, or were seen by someone else.
 */
export async function renewRecoveryCodes(
  em: EntityManager,
  box: SecretBox,
  /** The site's origin (PUBLIC_URL), for the e-mail's links. */
  publicUrl: string,
  userId: number,
  code: string,
): Promise<RecoveryCodes> {
  const user = await findCurrentUser(em, userId);
  if (!user.twoFactorEnabledAt) throw new BadRequestError(TWO_FACTOR_ALREADY_OFF_MESSAGE);
  if ((await checkSecondFactor(em, box, userId, code)) === null) throw new WrongSecondFactorError();
  const recoveryCodes = newRecoveryCodes();
  await em.transactional(async (tx) => {
    await storeRecoveryCodes(tx, userId, recoveryCodes);
    queueMail(tx, user.email, recoveryCodesRenewedMail({ firstName: user.firstName, siteUrl: publicUrl }));
  });
  return { recoveryCodes };
}
