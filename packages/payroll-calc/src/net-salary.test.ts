import { describe, expect, it } from 'vitest';
import { computeNetSalaryCents } from './net-salary.ts';

describe('computeNetSalaryCents (spec 000: gross - contributions - other deductions + other additions)', () => {
  it.each([
    [{ grossCents: 300_000, socialContributionsCents: 66_000 }, 234_000],
    [{ grossCents: 300_000, socialContributionsCents: 66_000, otherDeductionsCents: 5_050 }, 228_950],
    [{ grossCents: 300_000, socialContributionsCents: 66_000, otherAdditionsCents: 1_234 }, 235_234],
    [
      {
        grossCents: 412_399,
        socialContributionsCents: 90_001,
        otherDeductionsCents: 1,
        otherAdditionsCents: 10_000,
      },
      332_397,
    ],
    [{ grossCents: 0, socialContributionsCents: 0 }, 0],
  ])('%o gives %s cents', (amounts, net) => {
    expect(computeNetSalaryCents(amounts)).toBe(net);
  });

  it.each([
    [{ grossCents: 100.5, socialContributionsCents: 0 }],
    [{ grossCents: 100, socialContributionsCents: Number.NaN }],
    [{ grossCents: 100, socialContributionsCents: 0, otherDeductionsCents: 0.1 }],
  ])('rejects amounts that are not whole cents: %o', (amounts) => {
    expect(() => computeNetSalaryCents(amounts)).toThrow(RangeError);
  });
});
