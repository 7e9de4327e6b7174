import { describe, expect, it } from 'vitest';
import { COMPANY_SIZES, simulateSocialCharges } from './social-charges-simulator.ts';

describe('simulateSocialCharges (spec 001 section 9)', () => {
  it('offers the four company sizes of the form', () => {
    expect(COMPANY_SIZES).toEqual(['moins-11', '11-49', '50-249', 'plus-250']);
  });

  // Employer 40 % under 11 staff, 42 % otherwise; employee 22 %; net = gross - employee charges;
  // total cost = gross + employer charges.
  it.each([
    ['moins-11', 300_000, 120_000, 66_000, 234_000, 420_000, 40],
    ['11-49', 300_000, 126_000, 66_000, 234_000, 426_000, 42],
    ['50-249', 300_000, 126_000, 66_000, 234_000, 426_000, 42],
    ['plus-250', 300_000, 126_000, 66_000, 234_000, 426_000, 42],
    ['moins-11', 180_180, 72_072, 39_640, 140_540, 252_252, 40],
    // 1 234,57 € × 42 % = 518,5194 €; × 22 % = 271,6054 €.
    ['11-49', 123_457, 51_852, 27_161, 96_296, 175_309, 42],
    // 0,25 € × 22 % = 0,055 €, half away from zero: 0,06 €; × 42 % = 0,105 €: 0,11 €.
    ['plus-250', 25, 11, 6, 19, 36, 42],
  ] as const)(
    '%s, %s cents: employer %s, employee %s, net %s, total cost %s',
    (companySize, grossCents, employer, employee, net, totalCost, employerRate) => {
      expect(simulateSocialCharges({ grossCents, companySize })).toEqual({
        grossCents,
        employerChargesCents: employer,
        employeeChargesCents: employee,
        netCents: net,
        totalCostCents: totalCost,
        employerRatePercent: employerRate,
        employeeRatePercent: 22,
      });
    },
  );

  it.each([[-1], [10.5], [Number.NaN]])('rejects a gross of %s cents', (grossCents) => {
    expect(() => simulateSocialCharges({ grossCents, companySize: '11-49' })).toThrow(RangeError);
  });
});
