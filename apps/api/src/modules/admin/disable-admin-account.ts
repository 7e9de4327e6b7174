import type { EntityManager } from '@mikro-orm/core';
import { AdminAccount } from './admin-account.entity.ts';
import { AdminAccountNotFoundError, normaliseAdminUsername } from './admin-errors.ts';
import { endAdminSessions } from './end-admin-sessions.ts';

/**
 * Disables a back-office account (`pnpm admin:remove`): it can no longer sign in, its open sessions
 * end now; the row stays, so that the audit log still names who did what. Answers how many
 * sessions were ended.
 */
export async function disableAdminAccount(
  em: EntityManager,
  username: string,
  now: Date = new Date(),
): Promise<number> {
  const name = normaliseAdminUsername(username);
  const account = await em.findOne(AdminAccount, { username: name });
  if (!account) throw new AdminAccountNotFoundError(name);
  account.disabledAt ??= now;
  await em.flush();
  return endAdminSessions(em, account.id);
}
