import { describe, expect, it } from 'vitest';
import { computeTransportPassShare } from './transport-pass.ts';

describe('computeTransportPassShare (L3261-2, R3261-1, R3261-9)', () => {
  it('pays half the pass for a full-timer', () => {
    const share = computeTransportPassShare({ monthlyPassCents: 8880 });
    expect(share.employerShareCents).toBe(4440);
    expect(share.articles).toEqual(['R3261-1', 'L3261-2']);
  });
  it('pays the same half from half the full-time hours', () =>
    expect(computeTransportPassShare({ monthlyPassCents: 8880, weeklyHours: 17.5 })).toMatchObject({
      employerShareCents: 4440,
      articles: ['R3261-1', 'L3261-2', 'R3261-9'],
    }));
  it('pays in proportion below half the full-time hours', () => {
    expect(computeTransportPassShare({ monthlyPassCents: 8880, weeklyHours: 14 }).employerShareCents).toBe(
      3552,
    );
    expect(
      computeTransportPassShare({ monthlyPassCents: 8880, weeklyHours: 10, fullTimeWeeklyHours: 32 })
        .employerShareCents,
    ).toBe(2775);
  });
  it.each([
    { monthlyPassCents: -1 },
    { monthlyPassCents: 8880, weeklyHours: 0 },
    { monthlyPassCents: 8880, weeklyHours: Number.NaN },
    { monthlyPassCents: 8880, fullTimeWeeklyHours: 39 },
    { monthlyPassCents: 8880, fullTimeWeeklyHours: 0 },
  ])('refuses %o', (input) => expect(() => computeTransportPassShare(input)).toThrow(RangeError));
});
