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
/**
 * By default a session ends after 30 minutes without a request, and 12 hours after its sign-in
 * however it is used: OWASP ASVS 4.0 §3.3.2 at level 2 (SESSION_IDLE_TIMEOUT_MINUTES and
 * SESSION_ABSOLUTE_TIMEOUT_HOURS change them).
 */
export const DEFAULT_SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/**
 * How often a used session's idle lifetime restarts: a sixth of it, at most hourly. Renewing on
 * every request would write the session row on every request; a session used at least this often
 * never reaches its idle end.
 */
export function sessionRenewalIntervalMs(idleTimeoutMs: number): number {
  return Math.min(60 * 60 * 1000, Math.floor(idleTimeoutMs / 6));
}
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionPluginOptions {
  /** The cookie's secrets: the first signs, every one verifies (rotation). */
  secrets: readonly string[];
  /** Secure cookies on HTTPS requests: on in production. */
  secureCookie: boolean;
  /** How long a session lasts without a request; 30 minutes by default. */
  idleTimeoutMs?: number;
  /** How long after its sign-in a session ends, however it is used; 12 hours by default. */
  absoluteTimeoutMs?: number;
}

interface SessionSettings {
  store: SessionStore;
  secureCookie: boolean;
  idleTimeoutMs: number;
  renewalIntervalMs: number;
  absoluteTimeoutMs: number;
  sign: (value: string) => string;
}

