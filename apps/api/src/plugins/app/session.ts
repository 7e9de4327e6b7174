import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, Session } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNED_IN_HINT_COOKIE } from '@dirigeo/schemas/constants';
import type { SessionRole, SessionStage } from '../../modules/session/session.entity.ts';
import {
  ADMIN_SESSION_LIFETIME,
  DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS,
  DEFAULT_SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type SessionLifetimes,
  sessionEndAfterUse,
} from '../../modules/session/session-lifetime.ts';
import { purgeExpiredSessions } from '../../modules/session/purge-expired-sessions.ts';
import { MikroOrmSessionStore } from '../../modules/session/session-store.ts';

declare module 'fastify' {
  /** What a signed-in session holds (@fastify/session's `request.session`); a visitor's holds none of it. */
  interface Session {
    /** The id a user may see and name (their list of sessions); it opens nothing. */
    publicId?: string;
    role?: SessionRole;
    stage?: SessionStage;
    /** The signed-in client (or, later, staff account); none for the back office's shared password. */
    userId?: number;
    /** The sign-in, in ms since the epoch: the absolute lifetime runs from it. */
    signedInAt?: number;
    /** When its end last moved (its row was last written), in ms since the epoch. */
    lastUsedAt?: number;
    /** When the session ends unless used again (ms since the epoch); the store's `expire`. */
    expiresAt?: number;
    userAgent?: string | null;
    ip?: string | null;
    /** Set by the store once the session has its row: from then on it is updated, never inserted. */
    persisted?: boolean;
  }
  interface FastifyRequest {
    /**
     * Signs the request in under a NEW session id (the one it came with is ended, so that an id
     * planted before the sign-in is worth nothing after it).
     */
    openSession(identity: SessionIdentity): Promise<void>;
    /**
     * Gives the signed-in session a new id, keeping who it signs in (after a password change, or
     * once the second factor is checked: `{ stage: 'active' }`).
     */
    rotateSession(changes?: { stage?: SessionStage }): Promise<void>;
    /** Ends the request's session (sign-out); the browser is told to forget its cookie. */
    endSession(): Promise<void>;
  }
}

/** Who a new session signs in. */
export interface SessionIdentity {
  role: SessionRole;
  userId?: number;
  /** `second-factor` for a session that has passed the password but not yet the second factor. */
  stage?: SessionStage;
}

export const SESSION_COOKIE = 'dirigeo.sid';
/**
 * The cookie of a production site served over HTTPS (PUBLIC_URL `https://…`): the `__Host-` prefix
 * makes the browser refuse it unless it is Secure, has no Domain and the path `/`, so that no other
 * host (a sibling subdomain) can plant or overwrite it (OWASP ASVS 5.0 §3.3;
 * docs/adr/2026-11-27-email-verification-and-notifications.md).
 */
const HOST_SESSION_COOKIE = '__Host-dirigeo.sid';
/** The session cookie goes to the API only: pages and assets never read nor renew a session. */
const SESSION_COOKIE_PATH = '/api';
/**
 * A hint for the public site's pages, which are static files: `1` while a client's session is open,
 * so that a few lines of their script show the client area's links in the header without asking
 * the API. Not a secret and never trusted: it is readable by scripts, carries no id, and every API
 * call still goes by the HttpOnly session. It follows the session cookie (set and renewed with it,
 * cleared when the session ends or is found over).
 */
export { DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS, DEFAULT_SESSION_IDLE_TIMEOUT_MS };

export interface SessionPluginOptions {
  /** The cookie's secrets: the first signs, every one verifies (rotation). */
  secrets: readonly string[];
  /** Secure cookies on HTTPS requests: on in production. */
  secureCookie: boolean;
  /**
   * The production site is served over HTTPS (its PUBLIC_URL): the cookie is `__Host-dirigeo.sid`,
   * Secure always (never sent over plain HTTP), path `/` as the prefix requires; requests outside
   * `/api` still never read it. Off: `dirigeo.sid` on `/api`, Secure when the request came over HTTPS
   * (`pnpm start` on http://localhost).
   */
  hostPrefixedCookie?: boolean;
  /** How long a client's session lasts without a request; 30 minutes by default. */
  idleTimeoutMs?: number;
  /** How long after its sign-in a client's session ends, however it is used; 12 hours by default. */
  absoluteTimeoutMs?: number;
}

