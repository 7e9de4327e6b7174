import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A named back-office account (issue 22 §3): created with `pnpm admin:create`, signed in with its
 * username, its password (argon2id, `lib/password.ts`) and a TOTP code. The TOTP secret is sealed
 * with the server's secret box, like a client's; `totpLastStep` accepts each code once. A disabled
 * account (`disabledAt`) can no longer sign in; it stays for the audit log.
 */
export const AdminAccount = defineEntity({
  name: 'AdminAccount',
  tableName: 'admin_account',
  properties: {
    id: p.integer().primary(),
    /** Stored lower-cased; unique whatever the case it was typed in. */
    username: p.string().length(64),
    passwordHash: p.string().length(255).hidden().lazy(),
    totpSecret: p.string().length(255).hidden().lazy(),
    totpLastStep: p.integer().nullable().hidden(),
    createdAt: p.datetime(),
    disabledAt: p.datetime().nullable(),
  },
});
export type AdminAccount = InferEntity<typeof AdminAccount>;

/** One action of the back office, with its author (issue 22 §3). */
export const AdminAuditEntry = defineEntity({
  name: 'AdminAuditEntry',
  tableName: 'admin_audit_log',
  properties: {
    id: p.integer().primary(),
    /** Null for the bootstrap password (ADMIN_PASSWORD), which names nobody. */
    adminAccountId: p.integer().nullable().index('admin_audit_log_admin_account_id_index'),
    /** The author's username when it acted (`ADMIN_PASSWORD` for the bootstrap password). */
    author: p.string().length(64),
    /** What was done: `sign-in`, `contact-status`, `article-create`… */
    action: p.string().length(64),
    /** What it was done to (`contact_submission:12`, `article:guide-paie`…), if anything. */
    target: p.string().length(255).nullable(),
    createdAt: p.datetime().index('admin_audit_log_created_at_index'),
  },
});
export type AdminAuditEntry = InferEntity<typeof AdminAuditEntry>;
