import type { EntityManager } from '@mikro-orm/core';
import type { Session as FastifySessionData } from 'fastify';
import { z } from 'zod';
import type { AppCaches, CachedSession } from '../../lib/cache/app-caches.ts';
import { Session } from './session.entity.ts';

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: FastifySessionData | null) => void;

/** How long a session without an explicit cookie expiry is kept. */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

function expiryOf(session: FastifySessionData): Date {
  const expires = session.cookie?.expires;
  if (expires) {
    const date = new Date(expires);
    if (!Number.isNaN(date.getTime())) return date;
  }
  const maxAge = session.cookie?.originalMaxAge;
  return new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : DEFAULT_TTL_MS));
}

/** A session row as the driver maps it. */
const sessionRowSchema = z.object({
  sess: z.record(z.string(), z.unknown()),
  expire: z.date(),
  userId: z.number().int().nullable(),
});

/** Freezes a JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const isLive = (session: CachedSession) => session.expiresAt > Date.now();

/**
 * The @fastify/session store backed by the `session` table, so sessions survive a restart and are
 * shared by every instance of the API. Each call works on its own entity manager fork.
 *
 * Reads go through `caches.sessions` (a signed-in request then costs no query); every write and
 * destruction goes through `caches.write`, which tells every instance to evict the session.
 */
export class DatabaseSessionStore {
  readonly #em: EntityManager;
  readonly #caches: AppCaches;

  constructor(em: EntityManager, caches: AppCaches) {
    this.#em = em;
    this.#caches = caches;
  }

  set(sid: string, session: FastifySessionData, callback: Callback): void {
    const userId = typeof session.userId === 'number' ? session.userId : null;
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.#caches
      .write(this.#em.fork(), { type: 'session', sid }, (em) =>
        em.upsert(Session, { sid, sess, expire: expiryOf(session), userId }),
      )
      .then(() => callback())
      .catch(callback);
  }

  get(sid: string, callback: SessionCallback): void {
    this.#caches.sessions
      .read(sid, () => this.#load(sid), isLive)
      .then((session) => {
        // The stored fields, which @fastify/session turns into the request's Session (its store
        // contract types them as a Session).
        callback(null, session ? (session.data as unknown as FastifySessionData) : null);
      })
      .catch((error: unknown) => callback(error));
  }

  destroy(sid: string, callback: Callback): void {
    this.#caches
      .write(this.#em.fork(), { type: 'session', sid }, (em) => em.nativeDelete(Session, { sid }))
      .then(() => callback())
      .catch(callback);
  }

  /** Ends every session of a user but one (after a password change), on every instance. */
  async destroyOtherSessionsOf(userId: number, keepSid: string): Promise<number> {
    return this.#caches.write(this.#em.fork(), { type: 'user-sessions', userId, keepSid }, (em) =>
      em.nativeDelete(Session, { userId, sid: { $ne: keepSid } }),
    );
  }

  /** Ends every session of a user, on every instance. */
  async destroyAllSessionsOf(userId: number): Promise<number> {
    return this.#caches.write(this.#em.fork(), { type: 'user-sessions', userId, keepSid: null }, (em) =>
      em.nativeDelete(Session, { userId }),
    );
  }

  /** Deletes expired rows; run on start-up and then periodically (the cache never serves them). */
  async purgeExpired(now: Date = new Date()): Promise<number> {
    return this.#em.fork().nativeDelete(Session, { expire: { $lte: now } });
  }

  /** The live session row, as the cache keeps it; a plain row from the driver, no hydration. */
  async #load(sid: string): Promise<CachedSession | undefined> {
    const found = await this.#em
      .getDriver()
      .findOne(Session, { sid, expire: { $gt: new Date() } }, { fields: ['sess', 'expire', 'userId'] });
    if (!found) return undefined;
    const row = sessionRowSchema.parse(found);
    return { data: deepFreeze(row.sess), userId: row.userId, expiresAt: row.expire.getTime() };
  }
}

declare module 'fastify' {
  interface Session {
    /** The signed-in user's id; absent for a visitor. */
    userId?: number;
    /** When the session's lifetime last restarted (ms since the epoch); see the session plugin. */
    renewedAt?: number;
  }
}
