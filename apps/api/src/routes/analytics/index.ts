import { analyticsEventSchema } from '@dirigeo/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { errorResponses } from '../error-responses.ts';

export interface AnalyticsRoutesOptions {
  env: Pick<Env, 'RATE_LIMIT_PUBLIC_PER_MINUTE'>;
}

/**
 * Events per IP and per minute: a visitor browsing fast sends two per page (shown, left). Off
 * with the public forms' limit (`RATE_LIMIT_PUBLIC_PER_MINUTE=0`, load tests).
 */
const EVENTS_PER_MINUTE = 120;

/** Robots that run scripts say so in their user agent: they are not visitors. */
const ROBOT_USER_AGENT =
  /bot\b|crawl|spider|slurp|mediapartners|lighthouse|pagespeed|preview|facebookexternalhit/i;

/**
 * Whether the visitor asked not to be measured: `DNT: 1` (Do Not Track) or `Sec-GPC: 1` (Global
 * Privacy Control). The page's script does not send then; a request that comes anyway is dropped.
 */
function refusesTracking(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/** POST /api/analytics/event: the public pages' cookie-less measure (spec 001 §3, issue 15). */
const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (fastify, { env }) => {
  fastify.post(
    '/analytics/event',
    {
      config: {
        rateLimit:
          env.RATE_LIMIT_PUBLIC_PER_MINUTE > 0 ? { max: EVENTS_PER_MINUTE, timeWindow: 60_000 } : false,
      },
      // Seen, not noted: one line per page view would fill the log with what analytics is for.
      logLevel: 'warn',
      schema: {
        tags: ['statistiques'],
        summary: 'Compter une page vue, ou la fin d’une visite de page (navigator.sendBeacon)',
        description:
          'Sans cookie et sans rien garder de personnel : le visiteur du jour est un hachage de son adresse IP et de son navigateur avec un sel aléatoire qui change chaque jour et qui est effacé ensuite. Rien n’est compté avec « DNT: 1 » ou « Sec-GPC: 1 ». Réponse 204 dans tous les cas valides.',
        body: analyticsEventSchema,
        response: { 204: z.null(), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userAgent = request.headers['user-agent'] ?? '';
      if (!refusesTracking(request) && userAgent !== '' && !ROBOT_USER_AGENT.test(userAgent)) {
        await fastify.analytics.record(request.em, request.body, { ipAddress: request.ip, userAgent });
      }
      return reply.status(204).send(null);
    },
  );
};

export default analyticsRoutes;