/**
 * The session of one request. A visitor has no id; `signIn` gives the request a new signed-in
 * session, `end` ends it. The cookie carries only the session's id, signed (HMAC-SHA-256); the
 * table keeps its hash. A session ends `idleTimeoutMs` after its last request, and at the latest
 * `absoluteTimeoutMs` after its sign-in.
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
    const stored = Object.freeze({
      userId,
      signedInAt: now,
      renewedAt: now,
      expiresAt: now + Math.min(this.#settings.idleTimeoutMs, this.#settings.absoluteTimeoutMs),
    });
    await store.create(id, stored);
    this.#id = id;
    this.#stored = stored;
    this.#sendSignedIn(id, stored.expiresAt);
  }

  /** Ends the session (sign-out) and tells the browser to forget its cookie. */
  async end(): Promise<void> {
    if (this.#id !== undefined) await this.#settings.store.destroy(this.#id);
    this.#id = undefined;
    this.#stored = undefined;
    this.#sendSignedOut();
  }

  /** Ends every other session of the signed-in user (after a password change); keeps this one. */
  async endOtherSessions(): Promise<void> {
    if (this.#id === undefined || this.#stored === undefined) return;
    await this.#settings.store.destroyOtherSessionsOf(this.#stored.userId, this.#id);
  }

  /** When the session ends at the latest, whatever its use (ms since the epoch). */
  get #absoluteEnd(): number {
    return (this.#stored?.signedInAt ?? 0) + this.#settings.absoluteTimeoutMs;
  }

  /** Whether the session is past its absolute end, whatever its row says: then it is over. */
  get pastAbsoluteEnd(): boolean {
    return this.#stored !== undefined && Date.now() >= this.#absoluteEnd;
  }

  /**
   * Whether the session's idle lifetime last restarted a renewal interval ago or more (see `renew`),
   * and restarting it would still push its end back (not once its absolute lifetime ends it).
   */
  get renewalDue(): boolean {
    const stored = this.#stored;
    if (stored === undefined) return false;
    // A row that outlives the absolute end (stored before it, or under a longer setting) is brought back to it.
    if (stored.expiresAt > this.#absoluteEnd) return true;
    return (
      Date.now() - stored.renewedAt >= this.#settings.renewalIntervalMs &&
      stored.expiresAt < this.#absoluteEnd
    );
  }

  /**
   * Restarts the session's idle lifetime, and its cookie's, within its absolute lifetime. A session ended
   * meanwhile by another request stays ended: this request goes on as a visitor's.
   */
  async renew(): Promise<void> {
    const id = this.#id;
    const stored = this.#stored;
    if (id === undefined || stored === undefined) return;
    const now = Date.now();
    const renewed = Object.freeze({
      userId: stored.userId,
      signedInAt: stored.signedInAt,
      renewedAt: now,
      expiresAt: Math.min(now + this.#settings.idleTimeoutMs, this.#absoluteEnd),
    });
    if (await this.#settings.store.renew(id, renewed)) {
      this.#stored = renewed;
      this.#sendSignedIn(id, renewed.expiresAt);
    } else {
      this.#id = undefined;
      this.#stored = undefined;
    }
  }

  /**
   * Signs the cookie again with the current secret (it came signed with an older one, still
   * accepted during a rotation), keeping its expiry.
   */
  resign(): void {
    if (this.#id !== undefined && this.#stored !== undefined)
      this.#sendSignedIn(this.#id, this.#stored.expiresAt);
  }

  /** The cookies of a signed-in answer (sign-in, renewal, re-signing). */
  #sendSignedIn(id: string, expiresAt: number): void {
    this.#setCookie(this.#settings.sign(id), new Date(expiresAt));
  }

  /** The cookies of a signed-out answer: the browser forgets the session's. */
  #sendSignedOut(): void {
    this.#setCookie('', new Date(0));
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
 * only signing in, signing out and the periodic renewal write anything. The cookie format (id, a
 * dot, the HMAC-SHA-256 in base64 without padding) is the one @fastify/session used, and the table
 * its own, but for the id it keeps hashed: sessions opened before the change stay valid.
 */
async function sessionPlugin(fastify: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const store = new SessionStore(fastify.orm.em, fastify.caches);
  if (options.secrets.length === 0) throw new Error('the session plugin needs at least one secret');
  const signer = fastifyCookie.signerFactory([...options.secrets]);
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_SESSION_IDLE_TIMEOUT_MS;
  const settings: SessionSettings = {
    store,
    secureCookie: options.secureCookie,
    idleTimeoutMs,
    renewalIntervalMs: sessionRenewalIntervalMs(idleTimeoutMs),
    absoluteTimeoutMs: options.absoluteTimeoutMs ?? DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS,
    sign: (value) => signer.sign(value),
  };
  /** Requests whose cookie an older secret signed: their answer carries it signed anew. */
  const signedWithOlderSecret = new WeakSet<FastifyRequest>();
  fastify.decorate('sessionStore', store);
  fastify.decorateRequest('session', null as unknown as RequestSession);

  /** The session id the request's cookie carries, when its signature is ours. */
  const sessionIdOf = (request: FastifyRequest): string | undefined => {
    const header = request.headers.cookie;
    if (header === undefined) return undefined;
    const signed = parseCookie(header)[SESSION_COOKIE];
    if (!signed) return undefined;
    const unsigned = signer.unsign(signed);
    if (!unsigned.valid || !unsigned.value) return undefined;
    if (unsigned.renew) signedWithOlderSecret.add(request);
    return unsigned.value;
  };

  /**
   * A hint cookie sent without a live session (expired, ended elsewhere, signed with another
   * secret) is cleared, so that the site's header stops showing the client area's links.
   */
  const clearStaleHint = (request: FastifyRequest, reply: FastifyReply): void => {
    const header = request.headers.cookie;
    if (header === undefined || !header.includes(SIGNED_IN_HINT_COOKIE)) return;
    if (parseCookie(header)[SIGNED_IN_HINT_COOKIE] === undefined) return;
    reply.header('cache-control', 'private, no-store');
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
    if (session.pastAbsoluteEnd) {
      request.session = new RequestSession(settings, request, reply);
      clearStaleHint(request, reply);
      done();
      return;
    }
    request.session = session;
    if (signedWithOlderSecret.has(request)) session.resign();
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
