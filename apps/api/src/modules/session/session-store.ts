import type { EntityManager } from '@mikro-orm/core';
import type { SessionStore } from '@fastify/session';
import type { Session as FastifySessionData } from 'fastify';
import { sessionKeyOf } from './session-key.ts';
import { Session } from './session.entity.ts';

/**
 * The `session` table as @fastify/session's store, shared by every instance of the API. The plugin
 * hands it the session's id; the table keeps only its hash. Only signed-in sessions are stored (a
 * visitor's has no role and is never written). Every call works on its own entity manager fork.
 *
 * `set` inserts a session new to the table (a sign-in, a rotation) and otherwise only updates a
 * row still live: a session that another request ended meanwhile (sign-out in another tab, a
 * password change) or that expired is never brought back by a request that was still running.
 */
export class MikroOrmSessionStore implements SessionStore {
  readonly #em: EntityManager;
  readonly #onRenewalError: (error: unknown) => void;

  /**
   * `onRenewalError` hears of a failed renewal of a live session's row: the request goes on (what it
   * did is done), the session keeps its previous end. A failed insert (a sign-in) fails its request.
   */
  constructor(em: EntityManager, options: { onRenewalError?: (error: unknown) => void } = {}) {
    this.#em = em;
    this.#onRenewalError = options.onRenewalError ?? (() => {});
  }

  get(sessionId: string, callback: (error: unknown, session?: FastifySessionData | null) => void): void {
    this.#find(sessionId).then(
      (session) => callback(null, session),
      (error: unknown) => callback(error),
    );
  }

  set(sessionId: string, session: FastifySessionData, callback: (error?: unknown) => void): void {
    this.#save(sessionId, session).then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    this.#em
      .fork()
      .nativeDelete(Session, { sid: sessionKeyOf(sessionId) })
      .then(
        () => callback(),
        (error: unknown) => callback(error),
      );
  }

  /** The live session `sessionId` names, as the plugin restores it; null when there is none. */
  async #find(sessionId: string): Promise<FastifySessionData | null> {
    const row = await this.#em
      .fork()
      .findOne(Session, { sid: sessionKeyOf(sessionId), expire: { $gt: new Date() } });
    if (!row) return null;
    return {
      // The cookie's attributes are the plugin's options, its expiry set anew on each request.
      cookie: { originalMaxAge: null },
      publicId: row.publicId,
      role: row.role,
      stage: row.stage,
      ...(row.userId === null ? {} : { userId: row.userId }),
      signedInAt: row.createdAt.getTime(),
      lastUsedAt: row.lastUsedAt.getTime(),
      expiresAt: row.expire.getTime(),
      userAgent: row.userAgent,
      ip: row.ip,
      persisted: true,
    };
  }

  async #save(sessionId: string, session: FastifySessionData): Promise<void> {
    const { role, stage, publicId, signedInAt, expiresAt } = session;
    if (
      role === undefined ||
      stage === undefined ||
      publicId === undefined ||
      signedInAt === undefined ||
      expiresAt === undefined
    ) {
      return;
    }
    const sid = sessionKeyOf(sessionId);
    const now = new Date();
    const changes = {
      role,
      stage,
      userId: session.userId ?? null,
      expire: new Date(expiresAt),
      lastUsedAt: now,
      ip: session.ip ?? null,
    };
    const em = this.#em.fork();
    if (session.persisted === true) {
      await em.nativeUpdate(Session, { sid, expire: { $gt: now } }, changes).catch(this.#onRenewalError);
      return;
    }
    await em.insert(Session, {
      sid,
      publicId,
      createdAt: new Date(signedInAt),
      userAgent: session.userAgent ?? null,
      ...changes,
    });
    session.persisted = true;
  }
}
