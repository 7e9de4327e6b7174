import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredRecords } from '../../modules/retention/purge-expired-records.ts';

/** The records past their retention period are deleted at start-up and then every hour. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Enforces the privacy policy's retention periods (`modules/retention`). A failed purge is logged
 * as a warning and tried again the next hour; it never stops the server nor its start.
 */
async function retention(fastify: FastifyInstance): Promise<void> {
  const purge = async (): Promise<void> => {
    try {
      const purged = await purgeExpiredRecords(fastify.orm.em.fork(), new Date());
      const total = purged.chatConversations + purged.newsletterSubscriptions + purged.contactSubmissions;
      if (total > 0) fastify.log.info(purged, 'retention: records past their period deleted');
    } catch (error) {
      fastify.log.warn({ err: error }, 'retention: could not delete the records past their period');
    }
  };
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  fastify.addHook('onReady', purge);
  fastify.addHook('onClose', async () => clearInterval(timer));
}

export default fp(retention, { name: 'retention', dependencies: ['orm'] });
