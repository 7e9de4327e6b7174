import type { EntityManager } from '@mikro-orm/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseMemo } from './database-memo.ts';

/** An entity manager as the memo sees it: its driver names the database, `fork` gives another. */
function fakeEm(driver: object): EntityManager {
  const em = { getDriver: () => driver, fork: () => em };
  return em as unknown as EntityManager;
}

describe('databaseMemo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads once per database and key, serves the old value while the next is read, and forgets', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const memo = databaseMemo(60_000, async (_em, key: string) => `${key}-${++reads}`);
    const first = fakeEm({});
    const second = fakeEm({});

    expect(await Promise.all([memo.get(first, 'a'), memo.get(first, 'a')])).toEqual(['a-1', 'a-1']);
    expect(await memo.get(second, 'a')).toBe('a-2');
    expect(reads).toBe(2);

    vi.advanceTimersByTime(60_000);
    // Past its time to live: the old value answers, the next one is read meanwhile.
    expect(await memo.get(first, 'a')).toBe('a-1');
    expect(await memo.get(first, 'a')).toBe('a-3');

    memo.forget(first);
    expect(await memo.get(first, 'a')).toBe('a-4');
  });

  it('forgets a failed read, so the next use reads again', async () => {
    let fail = true;
    const memo = databaseMemo(60_000, async () => {
      if (fail) throw new Error('database away');
      return 'counts';
    });
    const em = fakeEm({});
    await expect(memo.get(em, undefined)).rejects.toThrow('database away');
    fail = false;
    expect(await memo.get(em, undefined)).toBe('counts');
  });
});
