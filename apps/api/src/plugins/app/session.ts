import { randomBytes } from 'node:crypto';
// Its signer only (the cookie format @fastify/session used): the plugin itself is not registered.
import { fastifyCookie } from '@fastify/cookie';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { StoredSession } from '../../lib/cache/app-caches.ts';
import { SessionStore } from '../../modules/session/session-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    /** This request's session: who is signed in, and the calls that sign in and out. */
    session: RequestSession;
  }
}

export const SESSION_COOKIE = 'dirigeo.sid';
/**
 * A hint for the public site's pages, which are static files: `1` while a session is open, so that
 * a few lines of their script show the client area's links in the header without asking the API
 * (and without the 401 a visitor's `GET /api/user` would log). Not a secret and never trusted: it
 * is readable by scripts, carries no id, and every API call still goes by the HttpOnly session. It
 * follows the session cookie (set, renewed and cleared with it) and is cleared when it outlives
 * its session.
 */
export const SIGNED_IN_HINT_COOKIE = 'dirigeo_signed_in';
/** Sessions last 7 days of inactivity at most. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A signed-in session's 7 days restart at most once per hour: renewing on every request would write
 * the session row on every request.
 */
export const SESSION_RENEWAL_INTERVAL_MS = 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionPluginOptions {
  secret: string;
  /** Secure cookies on HTTPS requests: on in production. */
  secureCookie: boolean;
}

interface SessionSettings {
  store: SessionStore;
  secureCookie: boolean;
  sign: (value: string) => string;
}

/**
 * The session of one request. A visitor has no id; `signIn` gives the request a new signed-in
 * session, `end` ends it. The cookie carries only the session's id, signed (HMAC-SHA-256).
 */
export class RequestSession {
  readonly #settings: SessionSettings;
  readonly #request: FastifyRequest;
  readonly #reply: FastifyReply;
  #id: string | undefined;
  #stored: StoredSession | undefined;

  constructor(
    settings: SessionSettings,
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn?: { id: string; stored: StoredSession },
  ) {
    this.#settings = settings;
    this.#request = request;
    this.#reply = reply;
    this.#id = signedIn?.id;
    this.#stored = signedIn?.stored;
  }

  /** The session's id; undefined for a visitor. */
  get id(): string | undefined {
    return this.#id;
  }

  /** The signed-in user's id; undefined for a visitor. */
  get userId(): number | undefined {
    return this.#stored?.userId;
  }

  /**
   * Signs `userId` in under a NEW session id, and ends the session the request came with, so that
   * an id planted before the sign-in (session fixation) is worth nothing after it.
   */
  async signIn(userId: number): Promise<void> {
    const { store } = this.#settings;
    if (this.#id !== undefined) await store.destroy(this.#id);
    this.#id = undefined;
    this.#stored = undefined;
    const id = randomBytes(24).toString('base64url');
    const now = Date.now();
    const stored = Object.freeze({ userId, renewedAt: now, expiresAt: now + SESSION_MAX_AGE_MS });
    await store.create(id, stored);
    this.#id = id;
    this.#stored = stored;
    this.#setCookie(this.#settings.sign(id), new Date(stored.expiresAt));
  }

  /** Ends the session (sign-out) and tells the browser to forget its cookie. */
  async end(): Promise<void> {
    if (this.#id !== undefined) await this.#settings.store.destroy(this.#id);
    this.#id = undefined;
    this.#stored = undefined;
    this.#setCookie('', new Date(0));
  }

  /** Ends every other session of the signed-in user (after a password change); keeps this one. */
  async endOtherSessions(): Promise<void> {
    if (this.#id === undefined || this.#stored === undefined) return;
    await this.#settings.store.destroyOtherSessionsOf(this.#stored.userId, this.#id);
  }

  /** Whether the session's 7 days last restarted an hour ago or more (see `renew`). */
  get renewalDue(): boolean {
    return this.#stored !== undefined && Date.now() - this.#stored.renewedAt >= SESSION_RENEWAL_INTERVAL_MS;
  }

  /**
   * Restarts the session's 7 days, and its cookie's. A session ended meanwhile by another request
   * stays ended: this request goes on as a visitor's.
   */
  async renew(): Promise<void> {
    const id = this.#id;
    const stored = this.#stored;
    if (id === undefined || stored === undefined) return;
    const now = Date.now();
    const renewed = Object.freeze({
      userId: stored.userId,
      renewedAt: now,
      expiresAt: now + SESSION_MAX_AGE_MS,
    });
    if (await this.#settings.store.renew(id, renewed)) {
      this.#stored = renewed;
      this.#setCookie(this.#settings.sign(id), new Date(renewed.expiresAt));
    } else {
      this.#id = undefined;
      this.#stored = undefined;
    }
  }

  #setCookie(value: string, expires: Date): void {
    // An answer that sets the session cookie is this user's alone: no shared cache may keep it.
    this.#reply.header('cache-control', 'private, no-store');
    // Secure whenever the request came over HTTPS (behind the proxy, with TRUST_PROXY), so that
    // `pnpm start` on http://localhost still signs in: a Secure cookie would not come back there.
    const secure = this.#settings.secureCookie && this.#request.protocol === 'https';
    this.#reply.header('set-cookie', [
      stringifySetCookie({
        name: SESSION_COOKIE,
        value,
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        expires,
      }),
      signedInHintCookie(value === '' ? '' : '1', expires, secure),
    ]);
  }
}

