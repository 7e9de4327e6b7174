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
  /** Secure cookies (HTTPS only): on in production. */
  secureCookie: boolean;
}

/** Sessions last 7 days of inactivity at most; each request renews the cookie. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Server-side sessions in the `session` table; the cookie only carries the signed id. */
async function sessionPlugin(fastify: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const store = new DatabaseSessionStore(fastify.orm.em);
  fastify.decorate('sessionStore', store);
  await fastify.register(fastifyCookie);
  await fastify.register(fastifySession, {
    secret: options.secret,
    cookieName: 'dirigeo.sid',
    store,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookie,
      maxAge: SESSION_MAX_AGE_MS,
    },
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

export default fp(sessionPlugin, { name: 'session', dependencies: ['orm'] });
