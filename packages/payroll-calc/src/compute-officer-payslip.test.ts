import { describe, expect, it } from 'vitest';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import { percentToRateUnits } from './exact-amount.ts';
import type { OfficerPayslip, OfficerPayslipInput } from './officer-payslip-types.ts';
import type { PayslipLineCode } from './payslip-types.ts';
import { rates2025 } from './rates/2025.ts';
import { rates2026 } from './rates/2026.ts';
import { DEFAULT_ATMP_RATE_PERCENT, supportedYears } from './rates/index.ts';

/** A president of SASU in June 2025, 3 000 € gross, 3 staff, no health plan nor cadre prévoyance. */
function officer(overrides: Partial<OfficerPayslipInput> = {}): OfficerPayslipInput {
  return { year: 2025, month: 6, grossCents: 300_000, headcount: 3, ...overrides };
}

function lineOf(payslip: OfficerPayslip, code: PayslipLineCode) {
  return payslip.lines.find((line) => line.code === code);
}

/** `cents × Σ percents` rounded half up, in integer arithmetic. */
function percentOf(cents: number, ...percents: number[]): number {
  const units = percents.reduce((sum, percent) => sum + percentToRateUnits(percent, 'rate'), 0);
  const exact = cents * units;
  const remainder = exact % 100_000;
  return (exact - remainder) / 100_000 + (remainder * 2 >= 100_000 ? 1 : 0);
}

const VARIED: OfficerPayslipInput[] = [
  officer(),
  officer({ grossCents: 10_000, headcount: 0, pasRatePercent: 0 }),
  officer({
    grossCents: 412_399,
    headcount: 12,
    healthInsuranceMonthlyCents: 9_537,
    healthInsuranceEmployerSharePercent: 60,
    cadrePrevoyance: true,
    pasRatePercent: 11.6,
    versementMobiliteRatePercent: 2.95,
  }),
  officer({
    year: 2026,
    month: 1,
    grossCents: 2_002_501,
    headcount: 2_500,
    atmpRatePercent: 0.9,
    pasRatePercent: 43,
  }),
  officer({
    year: 2026,
    month: 11,
    grossCents: 150_000,
    headcount: 60,
    healthInsuranceMonthlyCents: 40_000,
    healthInsuranceEmployerSharePercent: 100,
    cadrePrevoyance: true,
    pasRatePercent: 2.5,
  }),
];

