import { z } from 'zod';

/** The PostgreSQL channel every API instance LISTENs on for cache invalidations. */
export const CACHE_CHANNEL = 'dirigeo_cache';

/** What a write tells every instance (the NOTIFY payload, JSON; PostgreSQL caps it under 8,000 bytes). */
export const cacheEventSchema = z.discriminatedUnion('type', [
  /** One session was written or destroyed; `sid` is its key, the hash of its id (never the id). */
  z.object({ type: z.literal('session'), sid: z.string() }),
  /** Every session of a user ended but the one whose key is `keepSid` (a password change). */
  z.object({ type: z.literal('user-sessions'), userId: z.number().int(), keepSid: z.string() }),
  /** A user's payslips changed (created, deleted). */
  z.object({ type: z.literal('payslips'), userId: z.number().int() }),
  /** A listener's round trip through PostgreSQL (see `PostgresCacheListener.ping`); changes nothing. */
  z.object({ type: z.literal('ping'), id: z.string() }),
]);

export type CacheEvent = z.infer<typeof cacheEventSchema>;

/** The event in a notification payload; undefined for a payload this version does not understand. */
export function parseCacheEvent(payload: string | undefined): CacheEvent | undefined {
  if (payload === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = cacheEventSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
