import type { EntityManager } from '@mikro-orm/core';
import type { TwoFactorStatus } from '@dirigeo/schemas';
import { findCurrentUser } from './find-current-user.ts';
import { countRecoveryCodesLeft } from './recovery-codes.ts';

/** Where the signed-in user's two-factor sign-in stands, for the Sécurité tab. */
export async function findTwoFactorStatus(em: EntityManager, userId: number): Promise<TwoFactorStatus> {
  const user = await findCurrentUser(em, userId);
  const enabledAt = user.twoFactorEnabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await countRecoveryCodesLeft(em, userId) : 0,
  };
}
