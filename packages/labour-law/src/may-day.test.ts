import { describe, expect, it } from 'vitest';
import { computeMayDayPay, MAY_DAY_RULES } from './may-day.ts';

describe('computeMayDayPay (L3133-6)', () => {
  it('pays the 1er mai worked twice: the day’s pay and an equal indemnity', () => {
    const pay = computeMayDayPay(9600);
    expect(pay).toMatchObject({ workedDayCents: 9600, indemnityCents: 9600, totalCents: 19_200 });
    expect(pay.articles).toEqual(['L3133-6']);
    expect(pay.rules[0]?.explanation).toMatch(/192,00\s€/);
  });
  it('pays nothing more for a day with no pay', () => expect(computeMayDayPay(0).totalCents).toBe(0));
  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER])('refuses %s cents', (cents) =>
    expect(() => computeMayDayPay(cents)).toThrow(RangeError),
  );
});

describe('MAY_DAY_RULES', () => {
  it('cite the day off, the day worked and the fine', () =>
    expect(MAY_DAY_RULES.flatMap((rule) => rule.articles)).toEqual([
      'L3133-4',
      'L3133-5',
      'L3133-6',
      'R3135-3',
    ]));
});
