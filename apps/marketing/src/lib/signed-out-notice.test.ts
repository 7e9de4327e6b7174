import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_NOTICE_KEY, takeSignedOutNotice } from './signed-out-notice.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    removeItem: (key: string) => {
      values.delete(key);
    },
    values,
  };
}

describe('the signed-out notice', () => {
  it('shows once after the portal signed the visitor out', () => {
    const storage = memoryStorage({ [SIGNED_OUT_NOTICE_KEY]: '1' });
    expect(takeSignedOutNotice(storage)).toBe(true);
    expect(storage.values.has(SIGNED_OUT_NOTICE_KEY)).toBe(false);
    expect(takeSignedOutNotice(storage)).toBe(false);
  });

  it('stays hidden on an ordinary visit', () => {
    expect(takeSignedOutNotice(memoryStorage())).toBe(false);
  });

  it('stays hidden when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    expect(takeSignedOutNotice(refusing)).toBe(false);
  });
});
