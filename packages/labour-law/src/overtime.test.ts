import { describe, expect, it } from 'vitest';
import { computeOvertimePremium } from './overtime.ts';

describe('the premiums of a week’s extra hours, without an agreement', () => {
  it.each([
    [35, [], 0],
    [39, [[4, 25]], 4],
    [43, [[8, 25]], 8],
    [
      45,
      [
        [8, 25],
        [2, 50],
      ],
      10,
    ],
    [
      46.5,
      [
        [8, 25],
        [3.5, 50],
      ],
      11.5,
    ],
  ])('%s hours: %j', (weeklyHours, bands, extra) => {
    const result = computeOvertimePremium({ weeklyHours });
    expect(result.kind).toBe('overtime');
    expect(result.extraHours).toBe(extra);
    expect(result.bands.filter((b) => b.hours > 0).map((b) => [b.hours, b.premiumPercent])).toEqual(bands);
  });
  it('prices the hours at the rate given', () => {
    // 8 × 15 € × 1,25 + 2 × 15 € × 1,5 = 150 + 45 = 195 €.
    const result = computeOvertimePremium({ weeklyHours: 45, hourlyRateCents: 1_500 });
    expect(result.payCents).toBe(19_500);
    expect(result.rules[0]?.explanation).toContain('= 195,00');
  });
  it('warns beyond 48 hours', () =>
    expect(computeOvertimePremium({ weeklyHours: 50 }).articles).toContain('L3121-20'));
  it('counts a part-timer’s complementary hours: 10 % to a tenth, 25 % beyond', () => {
    const within = computeOvertimePremium({ weeklyHours: 33, contractWeeklyHours: 30 });
    expect(within.kind).toBe('complementary');
    expect(within.bands.map((b) => [b.hours, b.premiumPercent])).toEqual([[3, 10]]);
    const beyond = computeOvertimePremium({
      weeklyHours: 28,
      contractWeeklyHours: 24,
      hourlyRateCents: 1_200,
    });
    // 2,4 h × 12 € × 1,1 + 1,6 h × 12 € × 1,25 = 31,68 + 24 = 55,68 €.
    expect(beyond.bands.map((b) => [b.hours, b.premiumPercent])).toEqual([
      [2.4, 10],
      [1.6, 25],
    ]);
    expect(beyond.payCents).toBe(5_568);
    expect(beyond.articles).toContain('L3123-28');
  });
  it('says complementary hours never reach 35', () =>
    expect(computeOvertimePremium({ weeklyHours: 35, contractWeeklyHours: 32 }).articles).toContain(
      'L3123-9',
    ));
  it.each([
    [{ weeklyHours: -1 }],
    [{ weeklyHours: Number.NaN }],
    [{ weeklyHours: 40, contractWeeklyHours: 35 }],
    [{ weeklyHours: 40, hourlyRateCents: 12.5 }],
  ])('refuses %j', (input) => expect(() => computeOvertimePremium(input)).toThrow(RangeError));
});
