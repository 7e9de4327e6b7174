import type { EntityManager } from '@mikro-orm/core';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertAcceptablePassword } from '../user/assert-acceptable-password.ts';
import { newTotpSecret, totpUri } from '../user/totp.ts';
import { AdminAccount } from './admin-account.entity.ts';
import { ADMIN_USERNAME, AdminAccountError, normaliseAdminUsername } from './admin-errors.ts';

export interface CreatedAdminAccount {
  account: AdminAccount;
  /** The TOTP secret in base32, shown once to be typed into the authenticator app. */
  totpSecret: string;
  /** The `otpauth://` URI the authenticator app reads (from a QR code). */
  otpauthUrl: string;
}

/** The minimum length of a back-office password (the client rules add the guessability check). */
const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Refuses a back-office password too short or too guessable (the client area's rules, stricter length). */
export function assertAcceptableAdminPassword(password: string, username: string): void {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AdminAccountError(
      `Le mot de passe doit comporter au moins ${ADMIN_PASSWORD_MIN_LENGTH} caractères.`,
    );
  }
  try {
    assertAcceptablePassword(password, { username }, 'password');
  } catch {
    throw new AdminAccountError(
      'Ce mot de passe est trop facile à deviner (courant, déjà divulgué ou tiré de l’identifiant) : choisissez-en un autre.',
    );
  }
}

/**
 * Creates a named back-office account (`pnpm admin:create`) with a new TOTP secret, sealed with the
 * server's secret box. Refuses a malformed username, one already taken (whatever its case), or a
 * weak password.
 */
export async function createAdminAccount(
  em: EntityManager,
  box: SecretBox,
  input: { username: string; password: string },
  now: Date = new Date(),
): Promise<CreatedAdminAccount> {
  const username = normaliseAdminUsername(input.username);
  if (!ADMIN_USERNAME.test(username)) {
    throw new AdminAccountError(
      "L'identifiant doit comporter de 3 à 64 caractères : lettres sans accent, chiffres, point, tiret ou tiret bas.",
    );
  }
  if ((await em.count(AdminAccount, { username })) > 0) {
    throw new AdminAccountError(`L'identifiant « ${username} » est déjà pris.`);
  }
  assertAcceptableAdminPassword(input.password, username);
  const totpSecret = newTotpSecret();
  const account = em.create(AdminAccount, {
    username,
    passwordHash: await hashPassword(input.password),
    totpSecret: box.seal(totpSecret),
    totpLastStep: null,
    createdAt: now,
    disabledAt: null,
  });
  await em.flush();
  return { account, totpSecret, otpauthUrl: totpUri(totpSecret, `admin:${username}`) };
}
