import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseSessionStore } from '../../modules/session/session-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: DatabaseSessionStore;
  }
}

export interface SessionPluginOptions {
  secret: string;
  /** Secure cookies on HTTPS requests: on in production. */
  secureCookie: boolean;
}

/** Sessions last 7 days of inactivity at most. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A signed-in session's 7 days restart at most once per hour: renewing on every request would write
 * the session row on every request (one upsert per API call, the largest cost of a read).
 */
export const SESSION_RENEWAL_INTERVAL_MS = 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Server-side sessions in the `session` table; the cookie only carries the signed id. */
async function sessionPlugin(fastify: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const store = new DatabaseSessionStore(fastify.orm.em, fastify.caches);
  fastify.decorate('sessionStore', store);
  await fastify.register(fastifyCookie);
  await fastify.register(fastifySession, {
    secret: options.secret,
    cookieName: 'dirigeo.sid',
    store,
    saveUninitialized: false,
    // Saved (and its cookie re-sent) only when it changes; the hook below renews it hourly.
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // 'auto': Secure whenever the request came over HTTPS (behind the proxy, with TRUST_PROXY), so
      // that `pnpm start` on http://localhost still signs in; a plain `true` would send no cookie there.
      secure: options.secureCookie ? 'auto' : false,
      maxAge: SESSION_MAX_AGE_MS,
    },
  });

  fastify.addHook('onRequest', async (request) => {
    const session = request.session;
    if (typeof session?.userId !== 'number') return;
    const now = Date.now();
    if (now - (session.renewedAt ?? 0) >= SESSION_RENEWAL_INTERVAL_MS) session.renewedAt = now;
  });

  const purge = () =>
    store.purgeExpired().then(
      (count) => count > 0 && fastify.log.info({ count }, 'expired sessions purged'),
      (error: unknown) => fastify.log.warn({ err: error }, 'could not purge expired sessions'),
    );
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  fastify.addHook('onReady', async () => {
    await purge();
  });
  fastify.addHook('onClose', async () => clearInterval(timer));
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['orm', 'caches'] });
