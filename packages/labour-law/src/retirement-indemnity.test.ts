import { describe, expect, it } from 'vitest';
import { computeDismissalIndemnity } from './dismissal-indemnity.ts';
import { computeRetirementIndemnity } from './retirement-indemnity.ts';

describe('computeRetirementIndemnity', () => {
  it.each([
    [9.9, 0, false],
    [10, 150_000, true],
    [15, 300_000, true],
    [22, 450_000, true],
    [30, 600_000, true],
  ])(
    'gives an employee leaving after %s years %i cents on 3 000 € (D1237-1)',
    (seniorityYears, amountCents, eligible) => {
      const result = computeRetirementIndemnity({
        initiator: 'employee',
        seniorityYears,
        referenceSalaryCents: 300_000,
      });
      expect(result).toMatchObject({ eligible, amountCents });
      expect(result.articles).toContain('D1237-1');
    },
  );
  it('rounds a half-month up to the cent', () =>
    expect(
      computeRetirementIndemnity({ initiator: 'employee', seniorityYears: 12, referenceSalaryCents: 200_001 })
        .amountCents,
    ).toBe(100_001));
  it('gives an employee the employer retires at least the dismissal indemnity (L1237-7)', () => {
    const result = computeRetirementIndemnity({
      initiator: 'employer',
      seniorityYears: 14,
      referenceSalaryCents: 240_000,
    });
    expect(result.amountCents).toBe(920_000);
    expect(result.amountCents).toBe(
      computeDismissalIndemnity({ seniorityYears: 14, referenceSalaryCents: 240_000 }).amountCents,
    );
    expect(result.articles[0]).toBe('L1237-7');
  });
  it('refuses a negative seniority', () =>
    expect(() =>
      computeRetirementIndemnity({
        initiator: 'employee',
        seniorityYears: -1,
        referenceSalaryCents: 240_000,
      }),
    ).toThrow(RangeError));
});
