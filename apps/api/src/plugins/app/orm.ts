import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * Gives each request its own entity manager fork, made on first use: a request that reads no
 * table (a page, the health check) never needs one. Closes the ORM (its pool) on shutdown.
 */
async function ormPlugin(fastify: FastifyInstance, options: OrmPluginOptions): Promise<void> {
  const { orm } = options;
  const entityManagers = new WeakMap<FastifyRequest, EntityManager>();
  fastify.decorate('orm', orm);
  fastify.decorateRequest('em', {
    getter(this: FastifyRequest) {
      let em = entityManagers.get(this);
      if (!em) {
        em = orm.em.fork();
        entityManagers.set(this, em);
      }
      return em;
    },
  });
  fastify.addHook('onClose', async () => {
    await orm.close();
  });
}

export default fp(ormPlugin, { name: 'orm' });
