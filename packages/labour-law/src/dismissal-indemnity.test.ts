import { describe, expect, it } from 'vitest';
import {
  computeConventionalTerminationIndemnity,
  computeDismissalIndemnity,
  type DismissalIndemnityInput,
} from './dismissal-indemnity.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const SALARY = 200_000; // a reference salary of 2 000 €

describe('computeDismissalIndemnity: the legal indemnity (L1234-9, R1234-1, R1234-2)', () => {
  it.each<[string, DismissalIndemnityInput, boolean, number]>([
    // [case, input, eligible, amount in cents]
    ['7 months: not yet', { seniorityYears: 7 / 12, referenceSalaryCents: SALARY }, false, 0],
    // 2 000 € × 8/12 / 4 = 333,333… €, rounded up: 333,34 €.
    ['8 months', { seniorityYears: 8 / 12, referenceSalaryCents: SALARY }, true, 33_334],
    ['1 year', { seniorityYears: 1, referenceSalaryCents: SALARY }, true, 50_000],
    // The ministry of Labour's example: 2 000 € and 5 years, 2 500 €.
    ['5 years', { seniorityYears: 5, referenceSalaryCents: SALARY }, true, 250_000],
    ['7 years and 3 months', { seniorityYears: 7.25, referenceSalaryCents: SALARY }, true, 362_500],
    ['7,3 years as given', { seniorityYears: 7.3, referenceSalaryCents: SALARY }, true, 365_000],
    ['10 years', { seniorityYears: 10, referenceSalaryCents: SALARY }, true, 500_000],
    // 5 000 € + 2 000 € × 1/12 / 3 = 5 055,555… €: 5 055,56 €.
    ['10 years and a month', { seniorityYears: 121 / 12, referenceSalaryCents: SALARY }, true, 505_556],
    // The ministry's second example: 5 000 € + 2 × 666,666… € = 6 333,333… €: 6 333,34 € (the ministry,
    // truncating 666,66 first, writes 6 333,32 €; the legal minimum is above that).
    ['12 years', { seniorityYears: 12, referenceSalaryCents: SALARY }, true, 633_334],
    ['25 years on 3 127,45 €', { seniorityYears: 25, referenceSalaryCents: 312_745 }, true, 2_345_588],
    // The 8 months are assessed at the notification: 9 months at the end of the notice are not enough if the
    // notification came at 7.
    [
      '7 months at notification, 9 at the end of the notice',
      { seniorityYears: 0.75, seniorityMonthsAtNotification: 7, referenceSalaryCents: SALARY },
      false,
      0,
    ],
    [
      '8 months at notification, 9 at the end of the notice',
      { seniorityYears: 0.75, seniorityMonthsAtNotification: 8, referenceSalaryCents: SALARY },
      true,
      37_500,
    ],
    ['faute grave', { seniorityYears: 12, referenceSalaryCents: SALARY, seriousMisconduct: true }, false, 0],
    [
      'no faute grave (false)',
      { seniorityYears: 5, referenceSalaryCents: SALARY, seriousMisconduct: false },
      true,
      250_000,
    ],
    // L1226-14: doubled, with no seniority condition.
    [
      'inaptitude of professional origin, 3 months',
      { seniorityYears: 0.25, referenceSalaryCents: SALARY, professionalInaptitude: true },
      true,
      25_000,
    ],
    [
      'inaptitude of professional origin, 12 years',
      { seniorityYears: 12, referenceSalaryCents: SALARY, professionalInaptitude: true },
      true,
      1_266_667,
    ],
    [
      'no seniority, no salary',
      { seniorityYears: 0, referenceSalaryCents: 0, professionalInaptitude: true },
      true,
      0,
    ],
  ])('%s', (_, input, eligible, amount) => {
    const result = computeDismissalIndemnity(input);
    expect(result.eligible).toBe(eligible);
    expect(result.amountCents).toBe(amount);
  });

  it('explains the computation beyond 10 years', () => {
    const result = computeDismissalIndemnity({ seniorityYears: 12, referenceSalaryCents: SALARY });
    expect(result.articles).toEqual(['L1234-9', 'R1234-2', 'R1234-1']);
    expect(result.rules.map((rule) => plain(rule.explanation))).toEqual([
      'Au moins 8 mois d’ancienneté ininterrompue et pas de faute grave : l’indemnité légale de licenciement est due.',
      'Un quart de mois de salaire par année d’ancienneté jusqu’à 10 ans, un tiers au-delà, les années incomplètes ' +
        'au prorata : 1/4 × 2 000,00 € × 10 ans + 1/3 × 2 000,00 € × 2 ans = 6 333,34 € (arrondi au centime supérieur, ' +
        'c’est un minimum).',
    ]);
  });

  it('writes a partial year in years and months, and a seniority given in decimals as such', () => {
    const partial = computeDismissalIndemnity({ seniorityYears: 87 / 12, referenceSalaryCents: SALARY });
    expect(plain(partial.rules[1]?.explanation ?? '')).toContain(
      '1/4 × 2 000,00 € × 7 ans et 3 mois = 3 625,00 €',
    );
    const decimal = computeDismissalIndemnity({ seniorityYears: 7.3, referenceSalaryCents: SALARY });
    expect(plain(decimal.rules[1]?.explanation ?? '')).toContain('1/4 × 2 000,00 € × 7,3 ans = 3 650,00 €');
    const months = computeDismissalIndemnity({ seniorityYears: 8 / 12, referenceSalaryCents: SALARY });
    expect(plain(months.rules[1]?.explanation ?? '')).toContain('1/4 × 2 000,00 € × 8 mois = 333,34 €');
    const beyond = computeDismissalIndemnity({ seniorityYears: 121 / 12, referenceSalaryCents: SALARY });
    expect(plain(beyond.rules[1]?.explanation ?? '')).toContain('+ 1/3 × 2 000,00 € × 1 mois = 5 055,56 €');
  });

  it('explains why nothing is due', () => {
    expect(computeDismissalIndemnity({ seniorityYears: 7 / 12, referenceSalaryCents: SALARY }).rules).toEqual(
      [
        {
          articles: ['L1234-9', 'L1234-11'],
          explanation:
            'Moins de 8 mois d’ancienneté ininterrompue à la notification du licenciement (7 mois complets) : ' +
            'l’indemnité légale n’est pas due.',
        },
      ],
    );
    expect(
      computeDismissalIndemnity({ seniorityYears: 0, referenceSalaryCents: SALARY }).rules[0]?.explanation,
    ).toContain('(0 mois complet)');
    expect(
      computeDismissalIndemnity({ seniorityYears: 12, referenceSalaryCents: SALARY, seriousMisconduct: true })
        .rules,
    ).toEqual([
      {
        articles: ['L1234-9'],
        explanation:
          'Licenciement pour faute grave ou lourde : l’indemnité légale de licenciement n’est pas due.',
      },
    ]);
  });

  it('explains the special indemnity of an inaptitude of professional origin', () => {
    const result = computeDismissalIndemnity({
      seniorityYears: 12,
      referenceSalaryCents: SALARY,
      professionalInaptitude: true,
    });
    expect(result.articles).toEqual(['L1226-14', 'L1226-16', 'R1234-2', 'R1234-1']);
    expect(plain(result.rules.at(-1)?.explanation ?? '')).toBe(
      'Doublée : 2 × l’indemnité légale avant arrondi = 12 666,67 € (arrondi une seule fois, au centime supérieur, à la fin du calcul).',
    );
  });

  it.each<[DismissalIndemnityInput, RegExp]>([
    [
      { seniorityYears: -1, referenceSalaryCents: SALARY },
      /seniorityYears must be a non-negative number of years/,
    ],
    [{ seniorityYears: Number.NaN, referenceSalaryCents: SALARY }, /seniorityYears/],
    [
      { seniorityYears: 5, referenceSalaryCents: 2_000.5 },
      /referenceSalaryCents must be a whole non-negative number of cents/,
    ],
    [
      { seniorityYears: 5, referenceSalaryCents: SALARY, seniorityMonthsAtNotification: -1 },
      /seniorityMonthsAtNotification/,
    ],
    [
      { seniorityYears: 5, referenceSalaryCents: SALARY, seniorityMonthsAtNotification: 61 },
      /exceeds the seniority at the end/,
    ],
    [
      {
        seniorityYears: 5,
        referenceSalaryCents: SALARY,
        seriousMisconduct: true,
        professionalInaptitude: true,
      },
      /not a dismissal for faute grave/,
    ],
  ])('refuses %o', (input, message) => {
    expect(() => computeDismissalIndemnity(input)).toThrow(message);
  });
});

