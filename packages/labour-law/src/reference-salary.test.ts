import { describe, expect, it } from 'vitest';
import {
  computeInaptitudeReferenceSalary,
  computeReferenceSalary,
  type InaptitudeReferenceSalaryInput,
  type ReferenceSalaryInput,
} from './reference-salary.ts';

/** A French text with its no-break spaces (before €, between thousands) written as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Months, most recent first: `recent` for the 3 last months, `earlier` for the 9 before. */
const months = (recent: number, earlier: number): number[] => [
  ...Array(3).fill(recent),
  ...Array(9).fill(earlier),
];

describe('computeReferenceSalary (R1234-4)', () => {
  it.each<[string, ReferenceSalaryInput, number, 'twelve-months' | 'three-months', number, number | null]>([
    // [case, input, reference, method, 12-month average, 3-month average]
    [
      'a steady salary: both averages agree, the 12 months are kept',
      { last12MonthsCents: months(250_000, 250_000) },
      250_000,
      'twelve-months',
      250_000,
      250_000,
    ],
    // (3 × 3 000 + 9 × 2 500) / 12 = 2 625 €; the 3 last months give 3 000 €.
    [
      'a raise in the last 3 months: the 3 months win',
      { last12MonthsCents: months(300_000, 250_000) },
      300_000,
      'three-months',
      262_500,
      300_000,
    ],
    // (3 × 2 400 + 9 × 2 600) / 12 = 2 550 €; the 3 last months give 2 400 €.
    [
      'a cut in the last 3 months: the 12 months win',
      { last12MonthsCents: months(240_000, 260_000) },
      255_000,
      'twelve-months',
      255_000,
      240_000,
    ],
    // A 3 000 € bonus in the last month, on 2 800 €: 12 months (3 × 2 800 + 3 000 + 9 × 2 500) / 12 = 2 825 €;
    // 3 months (8 400 + 3 000 − 3 000 + 3 000 × 3/12) / 3 = 3 050 € (counted whole, the bonus would give 3 800 €).
    [
      'a bonus in the last 3 months counts for 3/12 of it',
      {
        last12MonthsCents: [580_000, 280_000, 280_000, ...Array(9).fill(250_000)],
        last3MonthsAnnualBonusCents: 300_000,
      },
      305_000,
      'three-months',
      282_500,
      305_000,
    ],
    // A 6 000 € bonus on a steady 2 500 €, 2 600 € before: 12 months (7 500 + 6 000 + 9 × 2 600) / 12 = 3 075 €;
    // 3 months (13 500 − 6 000 + 1 500) / 3 = 3 000 €: the prorated bonus keeps the 12 months ahead.
    [
      'a large bonus prorated: the 12 months win',
      {
        last12MonthsCents: [850_000, 250_000, 250_000, ...Array(9).fill(260_000)],
        last3MonthsAnnualBonusCents: 600_000,
      },
      307_500,
      'twelve-months',
      307_500,
      300_000,
    ],
    // Fewer than 12 months: the average of all of them (10 100 / 5 = 2 020 €) against the 3 last (6 100 / 3).
    [
      '5 months of service',
      { last12MonthsCents: [210_000, 200_000, 200_000, 200_000, 200_000] },
      203_333,
      'three-months',
      202_000,
      203_333,
    ],
    [
      '5 months, the average wins',
      { last12MonthsCents: [200_000, 200_000, 200_000, 230_000, 230_000] },
      212_000,
      'twelve-months',
      212_000,
      200_000,
    ],
    // Under 3 months the third of 3 months does not apply; 3 900,01 / 2 = 1 950,005 € rounds half up.
    [
      '2 months of service',
      { last12MonthsCents: [200_000, 190_001] },
      195_001,
      'twelve-months',
      195_001,
      null,
    ],
    ['1 month of service', { last12MonthsCents: [123_456] }, 123_456, 'twelve-months', 123_456, null],
    // 12 000,01 / 12 = 1 000,0008 €; 3 000,01 / 3 = 1 000,0033 €: compared exactly, both round to 1 000 €.
    [
      'averages compared before rounding',
      { last12MonthsCents: [100_001, ...Array(11).fill(100_000)] },
      100_000,
      'three-months',
      100_000,
      100_000,
    ],
  ])('%s', (_, input, reference, method, twelve, three) => {
    const result = computeReferenceSalary(input);
    expect(result.referenceSalaryCents).toBe(reference);
    expect(result.method).toBe(method);
    expect(result.twelveMonthAverageCents).toBe(twelve);
    expect(result.threeMonthAverageCents).toBe(three);
    expect(result.articles).toEqual(['R1234-4']);
  });

  it('explains each average and the choice', () => {
    const result = computeReferenceSalary({
      last12MonthsCents: [580_000, 280_000, 280_000, ...Array(9).fill(250_000)],
      last3MonthsAnnualBonusCents: 300_000,
    });
    expect(result.rules.map((rule) => plain(rule.explanation))).toEqual([
      'Moyenne des 12 derniers mois : 33 900,00 € / 12 = 2 825,00 €.',
      'Tiers des 3 derniers mois, la prime annuelle ou exceptionnelle de 3 000,00 € ne comptant que pour 3/12 : ' +
        '(11 400,00 € − 3 000,00 € + 3 000,00 € × 3/12) / 3 = 3 050,00 €.',
      'La formule la plus favorable au salarié est retenue : le tiers des 3 derniers mois, soit 3 050,00 €.',
    ]);
  });

  it.each<[ReferenceSalaryInput, string[]]>([
    [
      { last12MonthsCents: [210_000, 200_000, 200_000, 200_000, 200_000] },
      [
        'Moins de 12 mois de service : moyenne des 5 mois précédant le licenciement, 10 100,00 € / 5 = 2 020,00 €.',
        'Tiers des 3 derniers mois : 6 100,00 € / 3 = 2 033,33 €.',
        'La formule la plus favorable au salarié est retenue : le tiers des 3 derniers mois, soit 2 033,33 €.',
      ],
    ],
    [
      { last12MonthsCents: [200_000, 200_000, 200_000, 230_000, 230_000] },
      [
        'Moins de 12 mois de service : moyenne des 5 mois précédant le licenciement, 10 600,00 € / 5 = 2 120,00 €.',
        'Tiers des 3 derniers mois : 6 000,00 € / 3 = 2 000,00 €.',
        'La formule la plus favorable au salarié est retenue : la moyenne des 5 mois, soit 2 120,00 €.',
      ],
    ],
    [
      { last12MonthsCents: months(240_000, 260_000) },
      [
        'Moyenne des 12 derniers mois : 30 600,00 € / 12 = 2 550,00 €.',
        'Tiers des 3 derniers mois : 7 200,00 € / 3 = 2 400,00 €.',
        'La formule la plus favorable au salarié est retenue : la moyenne des 12 derniers mois, soit 2 550,00 €.',
      ],
    ],
    [
      { last12MonthsCents: [123_456] },
      [
        'Un seul mois de service : sa rémunération, 1 234,56 €.',
        'Le tiers des 3 derniers mois ne s’applique pas à moins de 3 mois de service : la moyenne est retenue.',
      ],
    ],
  ])('explains %o', (input, explanations) => {
    expect(computeReferenceSalary(input).rules.map((rule) => plain(rule.explanation))).toEqual(explanations);
  });

  it('writes amounts with the no-break spaces of French typography', () => {
    expect(computeReferenceSalary({ last12MonthsCents: [123_456] }).rules[0]?.explanation).toBe(
      'Un seul mois de service : sa rémunération, 1\u202f234,56\u00a0€.',
    );
  });

  it.each<[ReferenceSalaryInput, RegExp]>([
    [{ last12MonthsCents: [] }, /needs 1 to 12 months, got 0/],
    [{ last12MonthsCents: Array(13).fill(200_000) }, /needs 1 to 12 months, got 13/],
    [
      { last12MonthsCents: [200_000, -1] },
      /last12MonthsCents\[1\] must be a whole non-negative number of cents/,
    ],
    [{ last12MonthsCents: [200_000.5] }, /last12MonthsCents\[0\]/],
    [{ last12MonthsCents: [200_000], last3MonthsAnnualBonusCents: -5 }, /last3MonthsAnnualBonusCents/],
    [
      { last12MonthsCents: months(100_000, 100_000), last3MonthsAnnualBonusCents: 300_001 },
      /more than the 3 last months' pay/,
    ],
  ])('refuses %o', (input, message) => {
    expect(() => computeReferenceSalary(input)).toThrow(message);
  });
});

