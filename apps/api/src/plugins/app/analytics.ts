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

/** Past days are closed at start-up and then every hour: their visitors' hashes live a day at most. */
const CLOSE_INTERVAL_MS = 60 * 60 * 1000;

async function analytics(fastify: FastifyInstance): Promise<void> {
  fastify.decorate('analytics', new AnalyticsRecorder());
  const close = () =>
    closeAnalyticsDays(fastify.orm.em.fork()).then(
      (count) => count > 0 && fastify.log.info({ count }, 'site analytics: past days closed'),
      (error: unknown) => fastify.log.warn({ err: error }, 'site analytics: could not close the past days'),
    );
  const timer = setInterval(close, CLOSE_INTERVAL_MS);
  timer.unref();
  fastify.addHook('onReady', async () => {
    await close();
  });
  fastify.addHook('onClose', async () => clearInterval(timer));
}

export default fp(analytics, { name: 'analytics', dependencies: ['orm'] });
