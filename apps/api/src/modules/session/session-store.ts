import { hash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import type { AppCaches, StoredSession } from '../../lib/cache/app-caches.ts';
import { Session } from './session.entity.ts';

/**
 * The key a session is stored and cached under: the SHA-256 of its id, in hex. The id itself lives
 * in the cookie only, so a copy of the table (a leak, a backup) opens no session. The id has 192
 * random bits: a fast hash is enough, no salt nor stretching is needed.
 */
export function sessionKeyOf(sessionId: string): string {
  return hash('sha256', sessionId, 'hex');
}

/**
 * A session row as the driver maps it. Rows written by @fastify/session (before our own session
 * plugin) carry its cookie fields in `sess` too, and no `renewedAt` when it never renewed them:
 * they are read the same way, and renewed at their first request. The migration that hashed the
 * ids gave every row a `signedInAt`.
 */
const sessionRowSchema = z.object({
  sess: z.object({ renewedAt: z.number().optional(), signedInAt: z.number().optional() }).loose(),
  expire: z.date(),
  userId: z.number().int().nullable(),
});

const isLive = (session: StoredSession) => session.expiresAt > Date.now();

/**
 * The `session` table (sid: the hash of the id, sess, expire, user_id), shared by every instance
 * of the API. Callers pass the session's id; the store hashes it. Each call works on its own entity
 * manager fork. Only signed-in sessions are stored: a visitor has none.
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
  peek(sessionId: string): StoredSession | undefined {
    return this.#caches.sessions.peek(sessionKeyOf(sessionId), isLive);
  }

  /** The live session `sessionId` names, from the cache or the database; undefined when there is none. */
  find(sessionId: string): Promise<StoredSession | undefined> {
    const sid = sessionKeyOf(sessionId);
    return this.#caches.sessions.read(sid, () => this.#load(sid), isLive);
  }

  /** Stores a new signed-in session. */
  async create(sessionId: string, session: StoredSession): Promise<void> {
    const sid = sessionKeyOf(sessionId);
    await this.#caches.write(this.#em.fork(), { type: 'session', sid }, (em) =>
      em.insert(Session, {
        sid,
        sess: { userId: session.userId, signedInAt: session.signedInAt, renewedAt: session.renewedAt },
        expire: new Date(session.expiresAt),
        userId: session.userId,
      }),
    );
  }

  /**
   * Restarts a live session's idle lifetime. An update, never an insert, and only of a row not
   * expired yet: a session that another request ended meanwhile (logout in another tab, a password
   * change), or that expired, stays ended. False when it had.
   */
  async renew(sessionId: string, session: StoredSession): Promise<boolean> {
    const sid = sessionKeyOf(sessionId);
    const updated = await this.#caches.write(this.#em.fork(), { type: 'session', sid }, (em) =>
      em.nativeUpdate(
        Session,
        { sid, userId: session.userId, expire: { $gt: new Date() } },
        {
          sess: { userId: session.userId, signedInAt: session.signedInAt, renewedAt: session.renewedAt },
          expire: new Date(session.expiresAt),
        },
      ),
    );
    return updated > 0;
  }

  /** Ends one session, on every instance. */
  async destroy(sessionId: string): Promise<void> {
    const sid = sessionKeyOf(sessionId);
    await this.#caches.write(this.#em.fork(), { type: 'session', sid }, (em) =>
      em.nativeDelete(Session, { sid }),
    );
  }

  /** Ends every session of a user but one (after a password change), on every instance. */
  async destroyOtherSessionsOf(userId: number, keepSessionId: string): Promise<number> {
    const keepSid = sessionKeyOf(keepSessionId);
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
    const renewedAt = row.sess.renewedAt ?? 0;
    return Object.freeze({
      userId: row.userId,
      signedInAt: row.sess.signedInAt ?? renewedAt,
      renewedAt,
      expiresAt: row.expire.getTime(),
    });
  }
}
