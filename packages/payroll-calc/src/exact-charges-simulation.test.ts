import { describe, expect, it } from 'vitest';
import { computeEmployeePayslip } from './compute-employee-payslip.ts';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import {
  EXACT_SIMULATION_REGIMES,
  exactSimulationGapOf,
  HEADCOUNT_OF_COMPANY_SIZE,
  simulateExactCharges,
  simulateExactChargesForNet,
} from './exact-charges-simulation.ts';
import { COMPANY_SIZES } from './social-charges-simulator.ts';

describe('simulateExactCharges', () => {
  it('is the officer payslip of the month, with the lower bound of the size class', () => {
    const on = new Date('2026-11-22T10:00:00Z');
    for (const companySize of COMPANY_SIZES) {
      const simulation = simulateExactCharges({
        contractType: 'cdi',
        regime: 'officer',
        grossCents: 350_000,
        companySize,
        on,
      });
      const headcount = HEADCOUNT_OF_COMPANY_SIZE[companySize];
      expect(simulation).toEqual({
        regime: 'officer',
        year: 2026,
        ratesFromEarlierYear: false,
        headcount,
        payslip: computeOfficerPayslip({ year: 2026, month: 11, grossCents: 350_000, headcount }),
      });
    }
  });

  it('withholds the prélèvement à la source at the rate given, as the payslip does', () => {
    const on = new Date('2026-11-22T10:00:00Z');
    const simulation = simulateExactCharges({
      contractType: 'cdi',
      regime: 'officer',
      grossCents: 280_000,
      companySize: 'moins-11',
      on,
      pasRatePercent: 7.5,
    });
    const payslip = computeOfficerPayslip({
      year: 2026,
      month: 11,
      grossCents: 280_000,
      headcount: HEADCOUNT_OF_COMPANY_SIZE['moins-11'],
      pasRatePercent: 7.5,
    });
    expect(simulation.payslip).toEqual(payslip);
    expect(payslip.pasAmount).toBeGreaterThan(0);
    expect(simulation.payslip.netPaid).toBe(simulation.payslip.netBeforeTax - simulation.payslip.pasAmount);
    expect(() =>
      simulateExactCharges({
        contractType: 'cdi',
        regime: 'officer',
        grossCents: 280_000,
        companySize: 'moins-11',
        on,
        pasRatePercent: 150,
      }),
    ).toThrow(RangeError);
  });

  it("is an employee's payslip of the month for the employee regimes, cadre or not", () => {
    const on = new Date('2026-03-10T10:00:00Z');
    for (const [regime, status] of [
      ['employee-non-cadre', 'non-cadre'],
      ['employee-cadre', 'cadre'],
    ] as const) {
      const simulation = simulateExactCharges({
        contractType: 'cdi',
        regime,
        grossCents: 250_000,
        companySize: '50-249',
        on,
      });
      expect(simulation.payslip).toEqual(
        computeEmployeePayslip({ year: 2026, month: 3, grossCents: 250_000, headcount: 50, status }),
      );
      expect(simulation.regime).toBe(regime);
    }
    const officer = simulateExactCharges({
      contractType: 'cdi',
      regime: 'officer',
      grossCents: 250_000,
      companySize: '50-249',
      on,
    });
    const employee = simulateExactCharges({
      contractType: 'cdi',
      regime: 'employee-non-cadre',
      grossCents: 250_000,
      companySize: '50-249',
      on,
    });
    // An employee's employer insures them against unemployment and the AGS; an officer's does not.
    const ids = (lines: { code: string }[]) => lines.map((line) => line.code);
    expect(ids(employee.payslip.lines)).toEqual(expect.arrayContaining(['assurance-chomage', 'ags']));
    expect(ids(officer.payslip.lines)).not.toContain('assurance-chomage');
  });

  it('gives the same lines for every staff count of a class (the thresholds are class bounds)', () => {
    const lines = (headcount: number) =>
      computeOfficerPayslip({ year: 2026, month: 3, grossCents: 500_000, headcount }).lines;
    for (const [low, high] of [
      [0, 10],
      [11, 49],
      [50, 249],
      [250, 1999],
    ] as const) {
      expect(lines(high)).toEqual(lines(low));
    }
  });

  it('uses 2025 rates in 2025 and the latest year after the last one known', () => {
    const in2025 = simulateExactCharges({
      contractType: 'cdi',
      regime: 'officer',
      grossCents: 300_000,
      companySize: '11-49',
      on: new Date('2025-06-01T00:00:00Z'),
    });
    expect([in2025.year, in2025.ratesFromEarlierYear]).toEqual([2025, false]);
    const later = simulateExactCharges({
      contractType: 'cdi',
      regime: 'officer',
      grossCents: 300_000,
      companySize: '11-49',
      on: new Date('2031-01-15T00:00:00Z'),
    });
    expect([later.year, later.ratesFromEarlierYear]).toEqual([2027, true]);
  });

  it('refuses an unknown regime, size or date', () => {
    const on = new Date('2026-01-01T00:00:00Z');
    expect(() =>
      // @ts-expect-error: not a regime
      simulateExactCharges({ contractType: 'cdi', regime: 'tns', grossCents: 1, companySize: '11-49', on }),
    ).toThrow(RangeError);
    expect(() =>
      // @ts-expect-error: not a size
      simulateExactCharges({ contractType: 'cdi', regime: 'officer', grossCents: 1, companySize: '12', on }),
    ).toThrow(RangeError);
    expect(() =>
      simulateExactCharges({
        contractType: 'cdi',
        regime: 'officer',
        grossCents: 1,
        companySize: '11-49',
        on: new Date('x'),
      }),
    ).toThrow(RangeError);
  });
});

