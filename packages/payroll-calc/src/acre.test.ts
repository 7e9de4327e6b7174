import { describe, expect, it } from 'vitest';
import { acreCoverage, type AcreInput } from './acre.ts';
import { computeEmployeePayslip } from './compute-employee-payslip.ts';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';

/** A président of SASU who created the company in March 2026. */
const ACRE: AcreInput = {
  startYear: 2026,
  startMonth: 3,
  effectiveControl: true,
  noAcreInPreviousThreeYears: true,
};

describe('acreCoverage: 12 months from the start, under the conditions', () => {
  it.each([
    [2026, 2, { covered: false, reason: 'outside-12-months' }],
    [2026, 3, { covered: true }],
    [2027, 2, { covered: true }],
    [2027, 3, { covered: false, reason: 'outside-12-months' }],
  ] as const)('%i-%i', (year, month, expected) => {
    expect(acreCoverage(ACRE, year, month)).toEqual(expected);
  });

  it('refuses it without effective control or with an ACRE in the three years before', () => {
    expect(acreCoverage({ ...ACRE, effectiveControl: false }, 2026, 4)).toEqual({
      covered: false,
      reason: 'conditions',
    });
    expect(acreCoverage({ ...ACRE, noAcreInPreviousThreeYears: false }, 2026, 4).covered).toBe(false);
  });
});

describe('the ACRE line of an officer’s payslip, 2026 (PMSS 4 005 €)', () => {
  const acreLine = (grossCents: number, month = 4, acre: AcreInput = ACRE) =>
    computeOfficerPayslip({ year: 2026, month, grossCents, headcount: 1, acre }).lines.find(
      (l) => l.code === 'acre',
    );

  it('exempts everything up to 75 % of the plafond', () => {
    // 2 000 € ≤ 3 003,75 €: officer 6,90 % + 0,40 % = 146,00 €; employer 13 % + 8,55 % + 2,11 % + 5,25 %
    // = 28,91 % → 578,20 €.
    expect(acreLine(200_000)).toMatchObject({ employeeAmountCents: -14_600, employerAmountCents: -57_820 });
  });

  it('is degressive between 75 % and 100 % of the plafond', () => {
    // 3 500 €: share 3 × (4 005 − 3 500) / 3 500 = 0,432857…; officer 255,50 € × share = 110,595 →
    // 110,60 €; employer 1 011,85 € × share = 437,986… → 437,99 € (each within the cent of apportioning).
    const line = acreLine(350_000);
    expect(Math.abs((line?.employeeAmountCents ?? 0) + 11_060)).toBeLessThanOrEqual(1);
    expect(Math.abs((line?.employerAmountCents ?? 0) + 43_799)).toBeLessThanOrEqual(1);
  });

  it('is nil from the plafond, outside the 12 months, and for an employee', () => {
    expect(acreLine(400_500)).toBeUndefined();
    expect(acreLine(200_000, 2)).toBeUndefined();
    expect(acreLine(200_000, 4, { ...ACRE, effectiveControl: false })).toBeUndefined();
    const employee = computeEmployeePayslip({
      year: 2026,
      month: 4,
      grossCents: 200_000,
      headcount: 1,
      status: 'non-cadre',
      acre: ACRE,
    });
    expect(employee.lines.find((l) => l.code === 'acre')).toBeUndefined();
  });

  it('lowers the contributions by its amounts, the CSG/CRDS unchanged', () => {
    const without = computeOfficerPayslip({ year: 2026, month: 4, grossCents: 200_000, headcount: 1 });
    const withAcre = computeOfficerPayslip({
      year: 2026,
      month: 4,
      grossCents: 200_000,
      headcount: 1,
      acre: ACRE,
    });
    expect(without.employeeContributions - withAcre.employeeContributions).toBe(14_600);
    expect(without.employerContributions - withAcre.employerContributions).toBe(57_820);
    const csg = (p: typeof without) => p.lines.find((l) => l.code === 'csg-deductible')?.employeeAmountCents;
    expect(csg(withAcre)).toBe(csg(without));
  });
});
