import { describe, expect, it } from 'vitest';
import { findPeriod, previousMonth, recentPayslips, summarize } from './dashboard-summary.ts';

const payslip = (month: number, year: number, status: 'draft' | 'completed' | 'archived' = 'completed') => ({
  id: year * 100 + month,
  month,
  year,
  grossSalary: 1000.1,
  netSalary: 780.2,
  socialContributions: 219.9,
  status,
});

describe('dashboard summary', () => {
  it('adds the totals of the finalised payslips in cents, drafts left out and counted apart', () => {
    expect(
      summarize([
        payslip(1, 2026),
        payslip(2, 2026, 'archived'),
        payslip(3, 2026),
        payslip(4, 2026, 'draft'),
      ]),
    ).toEqual({
      grossCents: 300030,
      netCents: 234060,
      contributionsCents: 65970,
      count: 3,
      drafts: 1,
    });
  });

  it('keeps the five newest payslips, newest first', () => {
    const all = [
      payslip(3, 2025),
      payslip(1, 2026),
      payslip(12, 2025),
      payslip(2, 2026),
      payslip(11, 2025),
      payslip(6, 2024),
    ];
    expect(recentPayslips(all).map((p) => p.id)).toEqual([202602, 202601, 202512, 202511, 202503]);
  });

  it('finds the previous month across the new year', () => {
    expect(previousMonth(1, 2026)).toEqual({ month: 12, year: 2025 });
    expect(previousMonth(7, 2026)).toEqual({ month: 6, year: 2026 });
    expect(findPeriod([payslip(12, 2025)], previousMonth(1, 2026))?.id).toBe(202512);
  });
});
