import { type EntityManager, type MikroORM, RequestContext } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ORM; closed when the app closes. */
    orm: MikroORM;
  }
  interface FastifyRequest {
    /** This request's own entity manager (identity map per request). */
    em: EntityManager;
  }
}

export interface OrmPluginOptions {
  orm: MikroORM;
}

/** Gives each request its own entity manager fork, and closes the ORM (its pool) on shutdown. */
async function ormPlugin(fastify: FastifyInstance, options: OrmPluginOptions): Promise<void> {
  const { orm } = options;
  fastify.decorate('orm', orm);
  fastify.decorateRequest('em', {
    getter() {
      return RequestContext.getEntityManager() ?? orm.em.fork();
    },
  });
  fastify.addHook('onRequest', (_request, _reply, done) => {
    RequestContext.create(orm.em, done);
  });
  fastify.addHook('onClose', async () => {
    await orm.close();
  });
}

export default fp(ormPlugin, { name: 'orm' });
