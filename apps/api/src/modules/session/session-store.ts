import type { EntityManager } from '@mikro-orm/core';
import type { Session as FastifySessionData } from 'fastify';
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

/**
 * The @fastify/session store backed by the `session` table, so sessions survive a restart and are
 * shared by every instance of the API. Each call works on its own entity manager fork.
 */
export class DatabaseSessionStore {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  set(sid: string, session: FastifySessionData, callback: Callback): void {
    const em = this.#em.fork();
    const userId = typeof session.userId === 'number' ? session.userId : null;
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    em.upsert(Session, { sid, sess, expire: expiryOf(session), userId })
      .then(() => callback())
      .catch(callback);
  }

  get(sid: string, callback: SessionCallback): void {
    // Read on every signed-in request: a plain row from the driver, no entity hydration.
    this.#em
      .getDriver()
      .findOne(Session, { sid, expire: { $gt: new Date() } }, { fields: ['sess'] })
      .then((row) => callback(null, row?.sess ? (row.sess as unknown as FastifySessionData) : null))
      .catch((error: unknown) => callback(error));
  }

  destroy(sid: string, callback: Callback): void {
    const em = this.#em.fork();
    em.nativeDelete(Session, { sid })
      .then(() => callback())
      .catch(callback);
  }

  /** Ends every session of a user but one (after a password change). */
  async destroyOtherSessionsOf(userId: number, keepSid: string): Promise<number> {
    return this.#em.fork().nativeDelete(Session, { userId, sid: { $ne: keepSid } });
  }

  /** Ends every session of a user. */
  async destroyAllSessionsOf(userId: number): Promise<number> {
    return this.#em.fork().nativeDelete(Session, { userId });
  }

  /** Deletes expired rows; run on start-up and then periodically. */
  async purgeExpired(now: Date = new Date()): Promise<number> {
    return this.#em.fork().nativeDelete(Session, { expire: { $lte: now } });
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
