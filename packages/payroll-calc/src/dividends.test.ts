import { describe, expect, it } from 'vitest';
import { computeDividendsFlatTax } from './dividends.ts';

describe('the flat tax on dividends', () => {
  // The blog's table (« Les dividendes en SAS »): 30 % in 2025, 31,4 % from 1 January 2026 (LFSS 2026).
  it.each([
    [2025, 1_000_000, 172_000, 128_000, 700_000, 30],
    [2026, 1_000_000, 186_000, 128_000, 686_000, 31.4],
    [2026, 2_000_000, 372_000, 256_000, 1_372_000, 31.4],
    // 2027's rates are 2026's until a law changes them.
    [2027, 2_000_000, 372_000, 256_000, 1_372_000, 31.4],
    [2026, 0, 0, 0, 0, 31.4],
  ] as const)('in %i, on %i cents', (year, gross, levies, tax, net, percent) =>
    expect(computeDividendsFlatTax(year, gross)).toMatchObject({
      socialLeviesCents: levies,
      incomeTaxCents: tax,
      netCents: net,
      flatTaxPercent: percent,
    }),
  );
  it('rounds each levy to the cent, half up', () =>
    // 123,45 €: 18,6 % is 22,9617 €, 12,8 % is 15,8016 €.
    expect(computeDividendsFlatTax(2026, 12_345)).toMatchObject({
      socialLeviesCents: 2_296,
      incomeTaxCents: 1_580,
      netCents: 8_469,
    }));
  it.each([-1, 1.5, Number.NaN])('refuses %s cents', (gross) =>
    expect(() => computeDividendsFlatTax(2026, gross)).toThrow(RangeError),
  );
});
