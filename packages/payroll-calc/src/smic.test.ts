import { describe, expect, it } from 'vitest';
import { smicInForce } from './smic.ts';

describe('smicInForce', () => {
  it.each([
    // Décret n° 2024-951: 11,88 € (1 801,80 € a month) from 1 November 2024, the first amount we hold.
    [{ year: 2025, month: 1 }, 1_188, 180_180, { year: 2025, month: 1 }, false],
    [{ year: 2025, month: 12 }, 1_188, 180_180, { year: 2025, month: 1 }, false],
    // Décret n° 2025-1228: 12,02 € (1 823,03 € a month) from 1 January 2026.
    [{ year: 2026, month: 1 }, 1_202, 182_303, { year: 2026, month: 1 }, true],
    [{ year: 2026, month: 5 }, 1_202, 182_303, { year: 2026, month: 1 }, true],
    // Automatic increase of art. L3231-5 from 1 June 2026.
    [{ year: 2026, month: 6 }, 1_231, 186_702, { year: 2026, month: 6 }, true],
    [{ year: 2026, month: 11 }, 1_231, 186_702, { year: 2026, month: 6 }, true],
  ])('in %o: %i cents an hour, %i a month, since %o', (on, hourly, monthly, since, sinceIsRaise) => {
    expect(smicInForce(on)).toEqual({ hourlyCents: hourly, monthlyCents: monthly, since, sinceIsRaise });
  });

  it('answers the nearest amount we hold outside the years of our rates files', () => {
    expect(smicInForce({ year: 2024, month: 6 }).hourlyCents).toBe(1_188);
    expect(smicInForce({ year: 2027, month: 3 })).toMatchObject({
      hourlyCents: 1_231,
      since: { year: 2026, month: 6 },
    });
  });
});
