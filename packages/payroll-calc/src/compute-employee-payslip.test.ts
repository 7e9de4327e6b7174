import { describe, expect, it } from 'vitest';
import { computeEmployeePayslip } from './compute-employee-payslip.ts';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import type { EmployeePayslip, EmployeePayslipInput } from './employee-payslip-types.ts';
import { percentToRateUnits } from './exact-amount.ts';
import type { PayslipLine, PayslipLineCode } from './payslip-types.ts';
import { rates2025 } from './rates/2025.ts';
import { rates2026 } from './rates/2026.ts';
import type { MonthlySteps } from './rates/index.ts';

/** A non-cadre in June 2025, full time, 2 500 € gross, 8 staff, no health plan. */
function employee(overrides: Partial<EmployeePayslipInput> = {}): EmployeePayslipInput {
  return { year: 2025, month: 6, grossCents: 250_000, headcount: 8, status: 'non-cadre', ...overrides };
}

function lineOf(payslip: { lines: PayslipLine[] }, code: PayslipLineCode) {
  return payslip.lines.find((line) => line.code === code);
}

/** `cents × Σ percents` rounded half up, in integer arithmetic. */
function percentOf(cents: number, ...percents: number[]): number {
  const units = percents.reduce((sum, percent) => sum + percentToRateUnits(percent, 'rate'), 0);
  const exact = cents * units;
  const remainder = exact % 100_000;
  return (exact - remainder) / 100_000 + (remainder * 2 >= 100_000 ? 1 : 0);
}

const VARIED: EmployeePayslipInput[] = [
  employee(),
  employee({ grossCents: 180_180, month: 1, pasRatePercent: 0 }),
  employee({
    status: 'cadre',
    grossCents: 412_399,
    headcount: 60,
    healthInsuranceMonthlyCents: 9_537,
    healthInsuranceEmployerSharePercent: 60,
    pasRatePercent: 11.6,
    versementMobiliteRatePercent: 2.95,
    workingTimeRatio: 0.8,
  }),
  employee({ year: 2026, month: 7, grossCents: 199_999, headcount: 49, pasRatePercent: 4.3 }),
  employee({
    year: 2026,
    month: 2,
    status: 'cadre',
    grossCents: 2_002_501,
    headcount: 2_500,
    atmpRatePercent: 0.9,
    pasRatePercent: 43,
  }),
  employee({
    year: 2026,
    month: 11,
    status: 'cadre',
    grossCents: 150_000,
    headcount: 60,
    healthInsuranceMonthlyCents: 40_000,
    healthInsuranceEmployerSharePercent: 100,
    workingTimeRatio: 0.6,
  }),
];

describe.each(VARIED)('a payslip adds up: %o', (input) => {
  const payslip = computeEmployeePayslip(input);
  const sum = (pick: (line: EmployeePayslip['lines'][number]) => number) =>
    payslip.lines.reduce((total, line) => total + pick(line), 0);

  it('prints lines that add up to the totals, the reduction included', () => {
    expect(sum((line) => line.employeeAmountCents)).toBe(payslip.employeeContributions);
    expect(sum((line) => line.employerAmountCents)).toBe(payslip.employerContributions);
    expect(0 - (lineOf(payslip, 'reduction-generale')?.employerAmountCents ?? 0)).toBe(
      payslip.reductionCents,
    );
  });

  it('derives the nets and the cost from the totals', () => {
    expect(payslip.netBeforeTax).toBe(input.grossCents - payslip.employeeContributions);
    expect(payslip.netPaid).toBe(payslip.netBeforeTax - payslip.pasAmount);
    expect(payslip.employerCost).toBe(input.grossCents + payslip.employerContributions);
  });

  it('prints each amount within a cent and a half of its printed base times its rate', () => {
    for (const line of payslip.lines) {
      for (const [rate, amount] of [
        [line.employeeRatePercent, line.employeeAmountCents],
        [line.employerRatePercent, line.employerAmountCents],
      ] as const) {
        expect(Math.abs(amount - (line.baseCents * (rate ?? 0)) / 100)).toBeLessThanOrEqual(1.5);
      }
    }
  });
});

