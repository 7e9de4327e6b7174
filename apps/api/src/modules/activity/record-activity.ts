import type { ActivityKind } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { ActivityLogEntry } from './activity-log-entry.entity.ts';

/** One event to log: whose account, what, and from where. */
export interface ActivityInput {
  userId: number;
  kind: ActivityKind;
  /** What it was about, in French; cut to 255 characters. */
  detail?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  at?: Date;
}

/** What to do when an event could not be written (the caller's logger). */
export type ActivityFailureHandler = (error: unknown, input: ActivityInput) => void;

/**
 * Writes one event of an account's activity log, on its own entity manager (a fork: never the
 * request's unit of work) and outside its transaction. It never throws: a log that cannot be written
 * is reported to `onFailure` and the action that caused it goes on (issue 22: the log never
 * fails the request it describes).
 */
export async function recordActivity(
  em: EntityManager,
  input: ActivityInput,
  onFailure: ActivityFailureHandler = () => {},
): Promise<void> {
  try {
    await em.fork().insert(ActivityLogEntry, {
      userId: input.userId,
      kind: input.kind,
      detail: input.detail ? input.detail.slice(0, 255) : null,
      occurredAt: input.at ?? new Date(),
      ip: input.ip ? input.ip.slice(0, 64) : null,
      userAgent: input.userAgent ? input.userAgent.slice(0, 512) : null,
    });
  } catch (error) {
    onFailure(error, input);
  }
}
