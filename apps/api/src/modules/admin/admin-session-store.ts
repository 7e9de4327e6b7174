import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { ADMIN_SESSION_IDLE_MS } from '@dirigeo/schemas';
import { querySql } from '../../lib/db/sql.ts';
import { AdminSession } from './admin-session.entity.ts';

/** However busy, an admin session ends 12 hours after its sign-in (OWASP's absolute timeout). */
export const ADMIN_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** The hash the table keeps of a cookie's token. */
function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The `admin_session` table. Every call works on its own fork; the clock is the caller's (`now`),
 * so that tests can move it. No cache: the back office's few requests each cost one indexed update.
 */
export class AdminSessionStore {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** Opens a session; answers its token, for the cookie (the table keeps only its hash). */
  async open(now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.#em.fork().insert(AdminSession, {
      tokenHash: hashOf(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ADMIN_SESSION_IDLE_MS),
      endsAt: new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS),
    });
    return token;
  }

  /**
   * Whether `token` names a live session; if so, its 30 minutes start again (never past its
   * absolute end). One statement: a session that expired or ended meanwhile stays ended.
   */
  async use(token: string, now = new Date()): Promise<boolean> {
    const renewed = await querySql(
      this.#em.fork(),
      `update admin_session set expires_at = least(?::timestamptz, ends_at)
        where token_hash = ? and expires_at > ?::timestamptz returning 1 as renewed`,
      [new Date(now.getTime() + ADMIN_SESSION_IDLE_MS).toISOString(), hashOf(token), now.toISOString()],
    );
    return renewed.length > 0;
  }

  /** Ends a session (logout, or a new sign-in from the same browser). */
  async end(token: string): Promise<void> {
    await this.#em.fork().nativeDelete(AdminSession, { tokenHash: hashOf(token) });
  }

  /** Deletes the sessions that ended; run on start-up and then every hour. */
  async purgeExpired(now = new Date()): Promise<number> {
    return this.#em.fork().nativeDelete(AdminSession, { expiresAt: { $lte: now } });
  }
}
