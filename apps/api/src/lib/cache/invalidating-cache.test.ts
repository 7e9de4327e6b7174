import { describe, expect, it } from 'vitest';
import { InvalidatingCache } from './invalidating-cache.ts';

/** A load that resolves when the test says so: a database read still under way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function cache() {
  return new InvalidatingCache<string, { version: number }>({ max: 100, ttlMs: 60_000 });
}

describe('InvalidatingCache', () => {
  it('keeps what it read, and serves it without loading again', async () => {
    const entries = cache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { version: 1 };
    };
    expect(await entries.read('a', load)).toEqual({ version: 1 });
    expect(await entries.read('a', load)).toEqual({ version: 1 });
    expect(entries.peek('a')).toEqual({ version: 1 });
    expect(loads).toBe(1);
  });

  it('does not keep a read that raced a write of its key: the write evicted it meanwhile', async () => {
    const entries = cache();
    const old = deferred<{ version: number }>();
    const reading = entries.read('a', () => old.promise);
    // The write commits and evicts while the read of the old value is still under way.
    entries.delete('a');
    old.resolve({ version: 1 });
    expect(await reading).toEqual({ version: 1 });
    expect(entries.has('a')).toBe(false);
    // The next read loads the new value, and keeps it.
    expect(await entries.read('a', async () => ({ version: 2 }))).toEqual({ version: 2 });
    expect(entries.peek('a')).toEqual({ version: 2 });
  });

  it('marks every read under way of the key on delete, and only of that key', async () => {
    const entries = cache();
    const first = deferred<{ version: number }>();
    const second = deferred<{ version: number }>();
    const other = deferred<{ version: number }>();
    const reads = [
      entries.read('a', () => first.promise),
      entries.read('a', () => second.promise),
      entries.read('b', () => other.promise),
    ];
    entries.delete('a');
    first.resolve({ version: 1 });
    second.resolve({ version: 1 });
    other.resolve({ version: 7 });
    await Promise.all(reads);
    expect(entries.has('a')).toBe(false);
    expect(entries.peek('b')).toEqual({ version: 7 });
  });

  it('keeps no read that was under way when entries were evicted by value or all cleared', async () => {
    for (const evict of [
      (entries: ReturnType<typeof cache>) => entries.deleteWhere((value) => value.version === 99),
      (entries: ReturnType<typeof cache>) => entries.clear(),
    ]) {
      const entries = cache();
      const pending = deferred<{ version: number }>();
      const reading = entries.read('a', () => pending.promise);
      evict(entries);
      pending.resolve({ version: 1 });
      await reading;
      expect(entries.has('a')).toBe(false);
    }
  });

  it('evicts by value the entries that match, and only those', async () => {
    const entries = cache();
    await entries.read('a', async () => ({ version: 1 }));
    await entries.read('b', async () => ({ version: 2 }));
    entries.deleteWhere((value, key) => value.version === 1 && key === 'a');
    expect(entries.has('a')).toBe(false);
    expect(entries.has('b')).toBe(true);
  });

  it('serves and keeps nothing while suspended, and keeps no read begun before it resumed', async () => {
    const entries = cache();
    await entries.read('a', async () => ({ version: 1 }));
    entries.suspend();
    expect(entries.enabled).toBe(false);
    expect(entries.peek('a')).toBeUndefined();
    expect(entries.size).toBe(0);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { version: 2 };
    };
    expect(await entries.read('a', load)).toEqual({ version: 2 });
    expect(await entries.read('a', load)).toEqual({ version: 2 });
    expect(loads).toBe(2);
    expect(entries.has('a')).toBe(false);

    // A read under way when the feed comes back may have missed a change: it is not kept.
    entries.resume();
    const pending = deferred<{ version: number }>();
    const reading = entries.read('b', () => pending.promise);
    entries.resume();
    pending.resolve({ version: 3 });
    await reading;
    expect(entries.has('b')).toBe(false);
  });

  it('neither serves nor keeps a value its usability filter refuses (an expired session)', async () => {
    const entries = cache();
    const usable = (value: { version: number }) => value.version > 1;
    // Loaded but refused: returned to the caller, not kept.
    expect(await entries.read('a', async () => ({ version: 1 }), usable)).toEqual({ version: 1 });
    expect(entries.has('a')).toBe(false);
    // Cached, then no longer usable: evicted and loaded again.
    await entries.read('b', async () => ({ version: 2 }));
    expect(entries.peek('b', (value) => value.version > 2)).toBeUndefined();
    expect(
      await entries.read(
        'b',
        async () => ({ version: 5 }),
        (value) => value.version > 2,
      ),
    ).toEqual({
      version: 5,
    });
    expect(entries.peek('b')).toEqual({ version: 5 });
  });

  it('does not keep "nothing": an undefined load is loaded again next time', async () => {
    const entries = cache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return undefined;
    };
    await entries.read('a', load);
    await entries.read('a', load);
    expect(loads).toBe(2);
  });
});
