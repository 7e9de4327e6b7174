import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One rate limit's counter (a route and a client address), shared by every instance of the API
 * (see `lib/rate-limit/postgres-rate-limit-store.ts`). Expired rows are reset by the next request
 * and purged periodically.
 */
export const RateLimitCounter = defineEntity({
  name: 'RateLimitCounter',
  properties: {
    /** The route's method and URL, then the client's key (its IP address). */
    key: p.string().length(512).primary(),
    /** Requests counted in the current window. */
    hits: p.integer(),
    /** End of the current window. */
    expiresAt: p.datetime().index('rate_limit_counter_expires_at_index'),
  },
});
export type RateLimitCounter = InferEntity<typeof RateLimitCounter>;
