import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes reserved to a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id; throws a 401 for a visitor. Identity comes from the session only. */
    currentUserId(): number;
  }
}

async function auth(fastify: FastifyInstance): Promise<void> {
  fastify.decorateRequest('currentUserId', function currentUserId(this: FastifyRequest) {
    const userId = this.session.userId;
    if (typeof userId !== 'number') throw new UnauthorizedError();
    return userId;
  });
  fastify.decorate('requireUser', async (request: FastifyRequest) => {
    request.currentUserId();
  });
}

export default fp(auth, { name: 'auth', dependencies: ['session'] });
