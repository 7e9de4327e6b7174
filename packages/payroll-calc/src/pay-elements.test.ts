import { describe, expect, it } from 'vitest';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import { computeEmployeePayslip } from './compute-employee-payslip.ts';
import {
  kilometricAllowanceCents,
  applyPayElements,
  dismissalExemptionCeilingCents,
  companyCarMonthlyCents,
  mealBenefitCents,
  type PayElement,
} from './pay-elements.ts';

describe('applyPayElements: each element at its official valuation, with its treatment (2026)', () => {
  it.each<[string, PayElement, { treatment: string; amountCents: number }[]]>([
    [
      'a bonus is pay',
      { kind: 'prime', label: 'Prime sur objectifs', amountCents: 100_000 },
      [{ treatment: 'brut', amountCents: 100_000 }],
    ],
    // 15 % of 30 000 € = 4 500 € a year → 375 € a month (arrêté du 25 février 2025).
    [
      'a car bought 30 000 €, 5 years or less, no fuel',
      { kind: 'vehicule', holding: 'achete', costCents: 3_000_000, fuelPaid: false },
      [{ treatment: 'avantage-en-nature', amountCents: 37_500 }],
    ],
    // 20 % with the fuel: 6 000 € a year → 500 €.
    [
      'the same car with fuel paid',
      { kind: 'vehicule', holding: 'achete', costCents: 3_000_000, fuelPaid: true },
      [{ treatment: 'avantage-en-nature', amountCents: 50_000 }],
    ],
    // 10 % beyond 5 years: 3 000 € → 250 €.
    [
      'an older car',
      {
        kind: 'vehicule',
        holding: 'achete',
        costCents: 3_000_000,
        fuelPaid: false,
        olderThanFiveYears: true,
      },
      [{ treatment: 'avantage-en-nature', amountCents: 25_000 }],
    ],
    // Lease of 9 000 € a year with fuel: 67 % = 6 030 € → 502,50 €.
    [
      'a leased car with fuel',
      { kind: 'vehicule', holding: 'loue', costCents: 900_000, fuelPaid: true },
      [{ treatment: 'avantage-en-nature', amountCents: 50_250 }],
    ],
    // Electric, 40 000 €: 6 000 € less 70 % (4 200 €, under 4 582 €) = 1 800 € → 150 €.
    [
      'an electric car of 40 000 €',
      { kind: 'vehicule', holding: 'achete', costCents: 4_000_000, fuelPaid: false, electric: true },
      [{ treatment: 'avantage-en-nature', amountCents: 15_000 }],
    ],
    // Electric, 60 000 €: 9 000 € less 4 582 € (70 % = 6 300 € capped) = 4 418 € → 368,17 €.
    [
      'an electric car of 60 000 €, abatement capped',
      { kind: 'vehicule', holding: 'achete', costCents: 6_000_000, fuelPaid: false, electric: true },
      [{ treatment: 'avantage-en-nature', amountCents: 36_817 }],
    ],
    // Base pay 3 000 € = 0,749 PMSS: bracket 0,7–0,9, 3 rooms × 99,50 € = 298,50 €.
    [
      'housing of 3 main rooms',
      { kind: 'logement', mainRooms: 3 },
      [{ treatment: 'avantage-en-nature', amountCents: 29_850 }],
    ],
    [
      'housing of 1 main room',
      { kind: 'logement', mainRooms: 1 },
      [{ treatment: 'avantage-en-nature', amountCents: 11_940 }],
    ],
    // 10 % of 1 200 € a year → 10 € a month.
    [
      'a phone for private use',
      { kind: 'ntic', label: 'Téléphone', purchaseOrSubscriptionCents: 120_000 },
      [{ treatment: 'avantage-en-nature', amountCents: 1_000 }],
    ],
    // 20 meals × 5,50 € = 110 €.
    ['20 meals', { kind: 'repas', meals: 20 }, [{ treatment: 'avantage-en-nature', amountCents: 11_000 }]],
    [
      'an expense refund',
      { kind: 'frais', label: 'Billet de train Paris-Lyon', amountCents: 12_340 },
      [{ treatment: 'non-soumis', amountCents: 12_340 }],
    ],
    // 5 CV, 400 km, first of the year: 400 × 0,636 = 254,40 €.
    [
      '400 km in a 5 CV',
      { kind: 'indemnites-kilometriques', km: 400, kmYearToDate: 0, horsepower: 5 },
      [{ treatment: 'non-soumis', amountCents: 25_440 }],
    ],
    // Across the band: (5 200 × 0,357 + 1 395) − 4 800 × 0,636 = 3 251,40 − 3 052,80 = 198,60 €.
    [
      '400 km after 4 800 km',
      { kind: 'indemnites-kilometriques', km: 400, kmYearToDate: 4_800, horsepower: 5 },
      [{ treatment: 'non-soumis', amountCents: 19_860 }],
    ],
    // Electric +20 %: 254,40 × 1,2 = 305,28 €.
    [
      '400 km electric',
      { kind: 'indemnites-kilometriques', km: 400, kmYearToDate: 0, horsepower: 5, electric: true },
      [{ treatment: 'non-soumis', amountCents: 30_528 }],
    ],
    // 18 vouchers of 12 € at 60 %: 7,20 € ≤ 7,32 € exempt; employee 4,80 € × 18 = 86,40 €.
    [
      'titres-restaurant within the limit',
      { kind: 'titres-restaurant', count: 18, faceValueCents: 1_200, employerSharePercent: 60 },
      [{ treatment: 'retenue', amountCents: 8_640 }],
    ],
    // 14 € at 60 %: 8,40 €, 1,08 € above 7,32 € × 18 = 19,44 € subject; employee 5,60 € × 18 = 100,80 €.
    [
      'titres-restaurant above the limit',
      { kind: 'titres-restaurant', count: 18, faceValueCents: 1_400, employerSharePercent: 60 },
      [
        { treatment: 'avantage-en-nature', amountCents: 1_944 },
        { treatment: 'retenue', amountCents: 10_080 },
      ],
    ],
    // 10 € at 70 %: outside 50–60 %, the whole 7 € × 18 = 126 € is subject.
    [
      'titres-restaurant outside 50–60 %',
      { kind: 'titres-restaurant', count: 18, faceValueCents: 1_000, employerSharePercent: 70 },
      [
        { treatment: 'avantage-en-nature', amountCents: 12_600 },
        { treatment: 'retenue', amountCents: 5_400 },
      ],
    ],
    [
      'an addition that is pay',
      { kind: 'autre-ajout', label: 'Rappel de salaire', amountCents: 5_000, subject: true },
      [{ treatment: 'brut', amountCents: 5_000 }],
    ],
    [
      'a justified refund typed as an addition',
      { kind: 'autre-ajout', label: 'Remboursement de fournitures', amountCents: 5_000, subject: false },
      [{ treatment: 'non-soumis', amountCents: 5_000 }],
    ],
    [
      'a deduction',
      { kind: 'autre-retenue', label: 'Remboursement d’acompte', amountCents: 20_000 },
      [{ treatment: 'retenue', amountCents: 20_000 }],
    ],
    [
      'a paid leave at the pay maintained',
      {
        kind: 'conges-payes',
        startDate: '2026-08-03',
        endDate: '2026-08-22',
        workingDays: 18,
        absenceCents: 200_000,
        indemnityCents: 200_000,
      },
      [
        { treatment: 'absence', amountCents: 200_000 },
        { treatment: 'brut', amountCents: 200_000 },
      ],
    ],
    [
      'an indemnité compensatrice de congés payés',
      { kind: 'indemnite-compensatrice-conges', workingDays: 12, amountCents: 138_000 },
      [{ treatment: 'brut', amountCents: 138_000 }],
    ],
    [
      'a CDD’s indemnité de fin de contrat',
      { kind: 'indemnite-fin-contrat', amountCents: 120_000 },
      [{ treatment: 'brut', amountCents: 120_000 }],
    ],
  ])('%s', (_name, element, expected) => {
    const effect = applyPayElements(2026, [element], 300_000);
    expect(effect.lines.map(({ treatment, amountCents }) => ({ treatment, amountCents }))).toEqual(expected);
  });

  it('uses 2025’s valuations in 2025 and refuses what it cannot value', () => {
    expect(applyPayElements(2025, [{ kind: 'repas', meals: 20 }], 300_000).inKindCents).toBe(10_900);
    expect(() => applyPayElements(2025, [{ kind: 'logement', mainRooms: 2 }], 300_000)).toThrow(/real value/);
    expect(() =>
      applyPayElements(2026, [{ kind: 'autre-ajout', label: '  ', amountCents: 1, subject: false }], 0),
    ).toThrow(/label/);
    expect(() => applyPayElements(2026, [{ kind: 'prime', label: 'x', amountCents: -1 }], 0)).toThrow(
      RangeError,
    );
    expect(
      companyCarMonthlyCents(2026, {
        kind: 'vehicule',
        holding: 'loue',
        costCents: 900_000,
        fuelPaid: false,
      }),
    ).toBe(37_500);
  });
});

