import { describe, expect, it } from 'vitest';
import { computeEmployeePayslip } from './compute-employee-payslip.ts';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import { PAYSLIP_RISKS } from './payslip-types.ts';
import { groupPayslipLinesByRisk } from './payslip-groups.ts';

describe('groupPayslipLinesByRisk', () => {
  // A cadre paid 1,2 SMIC in 2026: every group of the bulletin clarifié, the reduction included.
  const payslip = computeEmployeePayslip({
    year: 2026,
    month: 4,
    grossCents: 218_800,
    headcount: 60,
    healthInsuranceMonthlyCents: 7_000,
    healthInsuranceEmployerSharePercent: 50,
    status: 'cadre',
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

  it("leaves out empty groups: an officer's payslip has no assurance chômage and no exonération", () => {
    const officer = computeOfficerPayslip({ year: 2026, month: 4, grossCents: 612_345, headcount: 60 });
    expect(groupPayslipLinesByRisk(officer.lines).map((group) => group.risk)).toEqual(
      PAYSLIP_RISKS.filter((risk) => risk !== 'Assurance chômage' && !risk.startsWith('Exonérations')),
    );
  });

  it('leaves out the groups of the lines it is not given', () => {
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