describe.each(VARIED)('a payslip adds up: %o', (input) => {
  const payslip = computeOfficerPayslip(input);
  const sum = (pick: (line: OfficerPayslip['lines'][number]) => number) =>
    payslip.lines.reduce((total, line) => total + pick(line), 0);

  it('prints lines that add up to the totals', () => {
    expect(sum((line) => line.employeeAmountCents)).toBe(payslip.employeeContributions);
    expect(sum((line) => line.employerAmountCents)).toBe(payslip.employerContributions);
  });

  it('derives the nets and the cost from the totals', () => {
    expect(payslip.netBeforeTax).toBe(input.grossCents - payslip.employeeContributions);
    expect(payslip.netPaid).toBe(payslip.netBeforeTax - payslip.pasAmount);
    expect(payslip.employerCost).toBe(input.grossCents + payslip.employerContributions);
    expect(payslip.netSocial).toBe(payslip.netBeforeTax);
  });

  it('withholds the rate of the net imposable, to the cent', () => {
    expect(payslip.pasAmount).toBe(percentOf(payslip.netTaxable, input.pasRatePercent ?? 0));
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

describe("an officer's regime", () => {
  const payslip = computeOfficerPayslip(officer({ grossCents: 200_000 }));

  it('pays the full maladie and famille rates even on a low pay', () => {
    expect(lineOf(payslip, 'maladie')?.employerRatePercent).toBe(13);
    expect(lineOf(payslip, 'famille')?.employerRatePercent).toBe(5.25);
  });

  it('owes no unemployment insurance, no AGS and gets no reduction: employer contributions are the sum of its rates', () => {
    const r = rates2025;
    expect(payslip.employerContributions).toBe(
      percentOf(
        200_000,
        r.maladieEmployerPercent,
        r.atmpAveragePercent,
        r.vieillessePlafonneeEmployerPercent,
        r.vieillesseDeplafonneeEmployerPercent,
        r.agircArrcoT1EmployerPercent,
        r.cegT1EmployerPercent,
        r.allocationsFamilialesPercent,
        r.apecEmployerPercent,
        r.csaPercent,
        r.fnalReducedPercent,
        r.formationReducedPercent,
        r.taxeApprentissagePrincipalePercent,
        r.taxeApprentissageSoldePercent,
      ),
    );
  });

  it('pays as employee: retirement, Apec, and CSG/CRDS on 98,25 % of the pay', () => {
    const r = rates2025;
    const csgBase = percentOf(200_000, 100 - r.csgAbattementPercent);
    expect(payslip.employeeContributions).toBe(
      percentOf(
        200_000,
        r.vieillessePlafonneeEmployeePercent,
        r.vieillesseDeplafonneeEmployeePercent,
        r.agircArrcoT1EmployeePercent,
        r.cegT1EmployeePercent,
        r.apecEmployeePercent,
      ) + percentOf(csgBase, r.csgDeductiblePercent, r.csgNonDeductiblePercent, r.crdsPercent),
    );
  });
});

describe('the plafond de la sécurité sociale', () => {
  it.each(supportedYears)('%s: up to the plafond, tranche 1 only, without CET', (year) => {
    const pmss = year === 2025 ? 392_500 : 400_500;
    const payslip = computeOfficerPayslip(officer({ year, grossCents: pmss }));
    expect(payslip.pmssCents).toBe(pmss);
    expect(lineOf(payslip, 'complementaire-tranche-2')).toBeUndefined();
    expect(lineOf(payslip, 'complementaire-tranche-1')).toMatchObject({
      baseCents: pmss,
      employeeRatePercent: 4.01,
      employerRatePercent: 6.01,
    });
  });

  it.each(supportedYears)('%s: above it, tranche 2 and the CET on both tranches', (year) => {
    const pmss = year === 2025 ? 392_500 : 400_500;
    const payslip = computeOfficerPayslip(officer({ year, grossCents: pmss + 1 }));
    expect(lineOf(payslip, 'complementaire-tranche-1')).toMatchObject({
      baseCents: pmss,
      employeeRatePercent: 4.15,
      employerRatePercent: 6.22,
    });
    expect(lineOf(payslip, 'complementaire-tranche-2')).toMatchObject({
      baseCents: 1,
      employeeRatePercent: 9.86,
      employerRatePercent: 14.78,
    });
    expect(lineOf(payslip, 'vieillesse-plafonnee')?.baseCents).toBe(pmss);
  });

  it('caps tranche 2 at 8 PMSS and the Apec base at 4 PMSS', () => {
    const payslip = computeOfficerPayslip(officer({ grossCents: 9 * 392_500 }));
    expect(lineOf(payslip, 'complementaire-tranche-2')?.baseCents).toBe(7 * 392_500);
    expect(lineOf(payslip, 'apec')?.baseCents).toBe(4 * 392_500);
  });
});

describe('staff-count thresholds', () => {
  const withPlan = {
    healthInsuranceMonthlyCents: 6_000,
    healthInsuranceEmployerSharePercent: 50,
    versementMobiliteRatePercent: 1.75,
  };
  it.each([
    [
      10,
      {
        fnal: 0.1,
        formation: 0.55,
        forfaitSocial: undefined,
        versementMobilite: undefined,
        peec: undefined,
        supplementaire: undefined,
      },
    ],
    [
      11,
      {
        fnal: 0.1,
        formation: 1,
        forfaitSocial: 8,
        versementMobilite: 1.75,
        peec: undefined,
        supplementaire: undefined,
      },
    ],
    [
      49,
      {
        fnal: 0.1,
        formation: 1,
        forfaitSocial: 8,
        versementMobilite: 1.75,
        peec: undefined,
        supplementaire: undefined,
      },
    ],
    [
      50,
      {
        fnal: 0.5,
        formation: 1,
        forfaitSocial: 8,
        versementMobilite: 1.75,
        peec: 0.45,
        supplementaire: undefined,
      },
    ],
    [
      249,
      {
        fnal: 0.5,
        formation: 1,
        forfaitSocial: 8,
        versementMobilite: 1.75,
        peec: 0.45,
        supplementaire: undefined,
      },
    ],
    [
      250,
      { fnal: 0.5, formation: 1, forfaitSocial: 8, versementMobilite: 1.75, peec: 0.45, supplementaire: 0.4 },
    ],
    [
      2000,
      { fnal: 0.5, formation: 1, forfaitSocial: 8, versementMobilite: 1.75, peec: 0.45, supplementaire: 0.6 },
    ],
  ])('%s staff', (headcount, rates) => {
    const payslip = computeOfficerPayslip(officer({ grossCents: 500_000, headcount, ...withPlan }));
    const rate = (code: PayslipLineCode) => lineOf(payslip, code)?.employerRatePercent ?? undefined;
    expect({
      fnal: rate('fnal'),
      formation: rate('formation-professionnelle'),
      forfaitSocial: rate('forfait-social'),
      versementMobilite: rate('versement-mobilite'),
      peec: rate('peec'),
      supplementaire: rate('contribution-supplementaire-apprentissage'),
    }).toEqual(rates);
    // Below 50 staff the Fnal is due on tranche 1 only.
    expect(lineOf(payslip, 'fnal')?.baseCents).toBe(headcount < 50 ? 392_500 : 500_000);
  });
});

describe('health plan and prévoyance', () => {
  it('splits the premium and adds the employer share to the net imposable', () => {
    const payslip = computeOfficerPayslip(
      officer({ healthInsuranceMonthlyCents: 8_000, healthInsuranceEmployerSharePercent: 50 }),
    );
    expect(lineOf(payslip, 'complementaire-sante')).toMatchObject({
      baseCents: 8_000,
      employeeRatePercent: 50,
      employeeAmountCents: 4_000,
      employerRatePercent: 50,
      employerAmountCents: 4_000,
    });
    const csgCrds = lineOf(payslip, 'csg-crds-non-deductible')?.employeeAmountCents ?? 0;
    expect(Math.abs(payslip.netTaxable - payslip.netBeforeTax - csgCrds - 4_000)).toBeLessThanOrEqual(1);
  });

  it('keeps the cadre prévoyance out of the net imposable (CGI art. 83 1° quater)', () => {
    const without = computeOfficerPayslip(officer());
    const withCadre = computeOfficerPayslip(officer({ cadrePrevoyance: true }));
    const cadre = lineOf(withCadre, 'prevoyance-cadre');
    expect(cadre).toMatchObject({ baseCents: 300_000, employerRatePercent: 1.5, employerAmountCents: 4_500 });
    expect(lineOf(without, 'prevoyance-cadre')).toBeUndefined();
    // The cadre prévoyance bears CSG/CRDS (9,7 %), of which 2,9 % is taxable: the net imposable falls by
    // the 6,8 % deductible CSG on it, and rises by nothing else.
    expect(Math.abs(withCadre.netTaxable - without.netTaxable + 4_500 * 0.068)).toBeLessThanOrEqual(1);
  });

  it('brings employer prévoyance beyond 6 % PASS + 1,5 % of pay into the social base, outside the forfait social', () => {
    const payslip = computeOfficerPayslip(
      officer({
        year: 2026,
        grossCents: 150_000,
        headcount: 12,
        healthInsuranceMonthlyCents: 40_000,
        healthInsuranceEmployerSharePercent: 100,
        cadrePrevoyance: true,
      }),
    );
    // Employer prévoyance 400 + 22,50 = 422,50 €; limit 6 % × 4 005 + 1,5 % × 1 500 = 262,80 €.
    expect(lineOf(payslip, 'maladie')?.baseCents).toBe(150_000 + 15_970);
    expect(lineOf(payslip, 'forfait-social')?.baseCents).toBe(26_280);
  });
});

describe('defaults and years', () => {
  it.each(supportedYears)('%s: the AT/MP rate defaults to the collective average rate', (year) => {
    const payslip = computeOfficerPayslip(officer({ year }));
    expect(payslip.atmpRatePercent).toBe(DEFAULT_ATMP_RATE_PERCENT[year]);
    expect(lineOf(payslip, 'atmp')?.employerRatePercent).toBe(DEFAULT_ATMP_RATE_PERCENT[year]);
    expect(lineOf(payslip, 'complementaire-sante')).toBeUndefined();
    expect(payslip.pasAmount).toBe(0);
  });

  it('applies 2026 figures in 2026', () => {
    expect(DEFAULT_ATMP_RATE_PERCENT).toEqual({ 2025: 2.12, 2026: 2.08, 2027: 2.08 });
    const payslip = computeOfficerPayslip(officer({ year: 2026 }));
    expect(payslip.pmssCents).toBe(400_500);
    expect(lineOf(payslip, 'vieillesse-deplafonnee')?.employerRatePercent).toBe(2.11);
    expect(lineOf(computeOfficerPayslip(officer()), 'vieillesse-deplafonnee')?.employerRatePercent).toBe(
      2.02,
    );
  });

  it.each([rates2025, rates2026])('the $year figures are percentages with at most 3 decimals', (rates) => {
    for (const [name, value] of Object.entries(rates)) {
      if (name.endsWith('Percent')) expect(() => percentToRateUnits(value, name)).not.toThrow();
    }
  });
});

describe('invalid inputs', () => {
  it.each([
    [{ year: 2024 }],
    [{ month: 0 }],
    [{ month: 13 }],
    [{ grossCents: -1 }],
    [{ grossCents: 1000.5 }],
    [{ headcount: -1 }],
    [{ headcount: 2.5 }],
    [{ atmpRatePercent: 2.1234 }],
    [{ atmpRatePercent: -1 }],
    [{ healthInsuranceMonthlyCents: 40.5 }],
    [{ healthInsuranceEmployerSharePercent: 120 }],
    [{ pasRatePercent: Number.NaN }],
  ] as const)('rejects %o with a RangeError', (override) => {
    expect(() => computeOfficerPayslip(officer(override))).toThrow(RangeError);
  });
});
