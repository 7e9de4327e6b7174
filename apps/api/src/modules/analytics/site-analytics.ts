import type { SiteAnalyticsDay } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { querySql, runSql } from '../../lib/db/sql.ts';
import { ANALYTICS_TIME_ZONE, addDays, parisDayOf } from './paris-day.ts';

/** Pages a day's row keeps, most viewed first. */
const TOP_PAGES_KEPT = 10;

const DAY = `'YYYY-MM-DD'`;

/** A day's figures from its counters (not yet closed) and from the stored exchanges and requests. */
function emptyDay(date: string): SiteAnalyticsDay {
  return {
    date,
    pageViews: 0,
    uniqueVisitors: 0,
    chatInteractions: 0,
    formSubmissions: 0,
    averageSessionDuration: 0,
    bounceRate: 0,
    topPages: [],
  };
}

/** Counts of a table's rows per Paris day of `created_at`, for the days from `first` to `last`. */
async function countPerDay(em: EntityManager, table: string, first: string, last: string) {
  // The bound on created_at itself lets the index narrow the rows (a Paris day starts at most 2 h
  // before the UTC one); the Paris date then decides.
  const rows = await querySql<{ day: string; count: number | string }>(
    em,
    `select to_char((created_at at time zone '${ANALYTICS_TIME_ZONE}')::date, ${DAY}) as day, count(*) as count
       from ${table}
      where created_at >= ?::timestamptz and created_at < ?::timestamptz
        and (created_at at time zone '${ANALYTICS_TIME_ZONE}')::date between ?::date and ?::date
      group by 1`,
    [`${addDays(first, -1)}T00:00:00Z`, `${addDays(last, 1)}T12:00:00Z`, first, last],
  );
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/**
 * The figures of the days from `first` to `last` that are not closed, computed from the open
 * counters, the assistant's exchanges and the contact requests (spec 001 §3's fields).
 */
async function computeDays(
  em: EntityManager,
  first: string,
  last: string,
): Promise<Map<string, SiteAnalyticsDay>> {
  const [visitors, pages, chats, contacts] = await Promise.all([
    querySql<{
      day: string;
      unique_visitors: number | string;
      page_views: number | string;
      visits: number | string;
      bounced: number | string;
      duration_ms: number | string;
    }>(
      em,
      `select to_char(day, ${DAY}) as day, count(*) as unique_visitors, sum(page_views) as page_views,
              sum(visits) as visits,
              sum(bounced_visits + case when current_visit_pages = 1 then 1 else 0 end) as bounced,
              sum(duration_ms) as duration_ms
         from analytics_visitor where day between ?::date and ?::date group by day`,
      [first, last],
    ),
    querySql<{ day: string; path: string; views: number | string }>(
      em,
      `select to_char(day, ${DAY}) as day, path, views from analytics_page_view
        where day between ?::date and ?::date order by day, views desc, path`,
      [first, last],
    ),
    countPerDay(em, 'chat_conversation', first, last),
    countPerDay(em, 'contact_submission', first, last),
  ]);
  const days = new Map<string, SiteAnalyticsDay>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = emptyDay(date);
      days.set(date, day);
    }
    return day;
  };
  for (const row of visitors) {
    const day = dayOf(row.day);
    const visits = Number(row.visits);
    day.uniqueVisitors = Number(row.unique_visitors);
    day.pageViews = Number(row.page_views);
    day.averageSessionDuration = visits > 0 ? Math.round(Number(row.duration_ms) / visits / 1000) : 0;
    day.bounceRate = visits > 0 ? Math.round((Number(row.bounced) / visits) * 10_000) / 100 : 0;
  }
  for (const row of pages) {
    const day = dayOf(row.day);
    if (day.topPages.length < TOP_PAGES_KEPT) day.topPages.push({ path: row.path, views: Number(row.views) });
  }
  for (const [date, count] of chats) dayOf(date).chatInteractions = count;
  for (const [date, count] of contacts) dayOf(date).formSubmissions = count;
  return days;
}

/**
 * Closes every day before today (Paris) that still has counters: its figures are stored in
 * `site_analytics`, its visitors' hashes and page counters deleted, and the salts of past days
 * with them. Safe to run on several instances at once. Answers how many days it closed.
 */
export async function closeAnalyticsDays(em: EntityManager, now = new Date()): Promise<number> {
  const today = parisDayOf(now);
  return em.transactional(async (tx) => {
    const open = await querySql<{ day: string }>(
      tx,
      `select to_char(day, ${DAY}) as day from analytics_visitor where day < ?::date
       union select to_char(day, ${DAY}) from analytics_page_view where day < ?::date order by 1`,
      [today, today],
    );
    for (const { day: date } of open) {
      const day = (await computeDays(tx, date, date)).get(date) ?? emptyDay(date);
      await runSql(
        tx,
        `insert into site_analytics (date, page_views, unique_visitors, chat_interactions, form_submissions,
           average_session_duration, bounce_rate, top_pages, created_at)
         values (?::date, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::timestamptz) on conflict (date) do nothing`,
        [
          date,
          day.pageViews,
          day.uniqueVisitors,
          day.chatInteractions,
          day.formSubmissions,
          day.averageSessionDuration,
          day.bounceRate,
          JSON.stringify(day.topPages),
          now.toISOString(),
        ],
      );
      await runSql(tx, 'delete from analytics_visitor where day = ?::date', [date]);
      await runSql(tx, 'delete from analytics_page_view where day = ?::date', [date]);
    }
    await runSql(tx, 'delete from analytics_salt where day < ?::date', [today]);
    return open.length;
  });
}

/**
 * The last `dayCount` days of the site's analytics, oldest first, today (so far) included: the
 * closed days as stored, the others computed (today, and days without a visit, which still count
 * the assistant's exchanges and the contact requests).
 */
export async function getSiteAnalytics(
  em: EntityManager,
  dayCount: number,
  now = new Date(),
): Promise<SiteAnalyticsDay[]> {
  const last = parisDayOf(now);
  const first = addDays(last, -(dayCount - 1));
  const [stored, computed] = await Promise.all([
    querySql<{
      date: string;
      page_views: number;
      unique_visitors: number;
      chat_interactions: number;
      form_submissions: number;
      average_session_duration: number;
      bounce_rate: number | string;
      top_pages: unknown;
    }>(
      em,
      `select to_char(date, ${DAY}) as date, page_views, unique_visitors, chat_interactions, form_submissions,
              average_session_duration, bounce_rate::float8 as bounce_rate, top_pages
         from site_analytics where date between ?::date and ?::date`,
      [first, last],
    ),
    computeDays(em, first, last),
  ]);
  const closed = new Map(
    stored.map((row) => [
      row.date,
      {
        date: row.date,
        pageViews: row.page_views,
        uniqueVisitors: row.unique_visitors,
        chatInteractions: row.chat_interactions,
        formSubmissions: row.form_submissions,
        averageSessionDuration: row.average_session_duration,
        bounceRate: Number(row.bounce_rate),
        topPages: parseTopPages(row.top_pages),
      } satisfies SiteAnalyticsDay,
    ]),
  );
  const days: SiteAnalyticsDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    days.push(closed.get(date) ?? computed.get(date) ?? emptyDay(date));
  }
  return days;
}

const topPagesSchema = z.array(z.object({ path: z.string(), views: z.number().int() }));

/** The stored `top_pages` (jsonb: parsed by the driver, or its text on some drivers). */
function parseTopPages(value: unknown): { path: string; views: number }[] {
  const parsed = topPagesSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : [];
}
