import { describe, expect, it } from 'vitest';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import { PAYSLIP_RISKS } from './officer-payslip-types.ts';
import { groupPayslipLinesByRisk } from './payslip-groups.ts';

describe('groupPayslipLinesByRisk', () => {
  const payslip = computeOfficerPayslip({
    year: 2026,
    month: 4,
    grossCents: 612_345,
    headcount: 60,
    healthInsuranceMonthlyCents: 7_000,
    healthInsuranceEmployerSharePercent: 50,
    cadrePrevoyance: true,
  });
  const groups = groupPayslipLinesByRisk(payslip.lines);

  it("follows the bulletin clarifié's order, every line in its risk", () => {
    expect(groups.map((group) => group.risk)).toEqual(PAYSLIP_RISKS);
    expect(groups.flatMap((group) => group.lines)).toEqual(payslip.lines);
    for (const group of groups) expect(group.lines.every((line) => line.risk === group.risk)).toBe(true);
  });

  it('gives subtotals that add up to the payslip totals', () => {
    expect(groups.reduce((sum, group) => sum + group.employeeAmountCents, 0)).toBe(
      payslip.employeeContributions,
    );
    expect(groups.reduce((sum, group) => sum + group.employerAmountCents, 0)).toBe(
      payslip.employerContributions,
    );
  });

  it('leaves out empty groups', () => {
    expect(
      groupPayslipLinesByRisk(payslip.lines.filter((line) => line.risk !== 'Famille')).map((g) => g.risk),
    ).not.toContain('Famille');
  });

  it('keeps the lines of a risk it does not know, after the known groups', () => {
    const stored = [
      { risk: 'Nouvelle contribution', label: 'X', employeeAmountCents: 100, employerAmountCents: 0 },
      ...payslip.lines,
    ];
    const grouped = groupPayslipLinesByRisk(stored);
    expect(grouped.map((group) => group.risk)).toEqual([...PAYSLIP_RISKS, 'Nouvelle contribution']);
    expect(grouped.at(-1)?.employeeAmountCents).toBe(100);
  });
});