describe('simulateExactCharges and the contracts it does not compute', () => {
  const on = new Date('2026-03-15T12:00:00Z');
  it.each([
    ['stage', 'intern'],
    ['apprenti', 'apprentice'],
  ] as const)(
    'refuses a %s, for every regime, rather than compute it as an ordinary employee',
    (contractType, gap) => {
      expect(exactSimulationGapOf(contractType)).toBe(gap);
      for (const regime of EXACT_SIMULATION_REGIMES) {
        expect(() =>
          simulateExactCharges({ contractType, regime, grossCents: 60_000, companySize: 'moins-11', on }),
        ).toThrow(RangeError);
      }
    },
  );

  it.each(['cdi', 'cdd'] as const)('computes a %s', (contractType) => {
    expect(exactSimulationGapOf(contractType)).toBeNull();
    expect(
      simulateExactCharges({
        contractType,
        regime: 'employee-non-cadre',
        grossCents: 250_000,
        companySize: '11-49',
        on,
      }).payslip.grossCents,
    ).toBe(250_000);
  });
});

describe('simulateExactChargesForNet', () => {
  const on = new Date('2026-11-22T10:00:00Z');
  it('finds the smallest gross whose net before tax reaches the net sought, for each regime', () => {
    for (const regime of EXACT_SIMULATION_REGIMES) {
      for (const netBeforeTaxCents of [120_000, 250_000, 433_333, 1_200_000]) {
        const found = simulateExactChargesForNet({
          contractType: 'cdi',
          regime,
          netBeforeTaxCents,
          companySize: '11-49',
          on,
        });
        const gross = found.payslip.grossCents;
        expect(found).toEqual(
          simulateExactCharges({ contractType: 'cdi', regime, grossCents: gross, companySize: '11-49', on }),
        );
        expect(found.payslip.netBeforeTax).toBeGreaterThanOrEqual(netBeforeTaxCents);
        expect(found.payslip.netBeforeTax - netBeforeTaxCents).toBeLessThanOrEqual(1);
        const oneCentLess = simulateExactCharges({
          contractType: 'cdi',
          regime,
          grossCents: gross - 1,
          companySize: '11-49',
          on,
        });
        expect(oneCentLess.payslip.netBeforeTax).toBeLessThan(netBeforeTaxCents);
      }
    }
  });

  it('refuses a net that is no whole number of cents, or under 1 €', () => {
    for (const netBeforeTaxCents of [0, 99, 1.5, Number.NaN]) {
      expect(() =>
        simulateExactChargesForNet({
          contractType: 'cdi',
          regime: 'officer',
          netBeforeTaxCents,
          companySize: 'moins-11',
          on,
        }),
      ).toThrow(RangeError);
    }
  });
});

describe('simulateExactCharges with the company’s AT/MP rate and health plan', () => {
  const on = new Date(Date.UTC(2026, 2, 15));
  it('computes the officer’s payslip with them, as computeOfficerPayslip does', () => {
    const { payslip } = simulateExactCharges({
      regime: 'officer',
      contractType: 'cdi',
      grossCents: 280_000,
      companySize: 'moins-11',
      on,
      atmpRatePercent: 1.5,
      healthInsuranceMonthlyCents: 6000,
      healthInsuranceEmployerSharePercent: 50,
    });
    expect(payslip).toEqual(
      computeOfficerPayslip({
        year: 2026,
        month: 3,
        grossCents: 280_000,
        headcount: 0,
        pasRatePercent: 0,
        atmpRatePercent: 1.5,
        healthInsuranceMonthlyCents: 6000,
        healthInsuranceEmployerSharePercent: 50,
      }),
    );
  });
  it('changes the employee’s net and cost with them', () => {
    const plain = simulateExactCharges({
      regime: 'employee-non-cadre',
      contractType: 'cdi',
      grossCents: 250_000,
      companySize: '11-49',
      on,
    });
    const stated = simulateExactCharges({
      regime: 'employee-non-cadre',
      contractType: 'cdi',
      grossCents: 250_000,
      companySize: '11-49',
      on,
      atmpRatePercent: 3,
      healthInsuranceMonthlyCents: 8000,
      healthInsuranceEmployerSharePercent: 60,
    });
    expect(stated.payslip.netBeforeTax).toBeLessThan(plain.payslip.netBeforeTax);
    expect(stated.payslip.employerCost).toBeGreaterThan(plain.payslip.employerCost);
  });
});

describe('simulateExactChargesForNet with a health plan', () => {
  it('finds the gross of a small net whose premium is larger than it', () => {
    const simulation = simulateExactChargesForNet({
      regime: 'officer',
      contractType: 'cdi',
      netBeforeTaxCents: 10_000,
      companySize: 'moins-11',
      on: new Date(Date.UTC(2026, 2, 15)),
      healthInsuranceMonthlyCents: 99_900,
      healthInsuranceEmployerSharePercent: 100,
    });
    expect(simulation.payslip.netBeforeTax).toBeGreaterThanOrEqual(10_000);
    expect(simulation.payslip.netBeforeTax).toBeLessThanOrEqual(10_001);
  });
});
