import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../../lib/errors.ts';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), e.g. on login and registration; the
 * answer is a 429 with a French message.
 */
async function rateLimit(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyRateLimit, {
    global: false,
    // Thrown by the plugin: a typed error, so the error handler keeps this French message.
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Trop de tentatives. Veuillez réessayer dans ${Math.max(1, Math.ceil(context.ttl / 1000))} secondes.`,
      ),
  });
}

export default fp(rateLimit, { name: 'rate-limit' });