/** The session fields a rotation keeps. */
const KEPT_BY_ROTATION = [
  'publicId',
  'role',
  'stage',
  'userId',
  'signedInAt',
  'lastUsedAt',
  'expiresAt',
  'userAgent',
  'ip',
] as const satisfies readonly (keyof Session)[];

/**
 * Sessions for the clients and the back office alike: @fastify/session with its store on the
 * `session` table (the id's hash only, `modules/session/session-store.ts`), the cookie `dirigeo.sid`
 * signed with SESSION_SECRET. A session carries its role (`client` or `admin`) and its stage; the
 * `auth` plugin's hooks open a route to one role only.
 *
 * Rolling: an API request of a signed-in session pushes its end back by the idle lifetime, in its
 * row and in its cookie's `Expires` alike (never past the absolute end), and notes its last use and
 * address, so that someone working steadily is never signed out and can see where they are signed
 * in. The end moves at most once a minute (SESSION_TOUCH_INTERVAL_MS): the requests in between read
 * the row and write nothing, which keeps the month-end load as fast as with our own plugin
 * (docs/adr/2026-11-27-sessions-and-jobs.md).
 */
async function sessionPlugin(fastify: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  if (options.secrets.length === 0) throw new Error('the session plugin needs at least one secret');
  const lifetimes: SessionLifetimes = {
    client: {
      idleMs: options.idleTimeoutMs ?? DEFAULT_SESSION_IDLE_TIMEOUT_MS,
      absoluteMs: options.absoluteTimeoutMs ?? DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS,
    },
    admin: ADMIN_SESSION_LIFETIME,
  };

  const hostPrefixed = options.hostPrefixedCookie === true;
  const cookieName = hostPrefixed ? HOST_SESSION_COOKIE : SESSION_COOKIE;
  await fastify.register(fastifyCookie);
  if (hostPrefixed) {
    // The `__Host-` cookie has the path `/`: the browser sends it with every page and asset too.
    // Before @fastify/session reads it, it is set aside outside the API, so that a page never
    // reads the session table nor renews a session, as with the `/api` path.
    fastify.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith(`${SESSION_COOKIE_PATH}/`)) delete request.cookies[cookieName];
      done();
    });
  }
  await fastify.register(fastifySession, {
    secret: [...options.secrets],
    cookieName,
    store: new MikroOrmSessionStore(fastify.orm.em, {
      onRenewalError: (error) => fastify.log.warn({ err: error }, 'could not renew the session'),
    }),
    // A visitor's session is never stored nor sent; a signed-in one is saved (and its cookie sent)
    // when it changes: at sign-in, and when the hook below moves its end.
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: hostPrefixed ? '/' : SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      // `__Host-`: Secure always. Otherwise Secure whenever the request came over HTTPS (behind the
      // proxy, with TRUST_PROXY), so that `pnpm start` on http://localhost still signs in.
      secure: hostPrefixed ? true : options.secureCookie ? 'auto' : false,
    },
  });

  fastify.jobs.register({
    name: 'session-purge',
    schedule: '5 * * * *',
    runAtStart: true,
    run: async () => ({ purged: await purgeExpiredSessions(fastify.orm.em.fork()) }),
  });

  /** Sets the end of a session used now, in its row and its cookie. */
  const extend = (session: Session, now: number): void => {
    const { role, signedInAt } = session;
    if (role === undefined || signedInAt === undefined) return;
    const end = sessionEndAfterUse(lifetimes[role], signedInAt, now);
    session.expiresAt = end;
    if (role === 'admin') {
      // The back office's cookie ends with the browser, and is never sent from another site.
      session.cookie.expires = null;
      session.cookie.sameSite = 'strict';
    } else {
      session.cookie.expires = new Date(end);
    }
  };

  // After @fastify/session's own hook (registered above), which restored the session from its row.
  fastify.addHook('onRequest', (request, _reply, done) => {
    const session = request.session;
    const { role, signedInAt } = session;
    if (role === undefined || signedInAt === undefined) {
      done();
      return;
    }
    const now = Date.now();
    if (now >= signedInAt + lifetimes[role].absoluteMs) {
      // Past its absolute end, whatever its row says: ended, and the request is a visitor's.
      session.regenerate().then(() => done(), done);
      return;
    }
    // Its end moves once a minute at most; and at once for a cookie signed with an older secret
    // (SESSION_SECRET rotated), which gets the current signature.
    const signedAnew = request.cookies[cookieName] !== session.encryptedSessionId;
    if (signedAnew || now - (session.lastUsedAt ?? 0) >= SESSION_TOUCH_INTERVAL_MS) {
      session.ip = request.ip;
      session.lastUsedAt = now;
      extend(session, now);
    }
    done();
  });

  fastify.decorateRequest(
    'openSession',
    async function openSession(this: FastifyRequest, identity: SessionIdentity) {
      // A signed-in session is ended and replaced. A visitor's already has a new id, never stored
      // (a cookie naming no live session is not reused): nothing to end.
      if (this.session.role !== undefined) await this.session.regenerate();
      if (hostPrefixed && this.protocol !== 'https') {
        // A Secure cookie is never sent over plain HTTP: this sign-in gets no session.
        this.log.error(
          'session: a sign-in reached the API over plain HTTP while PUBLIC_URL is https, so no session cookie is set (behind a proxy, set TRUST_PROXY)',
        );
      }
      const session = this.session;
      const now = Date.now();
      session.publicId = randomUUID();
      session.role = identity.role;
      session.stage = identity.stage ?? 'active';
      if (identity.userId !== undefined) session.userId = identity.userId;
      session.signedInAt = now;
      session.userAgent = this.headers['user-agent']?.slice(0, 512) ?? null;
      session.ip = this.ip;
      extend(session, now);
    },
  );

  fastify.decorateRequest(
    'rotateSession',
    async function rotateSession(this: FastifyRequest, changes: { stage?: SessionStage } = {}) {
      if (this.session.role === undefined) return;
      await this.session.regenerate([...KEPT_BY_ROTATION]);
      const session = this.session;
      if (changes.stage !== undefined) session.stage = changes.stage;
      extend(session, Date.now());
    },
  );

  fastify.decorateRequest('endSession', async function endSession(this: FastifyRequest) {
    // A new, empty session replaces it: not stored, and its cookie replaces the old one's by a cleared one.
    await this.session.regenerate();
  });

  /** Sets the signed-in hint (`1` until `expires`) or clears it (`''`). */
  const sendHint = (request: FastifyRequest, reply: FastifyReply, expires: Date | null | undefined) => {
    const value = expires ? '1' : '';
    reply.setCookie(SIGNED_IN_HINT_COOKIE, value, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: options.secureCookie && request.protocol === 'https',
      expires: expires ?? new Date(0),
    });
  };

  // After @fastify/session's own hook, which has saved the session and set its cookie.
  fastify.addHook('onSend', (request, reply, _payload, done) => {
    if (!request.url.startsWith(`${SESSION_COOKIE_PATH}/`)) {
      done();
      return;
    }
    const session = request.session;
    // A session still waiting for its second factor is not signed in yet.
    const signedInClient = session.role === 'client' && session.stage === 'active';
    if (signedInClient && session.isSaved()) {
      sendHint(request, reply, session.cookie.expires);
    } else if (
      !signedInClient &&
      (request.cookies[cookieName] !== undefined || request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined)
    ) {
      // Signed out, or a cookie whose session is over (expired, ended elsewhere, forged): the
      // site's header stops showing the client area's links.
      sendHint(request, reply, null);
    }
    // An answer that sets a cookie of the session is this user's alone: no shared cache may keep it.
    const setCookie = String(reply.getHeader('set-cookie') ?? '');
    if (setCookie.includes(`${cookieName}=`) || setCookie.includes(`${SIGNED_IN_HINT_COOKIE}=`)) {
      reply.header('cache-control', 'private, no-store');
    }
    done();
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['orm', 'jobs'] });
