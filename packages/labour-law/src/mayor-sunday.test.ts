import { describe, expect, it } from 'vitest';
import { computeMayorSundayPay } from './mayor-sunday.ts';

describe('computeMayorSundayPay (L3132-27)', () => {
  it('pays a mayor’s Sunday at least twice and gives a rest as long', () => {
    const pay = computeMayorSundayPay({ hours: 7, hourlyRateCents: 1250 });
    expect(pay).toMatchObject({ normalPayCents: 8750, minimumPayCents: 17_500, restHours: 7 });
    expect(pay.articles).toEqual(['L3132-27', 'L3132-26']);
    expect(pay.rules[0]?.explanation).toMatch(/175,00\s€/);
  });
  it('writes a rest under two hours in the singular', () =>
    expect(computeMayorSundayPay({ hours: 1.5, hourlyRateCents: 1200 }).rules[0]?.explanation).toContain(
      '(1,5 heure)',
    ));
  it('rounds the normal pay of a fraction of an hour to the cent', () =>
    expect(computeMayorSundayPay({ hours: 6.5, hourlyRateCents: 1231 }).normalPayCents).toBe(8002));
  it.each([
    [0, 1250],
    [25, 1250],
    [Number.NaN, 1250],
    [7, -1],
    [7, 12.5],
  ])('refuses %s hours at %s cents', (hours, hourlyRateCents) =>
    expect(() => computeMayorSundayPay({ hours, hourlyRateCents })).toThrow(RangeError),
  );
});
