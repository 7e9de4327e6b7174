import { describe, expect, it } from 'vitest';
import { computeEmployeePayslip } from '../compute-employee-payslip.ts';
import { computeOfficerPayslip } from '../compute-officer-payslip.ts';
import { smicInForce } from '../smic.ts';
import { rates2026 } from './2026.ts';
import { rates2027 } from './2027.ts';
import { isSupportedYear, provisionalFiguresFor } from './index.ts';

describe('2027: a January payslip can be prepared, marked provisional', () => {
  it('is a supported year whose unpublished figures each name their awaited text', () => {
    expect(isSupportedYear(2027)).toBe(true);
    expect(isSupportedYear(2028)).toBe(false);
    const figures = provisionalFiguresFor(2027).map((f) => f.figure);
    expect(figures).toEqual([
      'pmssCents',
      'smicHourlyCentsByMonth',
      'atmpAveragePercent',
      'generalReduction',
      'payElements',
    ]);
    for (const figure of provisionalFiguresFor(2027)) {
      expect(figure.awaited).toMatch(/2027/);
      expect(figure.label.length).toBeGreaterThan(3);
    }
    expect(provisionalFiguresFor(2026)).toEqual([]);
    expect(provisionalFiguresFor(2025)).toEqual([]);
  });

  it('carries the figures in force on 31 December 2026', () => {
    expect(rates2027.pmssCents).toBe(rates2026.pmssCents);
    expect(rates2027.smicHourlyCentsByMonth).toEqual([{ fromMonth: 1, value: 1_231 }]);
    // The SMIC of June 2026 stays one period across the new year's file.
    expect(smicInForce({ year: 2027, month: 1 })).toMatchObject({
      hourlyCents: 1_231,
      since: { year: 2026, month: 6 },
    });
  });

  it('computes January 2027 as December 2026 would, and says it is provisional', () => {
    const input = { month: 1, grossCents: 450_000, headcount: 3 };
    const january = computeOfficerPayslip({ ...input, year: 2027 });
    const december = computeOfficerPayslip({ ...input, month: 12, year: 2026 });
    expect(january.year).toBe(2027);
    expect(january.employeeContributions).toBe(december.employeeContributions);
    expect(january.provisionalFigures.length).toBe(5);
    expect(december.provisionalFigures).toEqual([]);
    const employee = computeEmployeePayslip({ ...input, year: 2027, status: 'non-cadre' });
    expect(employee.smicCents).toBe(Math.round((1_231 * 1_820) / 12));
  });
});
