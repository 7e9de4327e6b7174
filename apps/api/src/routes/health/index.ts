import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and probes). */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: {
        tags: ['système'],
        summary: "État de l'API et de sa base de données",
        response: { 200: healthSchema, 503: healthSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const check = await fastify.orm.checkConnection();
      if (check.ok) return { status: 'ok' as const, database: 'up' as const };
      fastify.log.error({ reason: check.reason }, 'database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    },
  );
};

export default healthRoutes;
