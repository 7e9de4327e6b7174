import { describe, expect, it } from 'vitest';
import {
  computePaidLeaveEntitlement,
  computePaidLeaveIndemnity,
  computeSplitLeaveBonus,
  PAID_LEAVE_AT_DEPARTURE,
  PAID_LEAVE_CARRY_OVER,
  type PaidLeaveEntitlementInput,
  type PaidLeaveIndemnityInput,
} from './paid-leave.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const explanations = (result: { rules: readonly { explanation: string }[] }) =>
  result.rules.map((rule) => plain(rule.explanation));

const OUVRES =
  'L’employeur peut décompter les congés en jours ouvrés (du lundi au vendredi) plutôt qu’en jours ouvrables, ' +
  'si ce décompte n’est pas moins favorable au salarié : 30 jours ouvrables valent 25 jours ouvrés.';
const PERIOD =
  'Sur la période de référence (du 1er juin au 31 mai, sauf accord fixant une autre période ; du 1er avril au ' +
  '31 mars dans les professions affiliées à une caisse de congés payés), chaque mois de travail effectif chez le ' +
  'même employeur ouvre droit à 2,5 jours ouvrables de congé : ';
const CAP =
  'La durée totale du congé ne peut excéder 30 jours ouvrables (5 semaines) par période de référence.';

