import { describe, expect, it } from 'vitest';
import { computeMaternityLeave, computePaternityLeave } from './birth-leaves.ts';

describe('the maternity leave', () => {
  it.each([
    [0, 1, 6, 10, 16, 'L1225-17'],
    [1, 1, 6, 10, 16, 'L1225-17'],
    [2, 1, 8, 18, 26, 'L1225-19'],
    [4, 1, 8, 18, 26, 'L1225-19'],
    [0, 2, 12, 22, 34, 'L1225-18'],
    [3, 2, 12, 22, 34, 'L1225-18'],
    [0, 3, 24, 22, 46, 'L1225-18'],
  ])(
    '%i already, %i expected: %i + %i = %i weeks',
    (childrenAlready, expected, before, after, total, article) =>
      expect(computeMaternityLeave({ childrenAlready, expected })).toMatchObject({
        prenatalWeeks: before,
        postnatalWeeks: after,
        totalWeeks: total,
        articles: [article],
      }),
  );
  it.each([
    [-1, 1],
    [0, 0],
    [1.5, 1],
  ])('refuses %s already and %s expected', (childrenAlready, expected) =>
    expect(() => computeMaternityLeave({ childrenAlready, expected })).toThrow(RangeError),
  );
});

describe('the other parent’s leaves at a birth', () => {
  it('gives 3 days of birth leave, then 25 days of paternity leave, 4 of them right away', () =>
    expect(computePaternityLeave()).toMatchObject({
      birthLeaveDays: 3,
      paternityDays: 25,
      mandatoryDays: 4,
    }));
  it('gives 32 days for a multiple birth', () =>
    expect(computePaternityLeave({ multipleBirth: true }).paternityDays).toBe(32));
  it('says who pays and when the rest is taken', () => {
    const { rules } = computePaternityLeave();
    expect(rules[0]?.explanation).toContain('payés par l’employeur');
    expect(rules[2]?.explanation).toContain('dans les 6 mois');
  });
});
