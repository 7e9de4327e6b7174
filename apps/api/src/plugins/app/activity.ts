import type { ActivityKind } from '@dirigeo/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordActivity } from '../../modules/activity/record-activity.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Logs `kind` in the activity log of the signed-in client (or of `userId`, for a sign-in that
     * is not one yet), with the request's address and user agent. Never throws: a failure to write
     * is logged and the request goes on.
     */
    recordActivity(kind: ActivityKind, options?: { detail?: string | null; userId?: number }): Promise<void>;
  }
}

/**
 * The activity log's layer between the routes and `modules/activity/record-activity.ts`: it knows
 * the request (who, from where); the domain function knows the table. Written on its own entity
 * manager, so a rolled-back request still logs its failure and a failed log leaves the request alone.
 */
async function activity(fastify: FastifyInstance): Promise<void> {
  fastify.decorateRequest(
    'recordActivity',
    async function record(
      this: FastifyRequest,
      kind: ActivityKind,
      options: { detail?: string | null; userId?: number } = {},
    ) {
      const userId = options.userId ?? (this.session.role === 'client' ? this.session.userId : undefined);
      if (userId === undefined) return;
      await recordActivity(
        fastify.orm.em,
        {
          userId,
          kind,
          detail: options.detail ?? null,
          ip: this.ip,
          userAgent: this.headers['user-agent'] ?? null,
        },
        (error) => this.log.warn({ err: error, kind, userId }, 'activity: could not log the event'),
      );
    },
  );
}

export default fp(activity, { name: 'activity', dependencies: ['orm', 'session'] });
