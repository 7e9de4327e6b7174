import { dataRetention } from '@dirigeo/site-content';
import type { EntityManager } from '@mikro-orm/core';
import { subtractCalendarMonths } from '../retention/retention-cutoffs.ts';
import { ActivityLogEntry } from './activity-log-entry.entity.ts';

/** The date before which an activity log's event has outlived its 12 months (`dataRetention.activityLogMonths`). */
function activityLogCutoff(now: Date): Date {
  return subtractCalendarMonths(now, dataRetention.activityLogMonths);
}

/** Deletes the events older than the log's retention at `now`, every account's; answers how many. */
export async function purgeExpiredActivity(em: EntityManager, now: Date): Promise<number> {
  return em.nativeDelete(ActivityLogEntry, { occurredAt: { $lt: activityLogCutoff(now) } });
}