describe('computePaidLeaveEntitlement (L3141-3, L3141-5, L3141-5-1, L3141-7)', () => {
  it.each<[string, PaidLeaveEntitlementInput, number, number, number]>([
    // [case, input, days, workedDays, sickLeaveDays]
    ['a full year of work', { workedMonths: 12 }, 30, 30, 0],
    ['4 months of work', { workedMonths: 4 }, 10, 10, 0],
    ['nothing', { workedMonths: 0 }, 0, 0, 0],
    // The ministry's sheet « Les congés payés »: (4 × 2) + (8 × 2,5) = 28.
    ['8 months of work, 4 of sick leave', { workedMonths: 8, sickLeaveMonths: 4 }, 28, 20, 8],
    // The sheet: a whole period of sick leave gives at most 24 jours ouvrables.
    ['a whole period of sick leave', { workedMonths: 0, sickLeaveMonths: 12 }, 24, 0, 24],
    // Since the 2024 law, no limit of one year: a whole period of work accident counts as a worked one.
    ['a whole period of work accident', { workedMonths: 0, workAccidentMonths: 12 }, 30, 30, 0],
    ['6 months of work, 6 of work accident', { workedMonths: 6, workAccidentMonths: 6 }, 30, 30, 0],
    // 8,75 is rounded up to 9 (L3141-7).
    ['3,5 months of work', { workedMonths: 3.5 }, 9, 8.75, 0],
    // 22,5 + 6 = 28,5, rounded up to 29.
    ['9 months of work, 3 of sick leave', { workedMonths: 9, sickLeaveMonths: 3 }, 29, 22.5, 6],
    // The rounding applies once, to the total: 0,5 + 0,5 = 1 day, not 1 + 1 = 2.
    ['0,2 month of work, 0,25 of sick leave', { workedMonths: 0.2, sickLeaveMonths: 0.25 }, 1, 0.5, 0.5],
    ['all three', { workedMonths: 6, sickLeaveMonths: 3, workAccidentMonths: 3 }, 29, 22.5, 6],
    ['8 months of work, 4 of maternity leave', { workedMonths: 8, familyLeaveMonths: 4 }, 30, 30, 0],
    [
      '5 months of work, 1 of paternity leave, 6 sick',
      { workedMonths: 5, familyLeaveMonths: 1, sickLeaveMonths: 6 },
      27,
      15,
      12,
    ],
    // Floating point: 11,2 × 2,5 is 28 exactly, not 29.
    ['11,2 months of work', { workedMonths: 11.2 }, 28, 28, 0],
    // Fractions that add up to 12 are a whole period.
    ['8,4 months of work, 3,6 of sick leave', { workedMonths: 8.4, sickLeaveMonths: 3.6 }, 29, 21, 7.2],
  ])('%s', (_, input, days, workedDays, sickLeaveDays) => {
    const result = computePaidLeaveEntitlement(input);
    expect(result.days).toBe(days);
    expect(result.workedDays).toBe(workedDays);
    expect(result.sickLeaveDays).toBe(sickLeaveDays);
    expect(Number.isInteger(result.days)).toBe(true);
  });

  it('explains a year of work', () => {
    const result = computePaidLeaveEntitlement({ workedMonths: 12 });
    expect(result.articles).toEqual(['L3141-3', 'R3141-4']);
    expect(explanations(result)).toEqual([`${PERIOD}12 mois × 2,5 = 30 jours ouvrables.`, CAP, OUVRES]);
  });

  it('explains the sick leave, how it adds to the days worked and the rounding of the total', () => {
    const result = computePaidLeaveEntitlement({ workedMonths: 9, sickLeaveMonths: 3 });
    expect(result.articles).toEqual(['L3141-3', 'R3141-4', 'L3141-5-1', 'L3141-5', 'L3141-7']);
    expect(result.rules.map((rule) => rule.articles)).toEqual([
      ['L3141-3', 'R3141-4'],
      ['L3141-5-1', 'L3141-5'],
      ['L3141-3', 'L3141-5-1'],
      ['L3141-7'],
      ['L3141-3'],
    ]);
    expect(explanations(result)).toEqual([
      `${PERIOD}9 mois × 2,5 = 22,5 jours ouvrables.`,
      'Arrêt de travail pour une maladie ou un accident non professionnel : 2 jours ouvrables par mois (au lieu de ' +
        '2,5), dans la limite de 24 jours ouvrables à ce titre par période de référence : 3 mois × 2 = 6 jours ouvrables.',
      'Les jours acquis au titre de cet arrêt s’ajoutent à ceux acquis par le travail effectif : 22,5 + 6 = ' +
        '28,5 jours ouvrables, la durée totale du congé ne pouvant excéder 30 jours ouvrables (5 semaines).',
      '28,5 jours ouvrables n’est pas un nombre entier : la durée du congé est portée au nombre entier immédiatement ' +
        'supérieur, soit 29 jours ouvrables (l’arrondi porte sur le total acquis sur la période).',
      OUVRES,
    ]);
  });

  it('explains that a work accident counts as work, without a limit', () => {
    const result = computePaidLeaveEntitlement({ workedMonths: 0, workAccidentMonths: 12 });
    expect(result.articles).toEqual(['L3141-3', 'R3141-4', 'L3141-5']);
    expect(explanations(result).slice(0, 2)).toEqual([
      `${PERIOD}12 mois (dont 12 mois d’arrêt pour accident du travail ou maladie professionnelle) × 2,5 = ` +
        '30 jours ouvrables.',
      'Les périodes d’arrêt pour accident du travail ou maladie professionnelle sont considérées comme du travail ' +
        'effectif, sans limite de durée depuis la loi du 22 avril 2024 (la limite d’un an ininterrompu a été ' +
        'abrogée) ; l’accident de trajet y est assimilé (Cass. soc., 3 juillet 2012).',
    ]);
  });

  it('writes fewer than 2 days in the singular', () => {
    const result = computePaidLeaveEntitlement({ workedMonths: 0.2, sickLeaveMonths: 0.25 });
    expect(explanations(result).slice(1, 4)).toEqual([
      'Arrêt de travail pour une maladie ou un accident non professionnel : 2 jours ouvrables par mois (au lieu de ' +
        '2,5), dans la limite de 24 jours ouvrables à ce titre par période de référence : 0,25 mois × 2 = ' +
        '0,5 jour ouvrable.',
      'Les jours acquis au titre de cet arrêt s’ajoutent à ceux acquis par le travail effectif : 0,5 + 0,5 = ' +
        '1 jour ouvrable, la durée totale du congé ne pouvant excéder 30 jours ouvrables (5 semaines).',
      OUVRES,
    ]);
  });

  it('has no rounding rule when the total is whole', () => {
    const result = computePaidLeaveEntitlement({ workedMonths: 8, sickLeaveMonths: 4 });
    expect(result.articles).not.toContain('L3141-7');
    expect(computePaidLeaveEntitlement({ workedMonths: 3.5 }).articles).toContain('L3141-7');
  });

  it.each<[PaidLeaveEntitlementInput, RegExp]>([
    [{ workedMonths: -1 }, /workedMonths must be a non-negative number of months, got -1/],
    [{ workedMonths: Number.NaN }, /workedMonths must be a non-negative number/],
    [{ workedMonths: Number.POSITIVE_INFINITY }, /workedMonths must be a non-negative number/],
    [{ workedMonths: 1, sickLeaveMonths: -0.5 }, /sickLeaveMonths must be a non-negative number/],
    [{ workedMonths: 1, workAccidentMonths: Number.NaN }, /workAccidentMonths must be a non-negative number/],
    [{ workedMonths: 12.5 }, /a reference period holds at most 12 months, got 12.5/],
    [{ workedMonths: 9, sickLeaveMonths: 3, workAccidentMonths: 1 }, /at most 12 months, got 13/],
  ])('refuses %o', (input, message) => {
    expect(() => computePaidLeaveEntitlement(input)).toThrow(RangeError);
    expect(() => computePaidLeaveEntitlement(input)).toThrow(message);
  });
});