describe('pay elements on the payslip', () => {
  const base = { year: 2026, month: 4, headcount: 3 } as const;

  it('puts a benefit in kind in the gross and the bases, takes it back from the net à payer, and leaves refunds outside', () => {
    const elements: PayElement[] = [
      { kind: 'vehicule', holding: 'achete', costCents: 3_000_000, fuelPaid: false },
      { kind: 'frais', label: 'Hôtel', amountCents: 10_000 },
      { kind: 'autre-retenue', label: 'Acompte du 15', amountCents: 5_000 },
    ];
    const payslip = computeOfficerPayslip({
      ...base,
      grossCents: 400_000,
      pasRatePercent: 10,
      payElements: elements,
    });
    // The same pay typed as a gross of 4 375 € with no elements: same contributions and net imposable.
    const plain = computeOfficerPayslip({ ...base, grossCents: 437_500, pasRatePercent: 10 });
    expect(payslip.grossCents).toBe(437_500);
    expect(payslip.lines.find((l) => l.code === 'vieillesse-deplafonnee')?.baseCents).toBe(437_500);
    expect(payslip.employeeContributions).toBe(plain.employeeContributions);
    expect(payslip.netTaxable).toBe(plain.netTaxable);
    expect(payslip.netSocial).toBe(plain.netSocial);
    expect(payslip.pasAmount).toBe(plain.pasAmount);
    // Net à payer: − 375 € (in kind) + 100 € (refund) − 50 € (deduction).
    expect(payslip.netBeforeTax).toBe(plain.netBeforeTax - 37_500 + 10_000 - 5_000);
    expect(payslip.netPaid).toBe(payslip.netBeforeTax - payslip.pasAmount);
    expect(payslip.payElementLines.map((l) => l.label)).toEqual([
      'Avantage en nature véhicule',
      'Remboursement de frais — Hôtel',
      'Acompte du 15',
    ]);
  });

  it('a bonus raises the gross and everything computed from it', () => {
    const payslip = computeOfficerPayslip({
      ...base,
      grossCents: 400_000,
      payElements: [{ kind: 'prime', label: 'Commission', amountCents: 150_000 }],
    });
    const plain = computeOfficerPayslip({ ...base, grossCents: 550_000 });
    expect(payslip.grossCents).toBe(550_000);
    expect(payslip.netBeforeTax).toBe(plain.netBeforeTax);
    expect(payslip.employerCost).toBe(plain.employerCost);
  });

  it('takes a paid leave’s days out of the gross and puts its indemnity in: the tenth above the pay maintained adds the difference', () => {
    const leave = {
      kind: 'conges-payes' as const,
      startDate: '2026-08-03',
      endDate: '2026-08-08',
      workingDays: 6,
      absenceCents: 46_154,
      indemnityCents: 52_000,
    };
    const effect = applyPayElements(2026, [leave], 300_000);
    expect(effect.grossAdditionsCents).toBe(52_000 - 46_154);
    expect(effect.lines[0]?.label).toBe(
      'Absence pour congés payés (du 03/08/2026 au 08/08/2026, 6 jours ouvrables)',
    );
    expect(effect.lines[1]?.label).toBe('Indemnité de congés payés');
  });

  it('refuses an indemnity below the pay maintained (L3141-24), days off beyond the month’s pay, dates out of order', () => {
    const leave = {
      kind: 'conges-payes' as const,
      startDate: '2026-08-03',
      endDate: '2026-08-08',
      workingDays: 6,
      absenceCents: 46_154,
      indemnityCents: 46_154,
    };
    expect(() => applyPayElements(2026, [{ ...leave, indemnityCents: 40_000 }], 300_000)).toThrow(/L3141-24/);
    expect(() =>
      applyPayElements(2026, [{ ...leave, absenceCents: 300_001, indemnityCents: 300_001 }], 300_000),
    ).toThrow(/base pay/);
    expect(() => applyPayElements(2026, [{ ...leave, endDate: '2026-08-01' }], 300_000)).toThrow(/in order/);
  });

  it('keeps the legal dismissal and rupture conventionnelle indemnities outside the contributions, up to 2 PASS', () => {
    const dismissal = applyPayElements(
      2026,
      [{ kind: 'indemnite-licenciement', amountCents: 500_000 }],
      300_000,
    );
    expect(dismissal.lines).toEqual([
      {
        kind: 'indemnite-licenciement',
        label: 'Indemnité légale de licenciement',
        treatment: 'non-soumis',
        amountCents: 500_000,
      },
    ]);
    expect(dismissal.grossAdditionsCents).toBe(0);
    expect(dismissal.nonSubjectCents).toBe(500_000);
    // 2 PASS of 2026: 2 × 12 × 4 005 € = 96 120 €.
    expect(dismissalExemptionCeilingCents(2026)).toBe(9_612_000);
    expect(() =>
      applyPayElements(
        2026,
        [{ kind: 'indemnite-rupture-conventionnelle', amountCents: 9_612_001 }],
        300_000,
      ),
    ).toThrow(/2 PASS/);
  });
});

