import { describe, expect, it } from 'vitest';
import { filterPayslips, payslipYears } from './filter-payslips.ts';

const payslips = [
  { id: 1, month: 2, year: 2025 },
  { id: 2, month: 11, year: 2025 },
  { id: 3, month: 2, year: 2026 },
  { id: 4, month: 1, year: 2026 },
  { id: 5, month: 8, year: 2024 },
];

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('filterPayslips', () => {
  it('sorts by year then month, newest first', () => {
    expect(ids(filterPayslips(payslips, '', 'all'))).toEqual([3, 4, 2, 1, 5]);
  });

  it('searches the period text, ignoring case and accents', () => {
    expect(ids(filterPayslips(payslips, 'fevrier', 'all'))).toEqual([3, 1]);
    expect(ids(filterPayslips(payslips, 'AOÛT', 'all'))).toEqual([5]);
    expect(ids(filterPayslips(payslips, 'novembre 2025', 'all'))).toEqual([2]);
  });

  it('keeps one year when the filter names it, combined with the search', () => {
    expect(ids(filterPayslips(payslips, '', 2026))).toEqual([3, 4]);
    expect(ids(filterPayslips(payslips, 'février', 2025))).toEqual([1]);
    expect(filterPayslips(payslips, 'mars', 2026)).toEqual([]);
  });
});

describe('payslipYears', () => {
  it('lists the distinct years, newest first', () => {
    expect(payslipYears(payslips)).toEqual([2026, 2025, 2024]);
  });
});
