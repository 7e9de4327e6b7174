import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The cookie-less site analytics (spec 001 §3 "Site analytics", issue 15). Nothing personal is
 * kept: a visitor is told apart, for one day only, by a hash of their IP address and browser with
 * that day's random salt. The salt is deleted once its day is over, and with it any way to link
 * a hash to anyone; the day's visitor and page counters are then summed into one `site_analytics`
 * row and deleted.
 */

/** Today's random salt (Paris day), shared by every instance of the API; deleted when the day is closed. */
export const AnalyticsSalt = defineEntity({
  name: 'AnalyticsSalt',
  tableName: 'analytics_salt',
  properties: {
    day: p.date().primary(),
    /** 32 random bytes, hex. */
    salt: p.string().length(64),
  },
});
export type AnalyticsSalt = InferEntity<typeof AnalyticsSalt>;

/** One visitor's counters for one day, under the day's hash; deleted when the day is closed. */
export const AnalyticsVisitor = defineEntity({
  name: 'AnalyticsVisitor',
  tableName: 'analytics_visitor',
  properties: {
    day: p.date().primary(),
    /** SHA-256 of the day's salt, the IP address and the user agent, hex. */
    visitorHash: p.string().length(64).primary(),
    pageViews: p.integer().default(0),
    /** Visits: a visit ends after 30 minutes without an event. */
    visits: p.integer().default(0),
    /** Visits over that showed one page only. */
    bouncedVisits: p.integer().default(0),
    /** Pages shown in the visit under way. */
    currentVisitPages: p.integer().default(0),
    /** Milliseconds spent in the day's visits, from their first event to their last. */
    durationMs: p.bigint('number').default(0),
    lastSeenAt: p.datetime(),
  },
});
export type AnalyticsVisitor = InferEntity<typeof AnalyticsVisitor>;

/** Views of one page on one day; deleted when the day is closed (its top pages are kept). */
export const AnalyticsPageView = defineEntity({
  name: 'AnalyticsPageView',
  tableName: 'analytics_page_view',
  properties: {
    day: p.date().primary(),
    path: p.string().length(300).primary(),
    views: p.integer().default(0),
  },
});
export type AnalyticsPageView = InferEntity<typeof AnalyticsPageView>;

/** A closed day of the site's analytics (spec 001 §3, with its fields). */
export const SiteAnalytics = defineEntity({
  name: 'SiteAnalytics',
  tableName: 'site_analytics',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The day in Paris. */
    date: p.date().unique(),
    pageViews: p.integer(),
    uniqueVisitors: p.integer(),
    chatInteractions: p.integer().default(0),
    formSubmissions: p.integer().default(0),
    /** Seconds per visit. */
    averageSessionDuration: p.integer(),
    /** Percentage of visits that showed one page only. */
    bounceRate: p.decimal().precision(5).scale(2),
    /** The day's most viewed pages: `[{ path, views }]`, most viewed first. */
    topPages: p.json<{ path: string; views: number }[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type SiteAnalytics = InferEntity<typeof SiteAnalytics>;
