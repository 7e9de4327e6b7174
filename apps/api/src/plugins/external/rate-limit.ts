import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), e.g. on login and registration; the
 * answer is a 429 with a French message.
 */
async function rateLimit(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Trop de tentatives. Veuillez réessayer dans ${Math.max(1, Math.ceil(context.ttl / 1000))} secondes.`,
    }),
  });
}

export default fp(rateLimit, { name: 'rate-limit' });