/** The `Set-Cookie` of the signed-in hint: `1` until `expires`, or cleared (`''`, the epoch). */
function signedInHintCookie(value: '1' | '', expires: Date, secure: boolean): string {
  return stringifySetCookie({
    name: SIGNED_IN_HINT_COOKIE,
    value,
    path: '/',
    sameSite: 'lax',
    secure,
    expires,
  });
}

/**
 * Server-side sessions in the `session` table; the cookie only carries the signed id.
 *
 * Our own rather than @fastify/session: on every request that plugin signs the id again, builds a
 * session and a cookie object and hashes the session twice to see whether it changed (a random id
 * and a signature for every visitor too): half the CPU of a signed-in read answered from the
 * caches (bench/README.md). Here a request verifies the cookie's signature and looks the id up;
 * only signing in, signing out and the hourly renewal write anything. The cookie format (id, a dot,
 * the HMAC-SHA-256 in base64 without padding) and the table are those @fastify/session used, so
 * sessions opened before the change stay valid.
 */
async function sessionPlugin(fastify: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const store = new SessionStore(fastify.orm.em, fastify.caches);
  const signer = fastifyCookie.signerFactory(options.secret);
  const settings: SessionSettings = {
    store,
    secureCookie: options.secureCookie,
    sign: (value) => signer.sign(value),
  };
  fastify.decorate('sessionStore', store);
  fastify.decorateRequest('session', null as unknown as RequestSession);

  /** The session id the request's cookie carries, when its signature is ours. */
  const sessionIdOf = (request: FastifyRequest): string | undefined => {
    const header = request.headers.cookie;
    if (header === undefined) return undefined;
    const signed = parseCookie(header)[SESSION_COOKIE];
    if (!signed) return undefined;
    const unsigned = signer.unsign(signed);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  };

  /**
   * A hint cookie sent without a live session (expired, ended elsewhere, signed with another
   * secret) is cleared, so that the site's header stops showing the client area's links.
   */
  const clearStaleHint = (request: FastifyRequest, reply: FastifyReply): void => {
    const header = request.headers.cookie;
    if (header === undefined || !header.includes(SIGNED_IN_HINT_COOKIE)) return;
    if (parseCookie(header)[SIGNED_IN_HINT_COOKIE] === undefined) return;
    reply.header('cache-control', 'no-store');
    reply.header(
      'set-cookie',
      signedInHintCookie('', new Date(0), options.secureCookie && request.protocol === 'https'),
    );
  };

  /** Gives the request its session; renews it first when its hour is up. Calls `done` once. */
  const attach = (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    stored: StoredSession | undefined,
    done: HookHandlerDoneFunction,
  ): void => {
    if (stored === undefined) {
      request.session = new RequestSession(settings, request, reply);
      clearStaleHint(request, reply);
      done();
      return;
    }
    const session = new RequestSession(settings, request, reply, { id, stored });
    request.session = session;
    if (!session.renewalDue) {
      done();
      return;
    }
    session.renew().then(
      () => done(),
      (error: unknown) => {
        // The session stays valid until its current expiry: the request goes on.
        request.log.warn({ err: error }, 'could not renew the session');
        done();
      },
    );
  };

  // A callback hook, and no promise when the session is cached: this runs on every API request.
  fastify.addHook('onRequest', (request, reply, done) => {
    // Sessions exist for the API alone: the pages and assets served beside it never read one, and
    // a renewed cookie must never ride on a file that a browser or a CDN may cache.
    const isApi = request.url.startsWith('/api/');
    const id = isApi ? sessionIdOf(request) : undefined;
    if (id === undefined) {
      request.session = new RequestSession(settings, request, reply);
      if (isApi) clearStaleHint(request, reply);
      done();
      return;
    }
    const cached = store.peek(id);
    if (cached !== undefined) {
      attach(request, reply, id, cached, done);
      return;
    }
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error === undefined) done();
      else done(error instanceof Error ? error : new Error(String(error)));
    };
    store
      .find(id)
      .then((stored) => attach(request, reply, id, stored, settle))
      .catch(settle);
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
