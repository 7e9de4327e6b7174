import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredRecords } from '../../modules/retention/purge-expired-records.ts';

/**
 * Enforces the privacy policy's retention periods (`modules/retention`): at start-up and then every
 * hour, on the hour. A failed purge is retried by the jobs engine; it never stops the server nor its start.
 */
async function retention(fastify: FastifyInstance): Promise<void> {
  fastify.jobs.register({
    name: 'retention-purge',
    schedule: '0 * * * *',
    runAtStart: true,
    run: async () => ({ ...(await purgeExpiredRecords(fastify.orm.em.fork(), new Date())) }),
  });
}

export default fp(retention, { name: 'retention', dependencies: ['orm', 'jobs'] });
