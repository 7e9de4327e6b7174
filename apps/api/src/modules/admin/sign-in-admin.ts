import type { EntityManager } from '@mikro-orm/core';
import { ADMIN_TEXTS, TOTP_DIGITS } from '@dirigeo/schemas';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { DomainError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { totpStepOf } from '../user/totp.ts';
import { AdminAccount } from './admin-account.entity.ts';
import { normaliseAdminUsername } from './admin-errors.ts';
import { isAdminPassword } from './check-admin-password.ts';
import { recordAdminAction } from './record-admin-action.ts';

/**
 * 403: the back office cannot be opened on this server (no account, no bootstrap password). A
 * refusal, not a server fault: a bot trying a server without back office must not see a 5xx.
 */
class AdminClosedError extends DomainError {
  override name = 'AdminClosedError';
  constructor() {
    super(403, ADMIN_TEXTS.closed);
  }
}

const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** Whether named accounts exist: from then on the bootstrap password opens nothing. */
export async function hasAdminAccounts(em: EntityManager): Promise<boolean> {
  return (await em.count(AdminAccount, {})) > 0;
}

/**
 * Checks a back-office sign-in and answers the account it signs in (null: the bootstrap password).
 * With named accounts: username, password (argon2id, a decoy hash when the username is unknown so
 * the time tells nothing) and a TOTP code, accepted once (a later step than the last accepted one,
 * set by the statement that checks it). Without any account: ADMIN_PASSWORD alone, compared in
 * constant time, until the first account is created (docs/adr/2026-11-27-admin-accounts.md).
 */
export async function signInAdmin(
  em: EntityManager,
  box: SecretBox,
  bootstrapPassword: string | undefined,
  input: { username?: string | undefined; password: string; code?: string | undefined },
  now: Date = new Date(),
): Promise<{ adminAccountId: number | null }> {
  if (!(await hasAdminAccounts(em))) {
    if (bootstrapPassword === undefined) throw new AdminClosedError();
    if (!isAdminPassword(bootstrapPassword, input.password))
      throw new UnauthorizedError(ADMIN_TEXTS.wrongPassword);
    await recordAdminAction(em, null, 'sign-in', null, now);
    return { adminAccountId: null };
  }
  const username = normaliseAdminUsername(input.username ?? '');
  const code = (input.code ?? '').replace(/\s/g, '');
  const issues = [
    ...(username === '' ? [{ path: 'username', message: ADMIN_TEXTS.usernameRequired }] : []),
    ...(code === '' ? [{ path: 'code', message: ADMIN_TEXTS.codeRequired }] : []),
  ];
  if (issues.length > 0) throw new ValidationError(issues);

  const account = await em.findOne(
    AdminAccount,
    { username },
    { populate: ['passwordHash', 'totpSecret'], refresh: true },
  );
  const passwordOk = await verifyPassword(
    account?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!account || !passwordOk || account.disabledAt !== null || !TOTP_CODE.test(code)) {
    throw new UnauthorizedError(ADMIN_TEXTS.wrongCredentials);
  }
  const secret = box.tryOpen(account.totpSecret);
  const step = secret === null ? null : totpStepOf(secret, code, now);
  if (step === null) throw new UnauthorizedError(ADMIN_TEXTS.wrongCredentials);
  const accepted = await em.nativeUpdate(
    AdminAccount,
    { id: account.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
    { totpLastStep: step },
  );
  if (accepted !== 1) throw new UnauthorizedError(ADMIN_TEXTS.wrongCredentials);
  await recordAdminAction(em, account.id, 'sign-in', null, now);
  return { adminAccountId: account.id };
}
