import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnalyticsRecorder } from '../../modules/analytics/record-analytics-event.ts';
import { closeAnalyticsDays } from '../../modules/analytics/site-analytics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records the public pages' analytics events (`modules/analytics`). */
    analytics: AnalyticsRecorder;
  }
}

async function analytics(fastify: FastifyInstance): Promise<void> {
  fastify.decorate('analytics', new AnalyticsRecorder());
  // Past days are closed at start-up and then every hour: their visitors' hashes live a day at most.
  fastify.jobs.register({
    name: 'analytics-day-closing',
    schedule: '2 * * * *',
    runAtStart: true,
    run: async () => ({ closedDays: await closeAnalyticsDays(fastify.orm.em.fork()) }),
  });
}

export default fp(analytics, { name: 'analytics', dependencies: ['orm', 'jobs'] });
