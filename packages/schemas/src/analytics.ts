import { z } from './zod-fr.ts';

/**
 * What the public pages' few lines of script send (`navigator.sendBeacon`): a page shown, or the
 * visitor leaving it (which ends the time spent). Only the path: no query, no title, no referrer.
 */
export const ANALYTICS_EVENT_TYPES = ['pageview', 'leave'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** POST /api/analytics/event's body. */
export const analyticsEventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES, { error: 'Type d’évènement inconnu.' }),
  /** The page's path, without its query or fragment (`/blog/mon-article`). */
  path: z
    .string({ error: 'Chemin de page manquant.' })
    .max(300, { error: 'Chemin de page trop long.' })
    .regex(/^\/[^?#\s]*$/, { error: 'Chemin de page invalide.' }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** One day of the site's analytics (spec 001 §3 "Site analytics (daily, stored)"). */
export const siteAnalyticsDaySchema = z.object({
  /** The day in Paris, `YYYY-MM-DD`. */
  date: z.string(),
  pageViews: z.number().int(),
  /** Visitors told apart by a hash of their IP and browser with that day's salt. */
  uniqueVisitors: z.number().int(),
  /** Questions the assistant answered that day. */
  chatInteractions: z.number().int(),
  /** Contact requests stored that day. */
  formSubmissions: z.number().int(),
  /** Seconds, over the day's visits (a visit ends after 30 minutes without a page). */
  averageSessionDuration: z.number().int(),
  /** Percentage of visits that showed one page only (0 to 100, two decimals). */
  bounceRate: z.number(),
  /** The most viewed pages, most viewed first. */
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type SiteAnalyticsDay = z.infer<typeof siteAnalyticsDaySchema>;

/** GET /api/admin/analytics: the last days, oldest first, today included (so far). */
export const siteAnalyticsSchema = z.object({ days: z.array(siteAnalyticsDaySchema) });
export type SiteAnalytics = z.infer<typeof siteAnalyticsSchema>;
