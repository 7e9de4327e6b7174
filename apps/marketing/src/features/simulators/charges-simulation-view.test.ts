import { computeEmployeePayslip, computeOfficerPayslip, formatEuros } from '@dirigeo/payroll-calc';
import { describe, expect, it } from 'vitest';
import { buildSimulationView, simulationRequestOf } from './charges-simulation-view.ts';

const on = new Date('2026-11-22T10:00:00Z');

describe('simulationRequestOf', () => {
  it.each([
    [{ grossCents: 0, contractType: 'cdi', companySize: '11-49', regime: 'officer' }],
    [{ grossCents: null, contractType: 'cdi', companySize: '11-49', regime: 'officer' }],
    [{ grossCents: 300_000, contractType: '', companySize: '11-49', regime: 'officer' }],
    [{ grossCents: 300_000, contractType: 'cdi', companySize: '', regime: 'officer' }],
    [{ grossCents: 300_000, contractType: 'cdi', companySize: '11-49', regime: 'tns' }],
  ])('does nothing for %j (spec 001 §5)', (input) => {
    expect(simulationRequestOf(input)).toBeNull();
  });
});

describe('buildSimulationView', () => {
  it('gives the spec figures for 3 000 € in a company of fewer than 11 staff', () => {
    const view = buildSimulationView(
      { grossCents: 300_000, contractType: 'cdi', companySize: 'moins-11', regime: 'officer' },
      on,
    );
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(Object.fromEntries(Object.entries(view.flat).map(([key, value]) => [key, spaces(value)]))).toEqual(
      {
        gross: '3 000,00 €',
        employer: '1 200,00 €',
        employee: '660,00 €',
        net: '2 340,00 €',
        cost: '4 200,00 €',
        employerRate: '40,00 %',
        employeeRate: '22,00 %',
      },
    );
    expect(view.showContractCaveat).toBe(false);
    expect(view.pdfUrl).toBe(
      '/api/simulators/charges-sociales/pdf?grossSalary=3000.00&contractType=cdi&companySize=moins-11&regime=officer',
    );
  });

  it("gives the officer's exact payslip for the same gross, and how far it is from the estimate", () => {
    const view = buildSimulationView(
      { grossCents: 450_000, contractType: 'cdd', companySize: '50-249', regime: 'officer' },
      on,
    );
    const payslip = computeOfficerPayslip({ year: 2026, month: 11, grossCents: 450_000, headcount: 50 });
    expect(view.exactGap).toBeNull();
    if (!view.exact) throw new Error('expected an exact computation');
    expect(view.exact.year).toBe('2026');
    expect(view.exact.employer).toBe(formatEuros(payslip.employerContributions));
    expect(view.exact.employee).toBe(formatEuros(payslip.employeeContributions));
    expect(view.exact.net).toBe(formatEuros(payslip.netBeforeTax));
    expect(view.exact.cost).toBe(formatEuros(payslip.employerCost));
    expect(view.exact.groups.flatMap((group) => group.lines)).toHaveLength(payslip.lines.length);
    const flatCost = 450_000 + 189_000;
    const gap = formatEuros(Math.abs(payslip.employerCost - flatCost));
    expect(view.exact.difference).toContain(gap);
    expect(view.exact.assumptions).toContain('effectif retenu : 50');
  });

  it("names the regime and gives a cadre employee's payslip when asked", () => {
    const view = buildSimulationView(
      { grossCents: 450_000, contractType: 'cdi', companySize: '11-49', regime: 'employee-cadre' },
      on,
    );
    const payslip = computeEmployeePayslip({
      year: 2026,
      month: 11,
      grossCents: 450_000,
      headcount: 11,
      status: 'cadre',
    });
    if (!view.exact) throw new Error('expected an exact computation');
    expect(view.exact.regimeLabel).toBe('Salarié cadre, à temps plein');
    expect(view.exact.cost).toBe(formatEuros(payslip.employerCost));
    expect(view.exact.groups.flatMap((group) => group.lines.map((line) => line.label))).toContain('Apec');
    expect(
      buildSimulationView(
        { grossCents: 450_000, contractType: 'cdi', companySize: '11-49', regime: 'officer' },
        on,
      ).exact?.regimeLabel,
    ).toBe('Président de SAS ou de SASU (assimilé salarié)');
  });

  it('notes the exemptions of apprentices and trainees, and gives no exact figure it cannot compute', () => {
    for (const [contractType, rule] of [
      ['stage', /15\s%\sdu plafond horaire/],
      ['apprenti', /50\s%\sdu SMIC/],
    ] as const) {
      for (const regime of ['officer', 'employee-non-cadre', 'employee-cadre'] as const) {
        const view = buildSimulationView(
          { grossCents: 100_000, contractType, companySize: '11-49', regime },
          on,
        );
        expect(view.showContractCaveat).toBe(true);
        // A 1 000 € apprentice computed as an ordinary employee owes about 208 € instead of about 18 €.
        expect(view.exact).toBeNull();
        expect(view.exactGap).toMatch(rule);
        expect(view.exactGap).toContain("n'est jamais");
      }
    }
  });
});
