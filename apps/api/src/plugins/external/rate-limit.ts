import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../../lib/errors.ts';
import {
  PostgresRateLimitStore,
  purgeExpiredRateLimitCounters,
} from '../../lib/rate-limit/postgres-rate-limit-store.ts';

export interface RateLimitPluginOptions {
  /** Redis holds the counters when set (REDIS_URL); otherwise the database does. */
  redisUrl?: string | undefined;
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`: sign-in, registration, the public forms);
 * the answer is a 429 with a French message. The counters live where every instance of the API
 * sees them: in Redis when REDIS_URL is set, otherwise in the database's `rate_limit_counter`
 * table (every deployment has one). A route that declares `config.rateLimit` is covered without
 * anything else to do.
 */
async function rateLimit(fastify: FastifyInstance, options: RateLimitPluginOptions): Promise<void> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // Loaded only when used: ioredis adds about 100 ms to a start-up that has no use for it.
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(options.redisUrl, {
      // A limited request fails at once while Redis is unreachable, rather than waiting in a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
      lazyConnect: true,
    });
    const client = redis;
    client.on('error', (error) => fastify.log.warn({ err: error }, 'rate-limit store (Redis) unreachable'));
    await client.connect();
    fastify.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  const em = fastify.orm.em.fork();
  await fastify.register(fastifyRateLimit, {
    global: false,
    // An IPv6 client holds a whole /64 (RFC 6177): its addresses share one counter.
    ipv6Subnet: 64,
    ...(redis
      ? { redis, nameSpace: 'dirigeo-rate-limit-' }
      : {
          store: class extends PostgresRateLimitStore {
            constructor() {
              super(em);
            }
          },
        }),
    // Thrown by the plugin: a typed error, so the error handler keeps this French message.
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Trop de tentatives. Veuillez réessayer dans ${Math.max(1, Math.ceil(context.ttl / 1000))} secondes.`,
      ),
  });
  if (!redis) {
    // Redis expires its keys itself; finished windows in the table are deleted every hour.
    fastify.jobs.register({
      name: 'rate-limit-purge',
      schedule: '15 * * * *',
      run: async () => ({ purged: await purgeExpiredRateLimitCounters(em.fork()) }),
    });
  }
}

export default fp(rateLimit, { name: 'rate-limit', dependencies: ['orm', 'jobs'] });
