import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@dirigeo/schemas';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { RecoveryCode } from './recovery-code.entity.ts';

/** Capitals and digits without the ones read alike (I and 1, O and 0): 32 signs, 5 bits each. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What a user types, reduced to the code itself: no spaces nor dashes, in capitals. */
export function normaliseSecondFactorCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** Ten new codes (50 random bits each), shown « 7KQ2M-XW4PD ». */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => ALPHABET[randomInt(ALPHABET.length)],
    ).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * Replaces the account's recovery codes by the hashes of `codes` (argon2id, like the passwords: 50
 * bits are too few for a fast hash, ASVS 5.0 §6.5.2). In the caller's transaction.
 */
export async function storeRecoveryCodes(
  em: EntityManager,
  userId: number,
  codes: readonly string[],
): Promise<void> {
  const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseSecondFactorCode(code))));
  await em.nativeDelete(RecoveryCode, { user: userId });
  const createdAt = new Date();
  await em.insertMany(
    RecoveryCode,
    hashes.map((codeHash) => ({ user: userId, codeHash, usedAt: null, createdAt })),
  );
}

/**
 * Spends the recovery code `code` (normalised) of the account: true if it was one of its unused
 * codes, which no request can use again (the statement that marks it checks it was still unused).
 */
export async function spendRecoveryCode(em: EntityManager, userId: number, code: string): Promise<boolean> {
  const unused = await em.find(RecoveryCode, { user: userId, usedAt: null }, { fields: ['id', 'codeHash'] });
  const matches = await Promise.all(unused.map((candidate) => verifyPassword(candidate.codeHash, code)));
  const found = unused[matches.indexOf(true)];
  if (!found) return false;
  return (await em.nativeUpdate(RecoveryCode, { id: found.id, usedAt: null }, { usedAt: new Date() })) === 1;
}

/** How many recovery codes the account has not used yet. */
export function countRecoveryCodesLeft(em: EntityManager, userId: number): Promise<number> {
  return em.count(RecoveryCode, { user: userId, usedAt: null });
}