describe('computeConventionalTerminationIndemnity (L1237-13)', () => {
  it.each([
    // No 8-month condition: 5 months give 2 000 € × 5/12 / 4 = 208,333… €, 208,34 €.
    [5 / 12, SALARY, 20_834],
    [0, SALARY, 0],
    [8 / 12, SALARY, 33_334],
    [10, SALARY, 500_000],
    [12, SALARY, 633_334],
  ])('%d years on %i cents: %i cents', (seniorityYears, referenceSalaryCents, amount) => {
    const result = computeConventionalTerminationIndemnity({ seniorityYears, referenceSalaryCents });
    expect(result.amountCents).toBe(amount);
    expect(result.articles).toEqual(['L1237-13', 'R1234-2', 'R1234-1']);
  });

  it('says it is at least the legal dismissal indemnity, whatever the seniority', () => {
    expect(
      computeConventionalTerminationIndemnity({ seniorityYears: 1, referenceSalaryCents: SALARY }).rules[0]
        ?.explanation,
    ).toBe(
      'L’indemnité spécifique de rupture conventionnelle ne peut pas être inférieure à l’indemnité légale de ' +
        'licenciement, et elle est due quelle que soit l’ancienneté.',
    );
  });

  it.each([
    [{ seniorityYears: -0.5, referenceSalaryCents: SALARY }, /seniorityYears/],
    [{ seniorityYears: 2, referenceSalaryCents: -1 }, /referenceSalaryCents/],
  ])('refuses %o', (input, message) => {
    expect(() => computeConventionalTerminationIndemnity(input)).toThrow(message);
  });
});

describe('computeDismissalIndemnity for an inaptitude of professional origin (L1226-14)', () => {
  it('doubles the legal indemnity before rounding it, once, at the end', () => {
    // 1 year on 1 000,01 €: the legal quarter is 250,0025 €; doubled, 500,005 €, so 500,01 €, not
    // 2 × 250,01 € = 500,02 €.
    const result = computeDismissalIndemnity({
      seniorityYears: 1,
      referenceSalaryCents: 100_001,
      professionalInaptitude: true,
    });
    expect(result.amountCents).toBe(50_001);
    expect(result.rules.at(-1)?.explanation).toContain('arrondi une seule fois');
  });
});
