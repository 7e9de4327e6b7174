import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppCaches } from '../../lib/cache/app-caches.ts';
import { PostgresCacheListener } from '../../lib/cache/postgres-cache-listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** In-process caches (sessions, payslip lists), invalidated across instances. */
    caches: AppCaches;
  }
}

/**
 * The in-process caches. On PostgreSQL, several instances may share the database: a dedicated
 * connection LISTENs for their changes, and the caches are bypassed whenever it is down. On PGlite
 * the process is alone with its database.
 */
async function cachesPlugin(fastify: FastifyInstance): Promise<void> {
  const { orm } = fastify;
  let listener: PostgresCacheListener | undefined;
  if (orm.em.getDriver() instanceof PostgreSqlDriver) {
    const url = orm.config.get('clientUrl');
    if (!url) throw new Error('the cache listener needs the ORM to be configured with clientUrl');
    listener = new PostgresCacheListener(url);
    listener.on('lost', (error) =>
      fastify.log.warn({ err: error }, 'cache invalidation feed lost: caches bypassed until it is back'),
    );
    listener.on('listening', () => fastify.log.info('cache invalidation feed listening'));
    listener.on('unreadable', () => fastify.log.warn('unreadable cache notification: caches cleared'));
  }
  fastify.decorate('caches', new AppCaches(listener));
  if (listener) {
    const feed = listener;
    await feed.start();
    fastify.addHook('onClose', async () => feed.close());
  }
}

export default fp(cachesPlugin, { name: 'caches', dependencies: ['orm'] });
