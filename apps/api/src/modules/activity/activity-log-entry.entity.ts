import { ACTIVITY_KINDS } from '@dirigeo/schemas';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One event of an account's activity log (`activity_log_entry`): who (`userId`), what (`kind`,
 * `detail`), when, and from where (the address and the browser's user agent). `userId` is a plain
 * column, not a foreign key: the log is connection data, kept its own 12 months
 * (`dataRetention.activityLogMonths`) whatever becomes of the account, then purged.
 */
export const ActivityLogEntry = defineEntity({
  name: 'ActivityLogEntry',
  tableName: 'activity_log_entry',
  indexes: [{ name: 'activity_log_entry_user_id_occurred_at_index', properties: ['userId', 'occurredAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer(),
    kind: p.enum(ACTIVITY_KINDS),
    /** What it was about, in French (« Bulletin de mars 2026 »); null when the kind says it all. */
    detail: p.string().length(255).nullable(),
    occurredAt: p.datetime().index('activity_log_entry_occurred_at_index'),
    ip: p.string().length(64).nullable(),
    /** The browser's User-Agent, cut to 512 characters. */
    userAgent: p.string().length(512).nullable(),
  },
});
export type ActivityLogEntry = InferEntity<typeof ActivityLogEntry>;
