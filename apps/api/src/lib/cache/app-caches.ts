import type { EntityManager } from '@mikro-orm/core';
import { CACHE_CHANNEL, type CacheEvent } from './cache-event.ts';
import { InvalidatingCache } from './invalidating-cache.ts';
import type { PrecompressedJson } from '../precompressed-json.ts';
import type { PostgresCacheListener } from './postgres-cache-listener.ts';
import { runSql } from '../db/sql.ts';

/** A signed-in session, as the `session` table holds it and the cache keeps it (frozen). */
export interface StoredSession {
  readonly userId: number;
  /** When its user signed in (ms since the epoch): the absolute lifetime counts from there. */
  readonly signedInAt: number;
  /** When its idle lifetime last restarted (ms since the epoch); see the session plugin. */
  readonly renewedAt: number;
  /** When it expires (ms since the epoch): never served after that. */
  readonly expiresAt: number;
}

/** Each signed-in request reads its session: 10,000 of them is ~1 MB. */
const SESSIONS = { max: 10_000, ttlMs: 60_000 };
/** A list of 60 payslips is ~25 KB of JSON (and its compressed forms): at most 32 MB of lists. */
const PAYSLIP_LISTS = {
  max: 2_000,
  ttlMs: 30_000,
  maxSize: { total: 32 * 1024 * 1024, of: (body: PrecompressedJson) => body.size },
};

/**
 * The API's in-process caches and how they stay true when several instances share one database.
 * Every write that changes a cached thing goes through `write`: its NOTIFY commits with it, so
 * every instance's listener hears of it (and the writer evicts its own copy before answering).
 * Without a live LISTEN connection the caches are suspended: reads go to the database. With PGlite
 * there is one process only, and the writer's own eviction is the whole story.
 */
export class AppCaches {
  /** Signed-in sessions by the hash of their id (see SessionStore). */
  readonly sessions = new InvalidatingCache<string, StoredSession>(SESSIONS);
  /** The serialised body of GET /api/payslips (UTF-8, and compressed) by user id. */
  readonly payslipLists = new InvalidatingCache<number, PrecompressedJson>(PAYSLIP_LISTS);
  readonly #listener: PostgresCacheListener | undefined;

  /** `listener`: the LISTEN connection when other instances may share the database. */
  constructor(listener?: PostgresCacheListener) {
    this.#listener = listener;
    if (!listener) return;
    // Nothing is cached until LISTEN is in effect, nor after it is lost.
    if (!listener.listening) this.#suspend();
    listener.on('listening', () => this.#resume());
    listener.on('lost', () => this.#suspend());
    listener.on('event', (event) => this.apply(event));
    // A change this version cannot read: assume it touched anything.
    listener.on('unreadable', () => this.#clear());
  }

  /** The LISTEN connection, when there is one (PostgreSQL). */
  get listener(): PostgresCacheListener | undefined {
    return this.#listener;
  }

  /**
   * Runs `work` in a transaction that also sends `event` to every instance (the NOTIFY is
   * delivered on commit, and never for a rolled-back write), then evicts what it made stale here.
   */
  async write<T>(em: EntityManager, event: CacheEvent, work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await em.transactional(async (tx) => {
        const result = await work(tx);
        if (this.#listener) {
          await runSql(tx, 'select pg_notify(?, ?)', [CACHE_CHANNEL, JSON.stringify(event)]);
        }
        return result;
      });
    } finally {
      // Also after a failure: evicting is always safe.
      this.apply(event);
    }
  }

  /** Evicts, in this process, what `event` made stale. */
  apply(event: CacheEvent): void {
    switch (event.type) {
      case 'session':
        this.sessions.delete(event.sid);
        return;
      case 'user-sessions':
        this.sessions.deleteWhere((session, sid) => session.userId === event.userId && sid !== event.keepSid);
        return;
      case 'payslips':
        this.payslipLists.delete(event.userId);
        return;
      case 'ping':
        return;
    }
  }

  /**
   * Resolves once every change committed before the call has been applied here: a ping through
   * PostgreSQL's notification queue (commit order). Immediate without a listener.
   */
  async caughtUp(): Promise<void> {
    await this.#listener?.ping();
  }

  #suspend(): void {
    this.sessions.suspend();
    this.payslipLists.suspend();
  }

  #resume(): void {
    this.sessions.resume();
    this.payslipLists.resume();
  }

  #clear(): void {
    this.sessions.clear();
    this.payslipLists.clear();
  }
}
