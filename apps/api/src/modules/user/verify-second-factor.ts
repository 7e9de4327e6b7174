import type { EntityManager } from '@mikro-orm/core';
import { RECOVERY_CODE_LENGTH, TOTP_DIGITS } from '@dirigeo/schemas';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { normaliseSecondFactorCode, spendRecoveryCode } from './recovery-codes.ts';
import { totpStepOf } from './totp.ts';
import { User } from './user.entity.ts';

/** How a second factor was proven: the app's code, or one of the recovery codes (spent). */
export type SecondFactorMethod = 'totp' | 'recovery-code';

const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_CODE = new RegExp(`^[A-Z0-9]{${RECOVERY_CODE_LENGTH}}$`);

/**
 * Checks a second factor of an account with two-factor sign-in on, and spends it: a TOTP code is
 * accepted once (a later step than the last one accepted, set by the same statement that checks
 * it, so two requests with one code: one wins), a recovery code never serves twice. Null when the
 * code is wrong, already used, or the account has no second factor.
 */
export async function checkSecondFactor(
  em: EntityManager,
  box: SecretBox,
  userId: number,
  code: string,
  now: Date = new Date(),
): Promise<SecondFactorMethod | null> {
  const normalised = normaliseSecondFactorCode(code);
  const user = await em.findOne(User, { id: userId }, { populate: ['twoFactorSecret'], refresh: true });
  if (!user?.twoFactorEnabledAt || !user.twoFactorSecret) return null;
  if (TOTP_CODE.test(normalised)) {
    // A secret no configured key opens (one dropped from SESSION_SECRET too early): recovery codes only.
    const secret = box.tryOpen(user.twoFactorSecret);
    const step = secret === null ? null : totpStepOf(secret, normalised, now);
    if (step === null) return null;
    const accepted = await em.nativeUpdate(
      User,
      { id: userId, $or: [{ twoFactorLastStep: null }, { twoFactorLastStep: { $lt: step } }] },
      { twoFactorLastStep: step },
    );
    return accepted === 1 ? 'totp' : null;
  }
  if (RECOVERY_CODE.test(normalised)) {
    return (await spendRecoveryCode(em, userId, normalised)) ? 'recovery-code' : null;
  }
  return null;
}

/**
 * Whether `code` is a valid second factor of `user` (TOTP or recovery code), spending it: what a
 * sensitive action (account deletion…) calls when `twoFactorEnabled` is true. False when the
 * account has no second factor.
 */
export async function verifySecondFactor(
  em: EntityManager,
  box: SecretBox,
  user: Pick<User, 'id'>,
  code: string,
): Promise<boolean> {
  return (await checkSecondFactor(em, box, user.id, code)) !== null;
}
