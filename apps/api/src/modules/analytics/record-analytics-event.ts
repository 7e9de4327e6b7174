import { createHash, randomBytes } from 'node:crypto';
import type { AnalyticsEvent } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { querySql, runSql } from '../../lib/db/sql.ts';
import { parisDayOf } from './paris-day.ts';

/** A visit ends after 30 minutes without an event (the usual web-analytics rule). */
const VISIT_TIMEOUT_MINUTES = 30;

/** Who sent an event, as the request shows it: used for the day's hash, never stored. */
export interface EventSender {
  ipAddress: string;
  userAgent: string;
}

/**
 * Records the public pages' events (issue 15): a page view counts for its page and for the day's
 * visitor, a departure extends the visitor's visit up to now. The visitor is the SHA-256 of the
 * day's random salt, the IP address and the user agent: the same person tomorrow is someone else,
 * and once the salt is deleted nobody can tell whose hash it was.
 */
export class AnalyticsRecorder {
  #salt: { day: string; salt: Promise<string> } | undefined;

  /** The day's salt, shared by every instance through the `analytics_salt` table. */
  #saltOf(em: EntityManager, day: string): Promise<string> {
    if (this.#salt?.day === day) return this.#salt.salt;
    const salt = (async () => {
      await runSql(
        em,
        'insert into analytics_salt (day, salt) values (?::date, ?) on conflict (day) do nothing',
        [day, randomBytes(32).toString('hex')],
      );
      const [row] = await querySql<{ salt: string }>(
        em,
        'select salt from analytics_salt where day = ?::date',
        [day],
      );
      if (!row) throw new Error(`no analytics salt for ${day}`);
      return row.salt;
    })();
    this.#salt = { day, salt };
    // A failure is not kept: the next event tries again.
    salt.catch(() => {
      if (this.#salt?.salt === salt) this.#salt = undefined;
    });
    return salt;
  }

  async record(
    em: EntityManager,
    event: AnalyticsEvent,
    sender: EventSender,
    now = new Date(),
  ): Promise<void> {
    const day = parisDayOf(now);
    const salt = await this.#saltOf(em, day);
    const visitor = createHash('sha256')
      .update(`${salt}\n${sender.ipAddress}\n${sender.userAgent}`)
      .digest('hex');
    const at = now.toISOString();
    if (event.type === 'pageview') {
      const newVisit = `excluded.last_seen_at - v.last_seen_at > interval '${VISIT_TIMEOUT_MINUTES} minutes'`;
      await runSql(
        em,
        `insert into analytics_visitor as v (day, visitor_hash, page_views, visits, bounced_visits, current_visit_pages, duration_ms, last_seen_at)
         values (?::date, ?, 1, 1, 0, 1, 0, ?::timestamptz)
         on conflict (day, visitor_hash) do update set
           page_views = v.page_views + 1,
           visits = v.visits + (case when ${newVisit} then 1 else 0 end),
           bounced_visits = v.bounced_visits + (case when ${newVisit} and v.current_visit_pages = 1 then 1 else 0 end),
           current_visit_pages = (case when ${newVisit} then 1 else v.current_visit_pages + 1 end),
           duration_ms = v.duration_ms + (case when ${newVisit} then 0
             else greatest(0, round(extract(epoch from excluded.last_seen_at - v.last_seen_at) * 1000))::bigint end),
           last_seen_at = greatest(v.last_seen_at, excluded.last_seen_at)`,
        [day, visitor, at],
      );
      await runSql(
        em,
        `insert into analytics_page_view as p (day, path, views) values (?::date, ?, 1)
         on conflict (day, path) do update set views = p.views + 1`,
        [day, event.path],
      );
      return;
    }
    // Leaving a page ends the time spent in the visit; after 30 minutes away, the visit was over.
    await runSql(
      em,
      `update analytics_visitor set
         duration_ms = duration_ms + round(extract(epoch from ?::timestamptz - last_seen_at) * 1000)::bigint,
         last_seen_at = ?::timestamptz
       where day = ?::date and visitor_hash = ? and ?::timestamptz > last_seen_at
         and ?::timestamptz - last_seen_at <= interval '${VISIT_TIMEOUT_MINUTES} minutes'`,
      [at, at, day, visitor, at, at],
    );
  }
}
