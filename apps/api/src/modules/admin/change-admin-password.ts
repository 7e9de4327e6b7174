import type { EntityManager } from '@mikro-orm/core';
import { hashPassword } from '../../lib/password.ts';
import { AdminAccount } from './admin-account.entity.ts';
import { AdminAccountNotFoundError, normaliseAdminUsername } from './admin-errors.ts';
import { assertAcceptableAdminPassword } from './create-admin-account.ts';
import { endAdminSessions } from './end-admin-sessions.ts';

/**
 * Sets a new password on a back-office account (`pnpm admin:password`) and ends its open sessions.
 * Answers how many sessions were ended.
 */
export async function changeAdminPassword(
  em: EntityManager,
  username: string,
  password: string,
): Promise<number> {
  const name = normaliseAdminUsername(username);
  const account = await em.findOne(AdminAccount, { username: name });
  if (!account) throw new AdminAccountNotFoundError(name);
  assertAcceptableAdminPassword(password, name);
  account.passwordHash = await hashPassword(password);
  await em.flush();
  return endAdminSessions(em, account.id);
}