describe('computeInaptitudeReferenceSalary (L1226-16)', () => {
  it.each<[string, readonly number[], number]>([
    ['a steady salary', [250_000, 250_000, 250_000], 250_000],
    // 7 000,01 € / 3 = 2 333,3366… €: the nearest cent.
    ['an average rounded up to the nearest cent', [250_001, 225_000, 225_000], 233_334],
    // 7 000,02 € / 3 = 2 333,34 € exactly; 7 000,00 € / 3 = 2 333,333… €.
    ['an exact average', [250_002, 225_000, 225_000], 233_334],
    ['an average rounded to the cent below', [250_000, 225_000, 225_000], 233_333],
    // 0,05 € / 3 = 0,0166… €: 2 cents. 0,01 € + 0,00 + 0,00: 0,0033… €, 0 cent.
    ['small amounts', [5, 0, 0], 2],
  ])('%s', (_case, months, expected) => {
    const result = computeInaptitudeReferenceSalary({ wouldHaveEarnedLast3MonthsCents: months });
    expect(result.referenceSalaryCents).toBe(expected);
    expect(result.articles).toEqual(['L1226-16']);
  });

  it('explains the average with its article', () => {
    const result = computeInaptitudeReferenceSalary({
      wouldHaveEarnedLast3MonthsCents: [260_000, 250_000, 240_000],
    });
    expect(result.rules.map((rule) => plain(rule.explanation))).toEqual([
      'Inaptitude d’origine professionnelle : salaire moyen des 3 derniers mois que le salarié aurait perçus à son poste s’il avait continué à travailler, 7 500,00 € / 3 = 2 500,00 €.',
    ]);
  });

  it.each<[InaptitudeReferenceSalaryInput, RegExp]>([
    [{ wouldHaveEarnedLast3MonthsCents: [250_000, 250_000] }, /needs 3 months, got 2/],
    [{ wouldHaveEarnedLast3MonthsCents: Array(12).fill(250_000) }, /needs 3 months, got 12/],
    [{ wouldHaveEarnedLast3MonthsCents: [250_000, -1, 250_000] }, /\[1\] must be a whole non-negative/],
    [{ wouldHaveEarnedLast3MonthsCents: [250_000.5, 1, 1] }, /\[0\]/],
  ])('refuses %o', (input, message) => {
    expect(() => computeInaptitudeReferenceSalary(input)).toThrow(message);
  });
});