describe('computePaidLeaveIndemnity (L3141-24)', () => {
  it.each<[string, PaidLeaveIndemnityInput, number, number | null, number]>([
    // [case, input, tenth, maintained pay, amount]
    ['the tenth alone', { referenceGrossCents: 2_400_000 }, 240_000, null, 240_000],
    [
      'the maintained pay is greater',
      { referenceGrossCents: 2_400_000, maintainedPayCents: 250_000 },
      240_000,
      250_000,
      250_000,
    ],
    [
      'the tenth is greater',
      { referenceGrossCents: 2_400_000, maintainedPayCents: 230_000 },
      240_000,
      230_000,
      240_000,
    ],
    [
      'both equal',
      { referenceGrossCents: 2_400_000, maintainedPayCents: 240_000 },
      240_000,
      240_000,
      240_000,
    ],
    // To the nearest cent, half up: 1 234,565 € → 1 234,57 €, 1 234,564 € → 1 234,56 €.
    ['half a cent up', { referenceGrossCents: 1_234_565 }, 123_457, null, 123_457],
    ['under half a cent', { referenceGrossCents: 1_234_564 }, 123_456, null, 123_456],
    ['nothing', { referenceGrossCents: 0, maintainedPayCents: 0 }, 0, 0, 0],
  ])('%s', (_, input, tenth, maintained, amount) => {
    const result = computePaidLeaveIndemnity(input);
    expect(result.tenthCents).toBe(tenth);
    expect(result.maintainedPayCents).toBe(maintained);
    expect(result.amountCents).toBe(amount);
    expect(result.articles).toEqual(['L3141-24']);
  });

  const TENTH =
    'Règle du dixième : l’indemnité de congés payés est égale au dixième de la rémunération brute totale perçue ' +
    'pendant la période de référence (indemnité de congés de l’année précédente comprise, les arrêts pour maladie ' +
    'non professionnelle comptant pour 80 % de la rémunération qui s’y rattache), 24 000,00 € / 10 = 2 400,00 € ' +
    'pour l’ensemble du congé acquis (arrondi au centime le plus proche).';

  it('says the employer compares the tenth with the maintained pay when it is not given', () => {
    expect(explanations(computePaidLeaveIndemnity({ referenceGrossCents: 2_400_000 }))).toEqual([
      TENTH,
      'Elle ne peut être inférieure à la rémunération que le salarié aurait perçue s’il avait continué à travailler ' +
        'pendant son congé (maintien de salaire, calculé sur le salaire de la période précédant le congé et ' +
        'l’horaire de l’établissement) : l’employeur compare les deux montants et verse le plus élevé.',
    ]);
  });

  it.each([
    [250_000, 'ici 2 500,00 € ; le maintien de salaire est plus favorable, l’indemnité est de 2 500,00 €.'],
    [230_000, 'ici 2 300,00 € ; la règle du dixième est plus favorable, l’indemnité est de 2 400,00 €.'],
    [240_000, 'ici 2 400,00 € ; les deux calculs donnent 2 400,00 €.'],
  ])('says which is greater with a maintained pay of %i cents', (maintainedPayCents, end) => {
    expect(
      explanations(computePaidLeaveIndemnity({ referenceGrossCents: 2_400_000, maintainedPayCents })),
    ).toEqual([
      TENTH,
      'Maintien de salaire : l’indemnité ne peut être inférieure à la rémunération que le salarié aurait perçue ' +
        `s’il avait continué à travailler pendant son congé, ${end}`,
    ]);
  });

  it.each<[PaidLeaveIndemnityInput, RegExp]>([
    [{ referenceGrossCents: -1 }, /referenceGrossCents must be a whole non-negative number of cents/],
    [{ referenceGrossCents: 10.5 }, /referenceGrossCents/],
    [{ referenceGrossCents: Number.NaN }, /referenceGrossCents/],
    [{ referenceGrossCents: 100, maintainedPayCents: -5 }, /maintainedPayCents/],
    [{ referenceGrossCents: 100, maintainedPayCents: 0.5 }, /maintainedPayCents/],
  ])('refuses %o', (input, message) => {
    expect(() => computePaidLeaveIndemnity(input)).toThrow(RangeError);
    expect(() => computePaidLeaveIndemnity(input)).toThrow(message);
  });
});

