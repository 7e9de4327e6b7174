import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { querySql } from '../db/sql.ts';

/** What @fastify/rate-limit asks of a store: a count and the time left in the window. */
export interface RateLimitState {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, state?: RateLimitState) => void;

/**
 * The part of a route's merged options the store reads (`child`): the plugin passes its parameters
 * with the route as `routeInfo` (its declared types say the route's options alone).
 */
const routeLimitOptionsSchema = z.object({
  routeInfo: z
    .object({ method: z.union([z.string(), z.array(z.string())]).optional(), url: z.string().optional() })
    .optional(),
  continueExceeding: z.boolean().optional(),
  exponentialBackoff: z.boolean().optional(),
});

const stateRow = z.object({ hits: z.coerce.number().int(), ttl: z.coerce.number() });

/**
 * A store for @fastify/rate-limit whose counters are rows of `rate_limit_counter`, so that every
 * instance sharing the database counts the same requests (two instances no longer let one address
 * try twice as many passwords). One statement per request: an upsert that starts a new window when
 * the old one is over, and otherwise adds one, atomically (concurrent requests wait on the row).
 * The window is fixed, as in the plugin's own stores; `continueExceeding` and `exponentialBackoff`
 * are not supported (no route uses them).
 */
export class PostgresRateLimitStore {
  readonly #em: EntityManager;
  readonly #prefix: string;

  constructor(em: EntityManager, prefix = '') {
    this.#em = em;
    this.#prefix = prefix;
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.#increment(this.#prefix + key, timeWindow).then(
      (state) => callback(null, state),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  read(key: string, callback: Callback): void {
    this.#read(this.#prefix + key).then(
      (state) => callback(null, state),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** The store of one route: its counters are keyed by the route too, as the Redis store's are. */
  child(routeOptions: object): PostgresRateLimitStore {
    const options = routeLimitOptionsSchema.parse(routeOptions);
    if (options.continueExceeding || options.exponentialBackoff) {
      throw new Error('the PostgreSQL rate-limit store counts fixed windows only');
    }
    const method = [options.routeInfo?.method ?? ''].flat().join(',');
    return new PostgresRateLimitStore(this.#em, `${this.#prefix}${method}${options.routeInfo?.url ?? ''}-`);
  }

  async #increment(key: string, timeWindowMs: number): Promise<RateLimitState> {
    const rows = await querySql(
      this.#em,
      `insert into rate_limit_counter (key, hits, expires_at)
         values (?, 1, clock_timestamp() + make_interval(secs => ?::double precision / 1000))
       on conflict (key) do update set
         hits = case when rate_limit_counter.expires_at <= clock_timestamp() then 1
                     else rate_limit_counter.hits + 1 end,
         expires_at = case when rate_limit_counter.expires_at <= clock_timestamp() then excluded.expires_at
                           else rate_limit_counter.expires_at end
       returning hits, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000)) as ttl`,
      [key, timeWindowMs],
    );
    const row = stateRow.parse(rows[0]);
    return { current: row.hits, ttl: row.ttl };
  }

  async #read(key: string): Promise<RateLimitState> {
    const rows = await querySql(
      this.#em,
      `select hits, greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000)) as ttl
         from rate_limit_counter where key = ? and expires_at > clock_timestamp()`,
      [key],
    );
    if (rows.length === 0) return { current: 0, ttl: 0 };
    const row = stateRow.parse(rows[0]);
    return { current: row.hits, ttl: row.ttl };
  }
}

/** Deletes the counters whose window is over; returns how many. */
export async function purgeExpiredRateLimitCounters(em: EntityManager): Promise<number> {
  const rows = await querySql(
    em,
    'with deleted as (delete from rate_limit_counter where expires_at <= clock_timestamp() returning 1) select count(*) as count from deleted',
  );
  return z.coerce.number().parse((rows[0] as { count?: unknown } | undefined)?.count ?? 0);
}
