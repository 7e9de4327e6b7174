import { describe, expect, it } from 'vitest';
import { applyRate, apportionCents, percentToRateUnits, roundExactToCents } from './exact-amount.ts';

const exact = (cents: number) => Math.round(cents * 100_000);

describe('roundExactToCents', () => {
  it.each([
    [exact(12.49999), 12],
    [exact(12.5), 13],
    [exact(12.50001), 13],
    [exact(-12.5), -13],
    [exact(-12.49999), -12],
    [0, 0],
  ])('rounds %s half away from zero to %s', (value, cents) => {
    expect(roundExactToCents(value)).toBe(cents);
  });
});

describe('percentToRateUnits', () => {
  it.each([
    [6.9, 6_900],
    [0.024, 24],
    [98.25, 98_250],
    [100, 100_000],
  ])('%s % is %s units', (percent, units) => {
    expect(percentToRateUnits(percent, 'rate')).toBe(units);
  });

  it.each([[0.0125], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s', (percent) => {
    expect(() => percentToRateUnits(percent, 'rate')).toThrow(RangeError);
  });
});

describe('applyRate', () => {
  it('is exact on whole cents', () => {
    expect(applyRate(exact(392_500), 6_900)).toBe(392_500 * 6_900);
  });

  it('keeps a rate of an exact base to the hundred-thousandth of a cent', () => {
    // 98,25 % of 1 234,57 € = 1 212,965025 €, then 6,80 % of it = 82,4816217 €.
    const base = applyRate(exact(123_457), 98_250);
    expect(base).toBe(exact(121_296.5025));
    expect(applyRate(base, 6_800)).toBe(exact(8_248.16217));
  });
});

describe('apportionCents', () => {
  it('gives each amount its floor or ceiling and adds up to the total', () => {
    const amounts = [exact(10.4), exact(20.4), exact(30.4), exact(0.7), exact(5)];
    const total = roundExactToCents(amounts.reduce((sum, amount) => sum + amount, 0)); // 66,9 → 67
    const cents = apportionCents(amounts, total);
    expect(cents.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect(cents).toEqual([11, 20, 30, 1, 5]); // 0,7 first, then the first of the 0,4 ties
  });

  it('leaves whole amounts untouched and breaks ties in order', () => {
    expect(apportionCents([exact(1.5), exact(2.5), exact(3)], 7)).toEqual([2, 2, 3]);
  });

  it('matches the textbook largest-remainder method on many random lists', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let run = 0; run < 2_000; run++) {
      const amounts = Array.from({ length: 1 + Math.floor(random() * 20) }, () =>
        Math.floor(random() * 4) === 0 ? exact(Math.floor(random() * 1000)) : Math.floor(random() * 1e11),
      );
      const total = roundExactToCents(amounts.reduce((sum, amount) => sum + amount, 0));
      // Floors, then one cent each to the largest remainders, earlier first on ties.
      const floors = amounts.map((amount) => Math.floor(amount / 100_000));
      const order = amounts
        .map((amount, i) => ({ i, remainder: amount - (floors[i] ?? 0) * 100_000 }))
        .filter(({ remainder }) => remainder > 0)
        .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
      const expected = [...floors];
      const extra = total - floors.reduce((sum, floor) => sum + floor, 0);
      for (const { i } of order.slice(0, extra)) expected[i] = (expected[i] ?? 0) + 1;
      expect(apportionCents(amounts, total)).toEqual(expected);
    }
  });
});
