import type { ActivityPage, ActivityQuery } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { describeDevice } from '../session/describe-device.ts';
import { ActivityLogEntry } from './activity-log-entry.entity.ts';

/** GET /api/user/activity: a page of the signed-in user's log, newest first. */
export async function listActivity(
  em: EntityManager,
  userId: number,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const [entries, total] = await em.findAndCount(
    ActivityLogEntry,
    { userId },
    {
      orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
  );
  return {
    events: entries.map(toActivityEventDto),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

export function toActivityEventDto(entry: ActivityLogEntry): ActivityPage['events'][number] {
  return {
    id: entry.id,
    kind: entry.kind,
    detail: entry.detail ?? null,
    occurredAt: entry.occurredAt.toISOString(),
    ip: entry.ip ?? null,
    device: describeDevice(entry.userAgent ?? null),
  };
}