describe('what an employee owes and an officer does not (CSS, Code du travail: see compute-employee-payslip.ts)', () => {
  const input = employee({ grossCents: 400_000 });
  const ours = computeEmployeePayslip(input);
  const officer = computeOfficerPayslip(input);

  it('assurance chômage, AGS and contribution au dialogue social, on the whole pay below 4 PMSS', () => {
    expect(lineOf(ours, 'assurance-chomage')).toMatchObject({ baseCents: 400_000, employerRatePercent: 4 });
    expect(lineOf(ours, 'ags')).toMatchObject({ baseCents: 400_000, employerRatePercent: 0.25 });
    expect(lineOf(ours, 'dialogue-social')).toMatchObject({ baseCents: 400_000, employerRatePercent: 0.016 });
    for (const code of ['assurance-chomage', 'ags', 'dialogue-social', 'reduction-generale'] as const) {
      expect(officer.lines.some((line) => line.code === code)).toBe(false);
    }
  });

  it('a non-cadre pays no Apec and has no cadre prévoyance, even when asked', () => {
    const nonCadre = computeEmployeePayslip(employee({ cadrePrevoyance: true }));
    expect(lineOf(nonCadre, 'apec')).toBeUndefined();
    expect(lineOf(nonCadre, 'prevoyance-cadre')).toBeUndefined();
    expect(lineOf(officer, 'apec')).toBeDefined();
  });

  it('a cadre pays the Apec and is owed the cadre prévoyance unless left out', () => {
    const cadre = computeEmployeePayslip(employee({ status: 'cadre' }));
    expect(lineOf(cadre, 'apec')).toMatchObject({ employeeRatePercent: 0.024, employerRatePercent: 0.036 });
    expect(lineOf(cadre, 'prevoyance-cadre')).toMatchObject({
      baseCents: 250_000,
      employerAmountCents: 3_750,
    });
    const without = computeEmployeePayslip(employee({ status: 'cadre', cadrePrevoyance: false }));
    expect(lineOf(without, 'prevoyance-cadre')).toBeUndefined();
  });

  it('2025, 3 000 € (above 1,6 SMIC, below 2,25 SMIC): employer contributions are the sum of their rates', () => {
    const r = rates2025;
    const payslip = computeEmployeePayslip(employee({ grossCents: 300_000 }));
    expect(payslip.reductionCents).toBe(0);
    expect(payslip.employerContributions).toBe(
      percentOf(
        300_000,
        7, // maladie, reduced
        r.atmpAveragePercent,
        r.vieillessePlafonneeEmployerPercent,
        r.vieillesseDeplafonneeEmployerPercent,
        r.agircArrcoT1EmployerPercent,
        r.cegT1EmployerPercent,
        3.45, // allocations familiales, reduced
        4, // assurance chômage from May 2025
        r.agsEmployerPercent,
        r.csaPercent,
        r.fnalReducedPercent,
        r.formationReducedPercent,
        r.taxeApprentissagePrincipalePercent,
        r.taxeApprentissageSoldePercent,
        r.dialogueSocialPercent,
      ),
    );
    const csgBase = percentOf(300_000, 100 - r.csgAbattementPercent);
    expect(payslip.employeeContributions).toBe(
      percentOf(
        300_000,
        r.vieillessePlafonneeEmployeePercent,
        r.vieillesseDeplafonneeEmployeePercent,
        r.agircArrcoT1EmployeePercent,
        r.cegT1EmployeePercent,
      ) + percentOf(csgBase, r.csgDeductiblePercent, r.csgNonDeductiblePercent, r.crdsPercent),
    );
  });

  it('the employee side is the officer’s, less the Apec, for the same gross pay', () => {
    const apec = lineOf(officer, 'apec')?.employeeAmountCents ?? 0;
    expect(Math.abs(ours.employeeContributions - (officer.employeeContributions - apec))).toBeLessThanOrEqual(
      1,
    );
  });
});

describe('2025: reduced maladie and famille rates up to their thresholds, the SMIC of 1 January 2025', () => {
  // 2,25 × 1 801,80 € = 4 054,05 €; 3,3 × 1 801,80 € = 5 945,94 €.
  it.each([
    [405_405, 7, 3.45],
    [405_406, 13, 3.45],
    [594_594, 13, 3.45],
    [594_595, 13, 5.25],
  ])('%s cents: maladie %s %, famille %s %', (grossCents, maladie, famille) => {
    const payslip = computeEmployeePayslip(employee({ grossCents }));
    expect(lineOf(payslip, 'maladie')?.employerRatePercent).toBe(maladie);
    expect(lineOf(payslip, 'famille')?.employerRatePercent).toBe(famille);
  });

  it('prorates the thresholds to part time', () => {
    const half = (grossCents: number) =>
      computeEmployeePayslip(employee({ grossCents, workingTimeRatio: 0.5 }));
    expect(lineOf(half(202_702), 'maladie')?.employerRatePercent).toBe(7);
    expect(lineOf(half(202_703), 'maladie')?.employerRatePercent).toBe(13);
  });

  it('2026 has no reduced rate, even at the SMIC', () => {
    const payslip = computeEmployeePayslip(employee({ year: 2026, grossCents: 182_304 }));
    expect(lineOf(payslip, 'maladie')?.employerRatePercent).toBe(13);
    expect(lineOf(payslip, 'famille')?.employerRatePercent).toBe(5.25);
  });
});

