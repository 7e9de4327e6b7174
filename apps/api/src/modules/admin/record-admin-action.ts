import type { EntityManager } from '@mikro-orm/core';
import { AdminAccount, AdminAuditEntry } from './admin-account.entity.ts';

/** The author the log names for the bootstrap password, which names nobody. */
const BOOTSTRAP_AUTHOR = 'ADMIN_PASSWORD';

/**
 * Writes one line of the back office's audit log (issue 22 §3): `adminAccountId` is the session's
 * account (null for the bootstrap password); the author's username is copied, so the line keeps
 * naming them whatever happens to the account.
 */
export async function recordAdminAction(
  em: EntityManager,
  adminAccountId: number | null,
  action: string,
  target: string | null = null,
  now: Date = new Date(),
): Promise<void> {
  const account = adminAccountId === null ? null : await em.findOne(AdminAccount, { id: adminAccountId });
  em.create(AdminAuditEntry, {
    adminAccountId,
    author: account?.username ?? BOOTSTRAP_AUTHOR,
    action,
    target: target?.slice(0, 255) ?? null,
    createdAt: now,
  });
  await em.flush();
}
