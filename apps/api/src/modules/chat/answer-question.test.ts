import { describe, expect, it } from 'vitest';
import { unlessFiguresRefused } from './answer-question.ts';

describe('a package refusing the figures read (stop 49)', () => {
  it('gives the answer when the package computes it', async () => {
    await expect(unlessFiguresRefused(async () => '<p>1 234,00 €</p>')).resolves.toBe('<p>1 234,00 €</p>');
  });

  it('leaves the question to the search when the package throws a RangeError', async () => {
    await expect(
      unlessFiguresRefused(async () => {
        throw new RangeError('labour-law: amountCents must be a whole non-negative number of cents, got -1');
      }),
    ).resolves.toBeNull();
  });

  it('throws any other error: a bug is the server’s, not the visitor’s figures', async () => {
    await expect(
      unlessFiguresRefused(async () => {
        throw new TypeError('cannot read properties of undefined');
      }),
    ).rejects.toThrow(TypeError);
    // The engine's own RangeError is a bug of ours too, never hidden behind the search.
    await expect(unlessFiguresRefused(async () => new Date(Number.NaN).toISOString())).rejects.toThrow(
      'Invalid time value',
    );
  });
});
