import { describe, expect, it } from 'vitest';
import { sortPayslipsNewestFirst } from './sort-payslips.ts';

describe('sortPayslipsNewestFirst', () => {
  it('puts the newest period first, and a replaced payslip after its corrective within a month', () => {
    const sorted = sortPayslipsNewestFirst([
      { id: 1, year: 2026, month: 1, status: 'completed' },
      { id: 2, year: 2026, month: 2, status: 'replaced' },
      { id: 3, year: 2026, month: 2, status: 'completed' },
      { id: 4, year: 2025, month: 12, status: 'completed' },
    ]);
    expect(sorted.map((payslip) => payslip.id)).toEqual([3, 2, 1, 4]);
  });
});
