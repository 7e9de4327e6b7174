import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import type { AppCaches, StoredSession } from '../../lib/cache/app-caches.ts';
import { Session } from './session.entity.ts';

/**
 * A session row as the driver maps it. Rows written by @fastify/session (before our own session
 * plugin) carry its cookie fields in `sess` too, and no `renewedAt` when it never renewed them:
 * they are read the same way, and renewed at their first request.
 */
const sessionRowSchema = z.object({
  sess: z.object({ renewedAt: z.number().optional() }).loose(),
  expire: z.date(),
  userId: z.number().int().nullable(),
});

const isLive = (session: StoredSession) => session.expiresAt > Date.now();

/**
 * The `session` table (sid, sess, expire, user_id), shared by every instance of the API. Each call
 * works on its own entity manager fork. Only signed-in sessions are stored: a visitor has none.
 *
 * Reads go through `caches.sessions` (a signed-in request then costs no query); every write and
 * destruction goes through `caches.write`, which tells every instance to evict the session.
 */
export class SessionStore {
  readonly #em: EntityManager;
  readonly #caches: AppCaches;

  constructor(em: EntityManager, caches: AppCaches) {
    this.#em = em;
    this.#caches = caches;
  }

  /** The live session cached in this process, if any: no promise, no query. */
  peek(sid: string): StoredSession | undefined {
    return this.#caches.sessions.peek(sid, isLive);
  }

  /** The live session `sid` names, from the cache or the database; undefined when there is none. */
  find(sid: string): Promise<StoredSession | undefined> {
    return this.#caches.sessions.read(sid, () => this.#load(sid), isLive);
  }

  /** Stores a new signed-in session. */
  async create(sid: string, session: StoredSession): Promise<void> {
    await this.#caches.write(this.#em.fork(), { type: 'session', sid }, (em) =>
      em.insert(Session, {
        sid,
        sess: { userId: session.userId, renewedAt: session.renewedAt },
        expire: new Date(session.expiresAt),
        userId: session.userId,
      }),
    );
  }

  /**
   * Restarts a live session's lifetime. An update, never an insert: a session that another request
   * ended meanwhile (logout in another tab, a password change) stays ended. False when it had.
   */
  async renew(sid: string, session: StoredSession): Promise<boolean> {
    const updated = await this.#caches.write(this.#em.fork(), { type: 'session', sid }, (em) =>
      em.nativeUpdate(
        Session,
        { sid, userId: session.userId, expire: { $gt: new Date() } },
        {
          sess: { userId: session.userId, renewedAt: session.renewedAt },
          expire: new Date(session.expiresAt),
        },
      ),
    );
    return updated > 0;
  }

  /** Ends one session, on every instance. */
  async destroy(sid: string): Promise<void> {
    await this.#caches.write(this.#em.fork(), { type: 'session', sid }, (em) =>
      em.nativeDelete(Session, { sid }),
    );
  }

  /** Ends every session of a user but one (after a password change), on every instance. */
  async destroyOtherSessionsOf(userId: number, keepSid: string): Promise<number> {
    return this.#caches.write(this.#em.fork(), { type: 'user-sessions', userId, keepSid }, (em) =>
      em.nativeDelete(Session, { userId, sid: { $ne: keepSid } }),
    );
  }

  /** Deletes expired rows; run on start-up and then periodically (the cache never serves them). */
  async purgeExpired(now: Date = new Date()): Promise<number> {
    return this.#em.fork().nativeDelete(Session, { expire: { $lte: now } });
  }

  /** The live signed-in session row, as the cache keeps it; a plain row from the driver. */
  async #load(sid: string): Promise<StoredSession | undefined> {
    const found = await this.#em
      .getDriver()
      .findOne(Session, { sid, expire: { $gt: new Date() } }, { fields: ['sess', 'expire', 'userId'] });
    if (!found) return undefined;
    const row = sessionRowSchema.parse(found);
    if (row.userId === null) return undefined;
    return Object.freeze({
      userId: row.userId,
      renewedAt: row.sess.renewedAt ?? 0,
      expiresAt: row.expire.getTime(),
    });
  }
}