describe('the leave not taken at departure', () => {
  it('is paid whoever ends the contract, as the leave’s indemnity (L3141-28, L3141-24)', () => {
    expect(PAID_LEAVE_AT_DEPARTURE.flatMap((rule) => rule.articles)).toEqual(['L3141-28', 'L3141-24']);
    expect(PAID_LEAVE_AT_DEPARTURE[0]?.explanation).toContain('démission');
  });
});

describe('computeSplitLeaveBonus (L3141-23)', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [12, 2],
    [24, 2],
  ])('%i days outside 1 May – 31 October give %i', (days, bonus) => {
    const result = computeSplitLeaveBonus(days);
    expect(result.bonusDays).toBe(bonus);
    expect(result.articles).toEqual(['L3141-19', 'L3141-23']);
  });
  it('tells the case in its rule', () => {
    expect(computeSplitLeaveBonus(6).rules[1]?.explanation).toContain(
      '6 jours pris hors de cette période donnent 2 jours ouvrables',
    );
    expect(computeSplitLeaveBonus(1).rules[1]?.explanation).toContain(
      '1 jour pris hors de cette période n’ouvre droit à aucun',
    );
  });
  it.each([-1, 2.5, 25, Number.NaN])('refuses %s days', (days) => {
    expect(() => computeSplitLeaveBonus(days)).toThrow(RangeError);
  });
});

describe('PAID_LEAVE_CARRY_OVER (L3141-19-1 to L3141-19-3)', () => {
  it('states 15 months, and the information within the month after the return', () => {
    expect(PAID_LEAVE_CARRY_OVER.map((rule) => [rule.id, rule.figure, rule.articles[0]])).toEqual([
      ['carry-over-period', '15 mois', 'L3141-19-1'],
      ['return-information', 'dans le mois qui suit la reprise', 'L3141-19-3'],
    ]);
  });
});
