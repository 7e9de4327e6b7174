interface Entry<V> {
  loadedAt: number;
  value: Promise<V>;
}

/** What `ttlMemo` keeps: a value per owner (the site's API) and per key. */
export interface TtlMemo<O extends object, K, V> {
  get(owner: O, key: K): Promise<V>;
}

/**
 * An on-demand page's costly result (the sitemap: thousands of API reads) built on first use and kept
 * in this process's memory, per owner (a `WeakMap`: each API its own values, as several test apps
 * share a process) and per key. One build at a time per key: requests arriving during it share it.
 * Past `ttlMs` the old value keeps serving while the next one is built, so no request waits for a
 * rebuild and what changed shows within `ttlMs` plus one build; a failed build is not kept, so the
 * next request tries again. The same idea as the API's `databaseMemo`, for a page that only sees the
 * API.
 */
export function ttlMemo<O extends object, K, V>(
  ttlMs: number,
  load: (owner: O, key: K) => Promise<V>,
): TtlMemo<O, K, V> {
  const caches = new WeakMap<O, Map<K, Entry<V>>>();
  return {
    get(owner, key) {
      let cache = caches.get(owner);
      if (!cache) {
        cache = new Map();
        caches.set(owner, cache);
      }
      const entry = cache.get(key);
      if (entry && Date.now() - entry.loadedAt < ttlMs) return entry.value;
      const value = load(owner, key);
      const next = { loadedAt: Date.now(), value };
      const current = cache;
      if (!entry) {
        current.set(key, next);
        value.catch(() => {
          if (current.get(key) === next) current.delete(key);
        });
        return value;
      }
      // The old value keeps serving (and nobody else starts a build) until the new one is ready.
      entry.loadedAt = Date.now();
      value.then(
        () => {
          if (current.get(key) === entry) current.set(key, next);
        },
        // Not kept: the old value serves until its next time-to-live ends, then a build is tried again.
        () => {},
      );
      return entry.value;
    },
  };
}