describe('a rupture conventionnelle on the payslip', () => {
  it('owes the employer’s 30 % contribution on its indemnity (CSS L137-12), outside the gross and the net imposable', () => {
    const input = {
      year: 2026 as const,
      month: 6,
      grossCents: 300_000,
      headcount: 3,
      status: 'non-cadre' as const,
    };
    const without = computeEmployeePayslip(input);
    const withIndemnity = computeEmployeePayslip({
      ...input,
      payElements: [{ kind: 'indemnite-rupture-conventionnelle', amountCents: 400_000 }],
    });
    const line = withIndemnity.lines.find((l) => l.code === 'contribution-rupture-conventionnelle');
    expect(line).toMatchObject({ baseCents: 400_000, employerRatePercent: 30, employerAmountCents: 120_000 });
    expect(withIndemnity.grossCents).toBe(without.grossCents);
    expect(withIndemnity.netTaxable).toBe(without.netTaxable);
    expect(withIndemnity.employerContributions - without.employerContributions).toBe(120_000);
    expect(withIndemnity.netPaid - without.netPaid).toBe(400_000);
  });
});

describe('kilometricAllowanceCents', () => {
  it('applies the barème of the year to the distance, per band', () => {
    // 6 CV, up to 5 000 km: d × 0,665 €.
    expect(kilometricAllowanceCents(2026, { km: 650, horsepower: 6 })).toBe(43_225);
    // 5 CV: d × 0,636 €.
    expect(kilometricAllowanceCents(2026, { km: 3200, horsepower: 5 })).toBe(203_520);
    // 4 CV from 5 001 to 20 000 km: d × 0,34 + 1 330 €.
    expect(kilometricAllowanceCents(2026, { km: 10_000, horsepower: 4 })).toBe(473_000);
  });
  it('counts the kilometres already refunded in the year, and 20 % more for an electric car', () => {
    const whole = kilometricAllowanceCents(2026, { km: 6000, horsepower: 5 });
    const split =
      kilometricAllowanceCents(2026, { km: 4000, horsepower: 5 }) +
      kilometricAllowanceCents(2026, { km: 2000, kmYearToDate: 4000, horsepower: 5 });
    expect(split).toBe(whole);
    expect(kilometricAllowanceCents(2026, { km: 1000, horsepower: 3, electric: true })).toBe(63_480);
  });
  it('refuses a negative or fractional distance', () => {
    expect(() => kilometricAllowanceCents(2026, { km: -1, horsepower: 5 })).toThrow(RangeError);
    expect(() => kilometricAllowanceCents(2026, { km: 1.5, horsepower: 5 })).toThrow(RangeError);
  });
});

describe('mealBenefitCents', () => {
  // Urssaf, « Avantages en nature », barèmes 2025 and 2026: 5,45 € and 5,50 € per meal.
  it.each([
    [2025, 545],
    [2026, 550],
  ] as const)('values a meal provided in %i at %i cents, as the payslip counts it', (year, cents) => {
    expect(mealBenefitCents(year)).toBe(cents);
    const { lines } = applyPayElements(year, [{ kind: 'repas', meals: 3 }], 300_000);
    expect(lines.map((line) => line.amountCents)).toContain(3 * cents);
  });
});
