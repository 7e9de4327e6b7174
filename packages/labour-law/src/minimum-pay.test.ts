import { describe, expect, it } from 'vitest';
import { computeApprenticeMinimumPay, computeYoungWorkerMinimum } from './minimum-pay.ts';

describe('computeApprenticeMinimumPay (D6222-26)', () => {
  it.each([
    [15, 1, 27],
    [16, 1, 27],
    [17, 1, 27],
    [17, 2, 39],
    [17, 3, 55],
    [18, 1, 43],
    [20, 2, 51],
    [20, 3, 67],
    [21, 1, 53],
    [22, 2, 61],
    [25, 3, 78],
    [26, 1, 100],
    [29, 3, 100],
    [19, 4, 67],
  ])('pays an apprentice of %i in year %i at least %i % of the SMIC', (age, contractYear, percent) =>
    expect(computeApprenticeMinimumPay({ age, contractYear }).percentOfSmic).toBe(percent),
  );

  it('names the agreement’s minimum from 21, and D6222-27 under 16, D6222-28 for a 4th year', () => {
    expect(computeApprenticeMinimumPay({ age: 20, contractYear: 1 }).orAgreementMinimum).toBe(false);
    const older = computeApprenticeMinimumPay({ age: 22, contractYear: 2 });
    expect(older.orAgreementMinimum).toBe(true);
    expect(older.rules[0]?.explanation).toBe(
      'Un apprenti de 21 à 25 ans perçoit au moins 61 % du Smic ou, s’il est plus élevé, du salaire minimum conventionnel de l’emploi occupé pendant la 2e année d’exécution du contrat.',
    );
    expect(computeApprenticeMinimumPay({ age: 15, contractYear: 1 }).articles).toEqual([
      'D6222-26',
      'D6222-27',
      'D6222-31',
    ]);
    expect(computeApprenticeMinimumPay({ age: 19, contractYear: 4 }).articles).toEqual([
      'D6222-26',
      'D6222-28',
      'D6222-31',
    ]);
    expect(computeApprenticeMinimumPay({ age: 30, contractYear: 1 })).toMatchObject({
      articles: ['D6222-26'],
      rules: [
        {
          explanation: expect.stringMatching(
            /^Un apprenti de 26 ans et plus perçoit au moins 100 %.*occupé\.$/,
          ),
        },
      ],
    });
    expect(computeApprenticeMinimumPay({ age: 17, contractYear: 1 }).rules[0]?.explanation).toContain(
      'pendant la 1re année',
    );
  });

  it.each([
    [14, 1],
    [100, 1],
    [17.5, 1],
    [17, 0],
    [17, 5],
    [17, 1.5],
  ])('refuses an age of %s or a year of %s', (age, contractYear) =>
    expect(() => computeApprenticeMinimumPay({ age, contractYear })).toThrow(RangeError),
  );
});

describe('computeYoungWorkerMinimum (D3231-3)', () => {
  it.each([
    [15, false, 20],
    [16, false, 20],
    [17, false, 10],
    [16, true, 0],
    [18, false, 0],
  ])(
    'reduces the SMIC of a worker of %i (six months in the branch: %s) by %i %',
    (age, sixMonthsInBranch, reduction) => {
      const result = computeYoungWorkerMinimum({ age, sixMonthsInBranch });
      expect(result.reductionPercent).toBe(reduction);
      expect(result.articles).toEqual(['D3231-3']);
    },
  );
  it('refuses an age that is not a whole number from 14 to 99', () =>
    expect(() => computeYoungWorkerMinimum({ age: 12, sixMonthsInBranch: false })).toThrow(RangeError));
});
