import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ttlMemo } from './ttl-memo.ts';

const owner = {};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ttlMemo', () => {
  it('builds once per owner and key, a build in progress shared', async () => {
    const load = vi.fn(async (_owner: object, key: string) => `${key}:${load.mock.calls.length}`);
    const memo = ttlMemo(1_000, load);
    const [first, second] = await Promise.all([memo.get(owner, 'a'), memo.get(owner, 'a')]);
    expect([first, second, await memo.get(owner, 'a')]).toEqual(['a:1', 'a:1', 'a:1']);
    expect(await memo.get(owner, 'b')).toBe('b:2');
    expect(await memo.get({}, 'a')).toBe('a:3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('past its time to live, serves the old value once while building the next', async () => {
    let version = 1;
    const load = vi.fn(async () => `v${version}`);
    const memo = ttlMemo(1_000, load);
    expect(await memo.get(owner, 'a')).toBe('v1');
    version = 2;
    vi.setSystemTime(999);
    expect(await memo.get(owner, 'a')).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000);
    expect(await memo.get(owner, 'a')).toBe('v1');
    expect(await memo.get(owner, 'a')).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed build: the next request tries again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('API down');
      return 'ok';
    });
    const memo = ttlMemo(1_000, load);
    await expect(memo.get(owner, 'a')).rejects.toThrow('API down');
    fail = false;
    expect(await memo.get(owner, 'a')).toBe('ok');
    fail = true;
    vi.setSystemTime(1_000);
    // A failed rebuild leaves the last good value serving.
    expect(await memo.get(owner, 'a')).toBe('ok');
    await Promise.resolve();
    expect(await memo.get(owner, 'a')).toBe('ok');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