describe('the general reduction, with the SMIC of the month', () => {
  it('2025, at the SMIC: the whole T, on a negative line', () => {
    const payslip = computeEmployeePayslip(employee({ month: 1, grossCents: 180_180 }));
    expect(payslip.smicCents).toBe(180_180);
    expect(payslip.reductionCoefficient).toBe(0.3194);
    // 1 801,80 € × 0,3194 = 575,494… €.
    expect(lineOf(payslip, 'reduction-generale')).toMatchObject({
      risk: 'Exonérations de cotisations employeur',
      label: 'Réduction générale des cotisations patronales',
      baseCents: 180_180,
      employerRatePercent: -31.94,
    });
    expect(Math.abs(payslip.reductionCents - 57_549)).toBeLessThanOrEqual(1);
  });

  it('2025: T changes on 1 May with the chômage rate (4,05 % then 4,00 %)', () => {
    const april = computeEmployeePayslip(employee({ month: 4, grossCents: 180_180, headcount: 50 }));
    const may = computeEmployeePayslip(employee({ month: 5, grossCents: 180_180, headcount: 50 }));
    expect(lineOf(april, 'assurance-chomage')?.employerRatePercent).toBe(4.05);
    expect(lineOf(may, 'assurance-chomage')?.employerRatePercent).toBe(4);
    expect([april.reductionCoefficient, may.reductionCoefficient]).toEqual([0.3234, 0.3233]);
  });

  it('2025: nil from 1,6 SMIC', () => {
    const payslip = computeEmployeePayslip(employee({ grossCents: 288_288 }));
    expect(payslip.reductionCoefficient).toBe(0);
    expect(payslip.reductionCents).toBe(0);
    expect(lineOf(payslip, 'reduction-generale')).toBeUndefined();
  });

  it('2026: the RGDU, with the SMIC of 12,31 € from June', () => {
    const may = computeEmployeePayslip(employee({ year: 2026, month: 5, grossCents: 546_910 }));
    const june = computeEmployeePayslip(employee({ year: 2026, month: 6, grossCents: 546_910 }));
    expect([may.smicCents, june.smicCents]).toEqual([182_303, 186_702]);
    expect(may.reductionCoefficient).toBe(0);
    expect(june.reductionCoefficient).toBeGreaterThan(0.02);
    expect(lineOf(june, 'reduction-generale')?.label).toBe('Réduction générale dégressive unique');
    const atSmic = computeEmployeePayslip(employee({ year: 2026, month: 6, grossCents: 186_702 }));
    expect(atSmic.reductionCoefficient).toBe(0.3981);
  });
});

describe('part time', () => {
  const half = computeEmployeePayslip(
    employee({ year: 2026, status: 'cadre', grossCents: 300_000, workingTimeRatio: 0.5 }),
  );

  it('prorates the plafond: tranche 1, tranche 2, Fnal and the cadre prévoyance', () => {
    expect(half.proratedPmssCents).toBe(200_250);
    expect(half.workingTimeRatio).toBe(0.5);
    expect(lineOf(half, 'vieillesse-plafonnee')?.baseCents).toBe(200_250);
    expect(lineOf(half, 'complementaire-tranche-1')?.baseCents).toBe(200_250);
    expect(lineOf(half, 'complementaire-tranche-2')?.baseCents).toBe(99_750);
    expect(lineOf(half, 'fnal')?.baseCents).toBe(200_250);
    expect(lineOf(half, 'prevoyance-cadre')).toMatchObject({
      baseCents: 200_250,
      employerAmountCents: 3_004,
    });
  });

  it('prorates the 4 PMSS ceilings of the assurance chômage, the AGS and the Apec', () => {
    const payslip = computeEmployeePayslip(
      employee({ status: 'cadre', grossCents: 900_000, workingTimeRatio: 0.5 }),
    );
    for (const code of ['assurance-chomage', 'ags', 'apec'] as const) {
      expect(lineOf(payslip, code)?.baseCents).toBe(2 * 392_500);
    }
  });
});

describe('invalid inputs', () => {
  it.each([
    [{ status: 'manager' }],
    [{ workingTimeRatio: 0 }],
    [{ workingTimeRatio: -0.5 }],
    [{ workingTimeRatio: 1.2 }],
    [{ workingTimeRatio: Number.NaN }],
    [{ year: 2024 }],
    [{ grossCents: 1000.5 }],
    [{ headcount: -1 }],
  ])('rejects %o with a RangeError', (override) => {
    expect(() => computeEmployeePayslip({ ...employee(), ...override } as EmployeePayslipInput)).toThrow(
      RangeError,
    );
  });
});

describe('the figures of each year', () => {
  it.each([rates2025, rates2026])('$year: every monthly figure starts in January, months in order', (r) => {
    const steps: MonthlySteps[] = [r.smicHourlyCentsByMonth, r.chomageEmployerPercentByMonth];
    if (r.generalReduction.kind === 'reduction-generale')
      steps.push(r.generalReduction.atmpPartPercentByMonth);
    for (const figure of steps) {
      expect(figure[0]?.fromMonth).toBe(1);
      const months = figure.map((step) => step.fromMonth);
      expect(months).toEqual([...months].sort((a, b) => a - b));
      expect(months.every((month) => Number.isInteger(month) && month >= 1 && month <= 12)).toBe(true);
    }
  });

  it.each([rates2025, rates2026])('$year: the employee rates have at most 3 decimals', (r) => {
    const percents = [
      ...r.chomageEmployerPercentByMonth.map((step) => step.value),
      r.agsEmployerPercent,
      r.dialogueSocialPercent,
      r.maladieReducedEmployer?.percent ?? 0,
      r.allocationsFamilialesReduced?.percent ?? 0,
    ];
    for (const percent of percents) expect(() => percentToRateUnits(percent, 'rate')).not.toThrow();
  });
});
