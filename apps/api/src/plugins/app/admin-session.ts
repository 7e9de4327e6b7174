import { ADMIN_TEXTS } from '@dirigeo/schemas';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { AdminSessionStore } from '../../modules/admin/admin-session-store.ts';
import { PRIVATE_NO_STORE } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook of the back office's routes (`/api/admin/*`): 401 without a live admin session, 403 to
     * a client signed in to the client area; each request restarts the session's 30 minutes.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Opens an admin session for this browser (a new token; the one it came with is ended). */
    openAdminSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Ends this browser's admin session, if any, and clears its cookie. */
    endAdminSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Whether this request carries a live admin session (restarting its 30 minutes). */
    hasAdminSession: (request: FastifyRequest) => Promise<boolean>;
  }
}

/**
 * The back office's cookie. Sent to `/api/admin` only, so that no other route ever sees it;
 * `SameSite=Strict`; no `Expires`, so that it ends with the browser. It holds a random token, not
 * signed: the table keeps its hash, and a token that is not there opens nothing.
 */
export const ADMIN_SESSION_COOKIE = 'dirigeo.admin';
const ADMIN_COOKIE_PATH = '/api/admin';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface AdminSessionPluginOptions {
  /** Secure cookie on HTTPS requests: on in production. */
  secureCookie: boolean;
}

/**
 * Admin sessions, apart from the clients' (`session.ts`): their own cookie and table, so that an
 * admin session never opens a client's data and a client's session never opens the back office.
 */
async function adminSession(fastify: FastifyInstance, options: AdminSessionPluginOptions): Promise<void> {
  const store = new AdminSessionStore(fastify.orm.em);

  const tokenOf = (request: FastifyRequest): string | undefined => {
    const header = request.headers.cookie;
    if (header === undefined || !header.includes(ADMIN_SESSION_COOKIE)) return undefined;
    const token = parseCookie(header)[ADMIN_SESSION_COOKIE];
    return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
  };

  const setCookie = (request: FastifyRequest, reply: FastifyReply, value: string): void => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: ADMIN_SESSION_COOKIE,
        value,
        path: ADMIN_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secureCookie && request.protocol === 'https',
        // A cleared cookie expires at once; a live one has no date: it ends with the browser.
        ...(value === '' ? { expires: new Date(0) } : {}),
      }),
    );
  };

  fastify.decorate('hasAdminSession', async (request: FastifyRequest) => {
    const token = tokenOf(request);
    return token !== undefined && (await store.use(token));
  });

  fastify.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    // Set before anything can fail: an error answer keeps the headers already set.
    reply.header('cache-control', PRIVATE_NO_STORE);
    const token = tokenOf(request);
    if (token !== undefined && (await store.use(token))) return;
    // A cookie whose session ended (30 minutes idle, logout elsewhere): the browser forgets it.
    if (token !== undefined) setCookie(request, reply, '');
    if (request.session.userId !== undefined) throw new ForbiddenError(ADMIN_TEXTS.userForbidden);
    throw new UnauthorizedError(ADMIN_TEXTS.signInRequired);
  });

  fastify.decorate('openAdminSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const previous = tokenOf(request);
    if (previous !== undefined) await store.end(previous);
    setCookie(request, reply, await store.open());
  });

  fastify.decorate('endAdminSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    if (token !== undefined) await store.end(token);
    setCookie(request, reply, '');
  });

  const purge = () =>
    store.purgeExpired().then(
      (count) => count > 0 && fastify.log.info({ count }, 'ended admin sessions purged'),
      (error: unknown) => fastify.log.warn({ err: error }, 'could not purge the ended admin sessions'),
    );
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  fastify.addHook('onReady', async () => {
    await purge();
  });
  fastify.addHook('onClose', async () => clearInterval(timer));
}

export default fp(adminSession, { name: 'admin-session', dependencies: ['orm', 'session'] });
