import { describe, expect, it } from 'vitest';
import {
  mayAutoOpen,
  NEWSLETTER_SHOWN_KEY,
  NEWSLETTER_SUPPRESSION_MS,
  rememberShown,
} from './newsletter-schedule.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the newsletter dialog schedule', () => {
  const now = Date.UTC(2026, 10, 22, 12);

  it('opens when it was never shown', () => {
    expect(mayAutoOpen(memoryStore(), now)).toBe(true);
    expect(mayAutoOpen(undefined, now)).toBe(true);
  });

  it('stays closed for 24 hours after it was shown, then may open again', () => {
    const store = memoryStore();
    rememberShown(store, now);
    expect(store.getItem(NEWSLETTER_SHOWN_KEY)).toBe(String(now));
    expect(mayAutoOpen(store, now + 1)).toBe(false);
    expect(mayAutoOpen(store, now + NEWSLETTER_SUPPRESSION_MS - 1)).toBe(false);
    expect(mayAutoOpen(store, now + NEWSLETTER_SUPPRESSION_MS)).toBe(true);
  });

  it('ignores a value it cannot read, or a time in the future', () => {
    expect(mayAutoOpen(memoryStore({ [NEWSLETTER_SHOWN_KEY]: 'abc' }), now)).toBe(true);
    expect(mayAutoOpen(memoryStore({ [NEWSLETTER_SHOWN_KEY]: String(now + 1_000_000) }), now)).toBe(true);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(mayAutoOpen(broken, now)).toBe(true);
    expect(() => rememberShown(broken, now)).not.toThrow();
  });
});
