import type { EntityManager } from '@mikro-orm/core';

interface Entry<V> {
  loadedAt: number;
  value: Promise<V>;
}

/** What `databaseMemo` keeps: a value per key and per database, and the way to forget some. */
export interface DatabaseMemo<K, V> {
  get(em: EntityManager, key: K): Promise<V>;
  /** Forgets the values of `keys` (all of them when none is named), after a write changed them. */
  forget(em: EntityManager, ...keys: K[]): void;
}

/**
 * Values derived from a database (a dictionary, word counts) read on first use and kept in memory,
 * per database (its driver: several test apps share a process, each its own database) and per key.
 * A value is read at most once at a time. Past `ttlMs` the old value keeps serving while the next is
 * read on a fork of its own, so no request waits for a reload; a failed read is forgotten, so the
 * next use tries again. Another instance's writes are seen within `ttlMs`.
 */
export function databaseMemo<K, V>(
  ttlMs: number,
  load: (em: EntityManager, key: K) => Promise<V>,
): DatabaseMemo<K, V> {
  const caches = new WeakMap<object, Map<K, Entry<V>>>();
  const cacheOf = (em: EntityManager): Map<K, Entry<V>> => {
    const driver = em.getDriver();
    let cache = caches.get(driver);
    if (!cache) {
      cache = new Map();
      caches.set(driver, cache);
    }
    return cache;
  };
  return {
    get(em, key) {
      const cache = cacheOf(em);
      const entry = cache.get(key);
      if (entry && Date.now() - entry.loadedAt < ttlMs) return entry.value;
      const value = load(entry ? em.fork() : em, key);
      const next = { loadedAt: Date.now(), value };
      value.catch(() => {
        if (cache.get(key) === next) cache.delete(key);
      });
      if (!entry) {
        cache.set(key, next);
        return value;
      }
      // The old one keeps serving; the new one replaces it once read.
      entry.loadedAt = Date.now();
      value.then(
        () => {
          if (cache.get(key) === entry) cache.set(key, next);
        },
        () => {},
      );
      return entry.value;
    },
    forget(em, ...keys) {
      const cache = cacheOf(em);
      if (keys.length === 0) cache.clear();
      for (const key of keys) cache.delete(key);
    },
  };
}
