import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook of the routes reserved to a signed-in user: a visitor gets 401, and every answer (the
     * 401 too) is marked `private, no-store`, since it is one user's data.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id; throws a 401 for a visitor. Identity comes from the session only. */
    currentUserId(): number;
  }
}

/** What no cache, shared or the browser's, may keep: an answer about one signed-in user. */
export const PRIVATE_NO_STORE = 'private, no-store';

async function auth(fastify: FastifyInstance): Promise<void> {
  fastify.decorateRequest('currentUserId', function currentUserId(this: FastifyRequest) {
    const userId = this.session.userId;
    if (typeof userId !== 'number') throw new UnauthorizedError();
    return userId;
  });
  fastify.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    // Set before anything can fail: an error answer keeps the headers already set.
    reply.header('cache-control', PRIVATE_NO_STORE);
    request.currentUserId();
  });
}

export default fp(auth, { name: 'auth', dependencies: ['session'] });
