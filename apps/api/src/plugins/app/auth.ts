import { ADMIN_TEXTS } from '@dirigeo/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook of the routes reserved to a signed-in client: a visitor (or the back office's session)
     * gets 401, and every answer (the 401 too) is marked `private, no-store`, since it is one user's data.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Hook of the back office's routes (`/api/admin/*`): 401 without an admin session, 403 to a
     * client signed in to the client area.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in client's id; throws a 401 otherwise. Identity comes from the session only. */
    currentUserId(): number;
    /** The signed-in client's id, or null: a visitor, an admin, or a sign-in waiting for its second factor. */
    signedInUserId(): number | null;
    /** Whether the request's session is a back office's one, past every step of its sign-in. */
    isAdmin(): boolean;
  }
}

/** What no cache, shared or the browser's, may keep: an answer about one signed-in user. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Who may call what, from the session's role and stage (`plugins/app/session.ts`): a client's
 * session opens the client's routes only, an admin's the back office only, and a session waiting
 * for its second factor opens neither.
 */
async function auth(fastify: FastifyInstance): Promise<void> {
  fastify.decorateRequest('currentUserId', function currentUserId(this: FastifyRequest) {
    const userId = this.signedInUserId();
    if (userId === null) throw new UnauthorizedError();
    return userId;
  });
  fastify.decorateRequest('signedInUserId', function signedInUserId(this: FastifyRequest) {
    const { role, stage, userId } = this.session;
    return role === 'client' && stage === 'active' && typeof userId === 'number' ? userId : null;
  });
  fastify.decorateRequest('isAdmin', function isAdmin(this: FastifyRequest) {
    return this.session.role === 'admin' && this.session.stage === 'active';
  });
  fastify.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    // Set before anything can fail: an error answer keeps the headers already set.
    reply.header('cache-control', PRIVATE_NO_STORE);
    request.currentUserId();
  });
  fastify.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    if (request.isAdmin()) return;
    if (request.session.role === 'client') throw new ForbiddenError(ADMIN_TEXTS.userForbidden);
    throw new UnauthorizedError(ADMIN_TEXTS.signInRequired);
  });
}

export default fp(auth, { name: 'auth', dependencies: ['session'] });
