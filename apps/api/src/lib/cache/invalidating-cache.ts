import { LRUCache } from 'lru-cache';

/** A database read under way for one key; `stale` once something invalidated it meanwhile. */
interface PendingRead {
  stale: boolean;
}

export interface InvalidatingCacheOptions<V> {
  /** Most entries kept (least recently used go first). */
  max: number;
  /** Longest an entry is served, whatever the notifications say (ms). */
  ttlMs: number;
  /** Optional bound on the total size of the entries, with each entry's size. */
  maxSize?: { total: number; of: (value: V) => number };
}

/**
 * A per-process LRU (lru-cache) in front of the database, whose entries writers in this process or
 * in another instance invalidate (see `AppCaches`). Two rules keep it from ever serving what the
 * database no longer holds:
 *
 * - a value read from the database is kept only if nothing invalidated its key, or the whole
 *   cache, while it was being read: a read that raced a write cannot put the old value back after
 *   the write's eviction;
 * - while suspended (the invalidation feed is down), nothing is served nor kept: every read goes
 *   to the database.
 */
export class InvalidatingCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  readonly #entries: LRUCache<K, V>;
  readonly #pending = new Map<K, Set<PendingRead>>();
  #enabled = true;

  constructor(options: InvalidatingCacheOptions<V>) {
    this.#entries = new LRUCache<K, V>({
      max: options.max,
      ttl: options.ttlMs,
      ...(options.maxSize ? { maxSize: options.maxSize.total, sizeCalculation: options.maxSize.of } : {}),
    });
  }

  /** False while the invalidation feed is down: the cache is bypassed. */
  get enabled(): boolean {
    return this.#enabled;
  }

  /** Number of entries held (for tests and diagnostics). */
  get size(): number {
    return this.#entries.size;
  }

  /** Whether a value is held for the key (for tests and diagnostics). */
  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /**
   * The cached value when there is a usable one, at once and without loading anything: the hot
   * path of a per-request lookup, which then needs no promise.
   */
  peek(key: K, usable: (value: V) => boolean = () => true): V | undefined {
    if (!this.#enabled) return undefined;
    const cached = this.#entries.get(key);
    return cached !== undefined && usable(cached) ? cached : undefined;
  }

  /**
   * The cached value when there is a usable one, otherwise `load()`'s (kept for the next call
   * unless invalidated meanwhile). `undefined` from `load` means "nothing": it is not cached.
   */
  async read<Loaded extends V | undefined>(
    key: K,
    load: () => Promise<Loaded>,
    usable: (value: V) => boolean = () => true,
  ): Promise<V | Loaded> {
    if (!this.#enabled) return load();
    const cached = this.#entries.get(key);
    if (cached !== undefined) {
      if (usable(cached)) return cached;
      this.delete(key);
    }
    const pending: PendingRead = { stale: false };
    let reads = this.#pending.get(key);
    if (!reads) {
      reads = new Set();
      this.#pending.set(key, reads);
    }
    reads.add(pending);
    try {
      const value = await load();
      if (value !== undefined && !pending.stale && this.#enabled && usable(value)) {
        this.#entries.set(key, value);
      }
      return value;
    } finally {
      reads.delete(pending);
      if (reads.size === 0 && this.#pending.get(key) === reads) this.#pending.delete(key);
    }
  }

  /** Evicts one key, and keeps any read of it under way from being cached. */
  delete(key: K): void {
    this.#entries.delete(key);
    for (const pending of this.#pending.get(key) ?? []) pending.stale = true;
  }

  /**
   * Evicts every entry that matches. Reads under way cannot be matched (their value is not known
   * yet), so none of them is cached.
   */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    const keys: K[] = [];
    for (const [key, value] of this.#entries.entries()) if (matches(value, key)) keys.push(key);
    for (const key of keys) this.#entries.delete(key);
    this.#markPendingStale();
  }

  /** Evicts everything; no read under way is cached. */
  clear(): void {
    this.#entries.clear();
    this.#markPendingStale();
  }

  /** Stops serving and keeping values (the invalidation feed is down). */
  suspend(): void {
    this.#enabled = false;
    this.clear();
  }

  /**
   * Serves and keeps values again (the feed is back). Reads that began before are not cached:
   * they may have seen data changed while nobody was listening.
   */
  resume(): void {
    this.clear();
    this.#enabled = true;
  }

  #markPendingStale(): void {
    for (const reads of this.#pending.values()) for (const pending of reads) pending.stale = true;
  }
}
