import { describe, expect, it } from 'vitest';
import {
  computeDismissalNotice,
  computeNoticeEndDate,
  computeResignationNotice,
  computeRetirementNotice,
  type DismissalNoticeInput,
  type ResignationNoticeInput,
} from './notice.ts';

describe('computeDismissalNotice (L1234-1, L5213-9)', () => {
  it.each<[string, DismissalNoticeInput, number | null]>([
    // [case, input, months]
    ['no seniority', { seniorityMonths: 0 }, null],
    ['5 months: agreement or usage', { seniorityMonths: 5 }, null],
    ['5,9 months as given', { seniorityMonths: 5.9 }, null],
    ['6 months', { seniorityMonths: 6 }, 1],
    ['7 months', { seniorityMonths: 7 }, 1],
    ['8 months', { seniorityMonths: 8 }, 1],
    ['23 months', { seniorityMonths: 23 }, 1],
    ['2 years', { seniorityMonths: 24 }, 2],
    ['10 years', { seniorityMonths: 120 }, 2],
    ['10 years and a month', { seniorityMonths: 121 }, 2],
    ['faute grave', { seniorityMonths: 121, seriousMisconduct: true }, 0],
    [
      'faute grave, disabled worker',
      { seniorityMonths: 121, seriousMisconduct: true, disabledWorker: true },
      0,
    ],
    // L5213-9: doubled, at most 3 months.
    ['disabled worker, 6 months', { seniorityMonths: 6, disabledWorker: true }, 2],
    ['disabled worker, 2 years: 4 capped at 3', { seniorityMonths: 24, disabledWorker: true }, 3],
    ['disabled worker, 5 months', { seniorityMonths: 5, disabledWorker: true }, null],
    ['not a disabled worker (false)', { seniorityMonths: 24, disabledWorker: false }, 2],
  ])('%s', (_, input, months) => {
    expect(computeDismissalNotice(input).months).toBe(months);
  });

  it('explains the grid, the doubling and that these are minimums', () => {
    expect(computeDismissalNotice({ seniorityMonths: 30, disabledWorker: true }).rules).toEqual([
      {
        articles: ['L1234-1', 'L1234-8'],
        explanation:
          '30 mois complets d’ancienneté de services continus : préavis de 2 mois (2 ans ou plus).',
      },
      {
        articles: ['L5213-9'],
        explanation:
          'Travailleur handicapé : le préavis est doublé, dans la limite de 3 mois, soit 3 mois (sauf si la ' +
          'convention ou les usages prévoient déjà au moins 3 mois).',
      },
      {
        articles: ['L1234-1'],
        explanation:
          'Ce sont des minimums : la convention ou l’accord collectif, le contrat de travail ou les usages ' +
          's’appliquent s’ils prévoient un préavis plus long ou une ancienneté requise plus courte.',
      },
    ]);
    expect(computeDismissalNotice({ seniorityMonths: 6 }).rules[0]?.explanation).toBe(
      '6 mois complets d’ancienneté de services continus : préavis d’un mois (de 6 mois à moins de 2 ans).',
    );
  });

  it('says who decides under 6 months, doubled for a disabled worker', () => {
    const result = computeDismissalNotice({ seniorityMonths: 5.5, disabledWorker: true });
    expect(result.articles).toEqual(['L1234-1', 'L5213-9']);
    expect(result.rules.map((rule) => rule.explanation)).toEqual([
      'Moins de 6 mois d’ancienneté (5,5 mois) : la loi ne fixe pas la durée du préavis, c’est la convention ou ' +
        'l’accord collectif de travail, ou à défaut les usages de la localité et de la profession.',
      'Travailleur handicapé : la durée ainsi fixée est doublée, sans dépasser 3 mois (sauf si la convention ou les ' +
        'usages prévoient déjà au moins 3 mois).',
    ]);
  });

  it('says there is no notice for a faute grave', () => {
    expect(computeDismissalNotice({ seniorityMonths: 40, seriousMisconduct: true }).rules).toEqual([
      { articles: ['L1234-1'], explanation: 'Licenciement pour faute grave ou lourde : pas de préavis.' },
    ]);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses a seniority of %d months',
    (seniorityMonths) => {
      expect(() => computeDismissalNotice({ seniorityMonths })).toThrow(
        /seniorityMonths must be a non-negative number/,
      );
    },
  );
});

describe('computeRetirementNotice (L1237-6, L1237-10)', () => {
  it.each<['employer' | 'employee', number, boolean, number | null, string]>([
    ['employer', 5, false, null, 'L1237-6'],
    ['employer', 6, false, 1, 'L1237-6'],
    ['employer', 24, false, 2, 'L1237-6'],
    ['employer', 24, true, 3, 'L1237-6'],
    ['employee', 5, false, null, 'L1237-10'],
    ['employee', 23, false, 1, 'L1237-10'],
    ['employee', 360, false, 2, 'L1237-10'],
    ['employee', 12, true, 2, 'L1237-10'],
  ])('%s, %i months, disabled %s: %s', (initiator, seniorityMonths, disabledWorker, months, article) => {
    const result = computeRetirementNotice({ initiator, seniorityMonths, disabledWorker });
    expect(result.months).toBe(months);
    expect(result.articles[0]).toBe(article);
    expect(result.articles).toContain('L1234-1');
    expect(result.articles.includes('L5213-9')).toBe(disabledWorker);
  });

  it('says who gives the notice', () => {
    expect(
      computeRetirementNotice({ initiator: 'employer', seniorityMonths: 30 }).rules[0]?.explanation,
    ).toBe(
      'Mise à la retraite par l’employeur : il respecte le préavis de licenciement de l’article L1234-1.',
    );
    expect(
      computeRetirementNotice({ initiator: 'employee', seniorityMonths: 30 }).rules[0]?.explanation,
    ).toBe(
      'Départ volontaire à la retraite : le salarié respecte le préavis de licenciement de l’article L1234-1.',
    );
  });

  it('refuses a negative seniority', () => {
    expect(() => computeRetirementNotice({ initiator: 'employee', seniorityMonths: -2 })).toThrow(RangeError);
  });
});

describe('computeResignationNotice (L1237-1)', () => {
  it('answers that the law sets none: the collective agreement, or usage, does', () => {
    for (const result of [computeResignationNotice(), computeResignationNotice({ seniorityMonths: 40 })]) {
      expect(result.months).toBeNull();
      expect(result.setBy).toBe('collective-agreement-or-usage');
      expect(result.articles).toEqual(['L1237-1']);
      expect(result.rules.map((rule) => rule.explanation)).toEqual([
        'La loi ne fixe pas de préavis de démission : son existence et sa durée sont fixées par la convention ou ' +
          'l’accord collectif de travail, ou à défaut par les usages de la localité et de la profession.',
        'Le contrat de travail peut prévoir un préavis plus court que la convention collective, pas plus long ; ' +
          'l’employeur peut dispenser le salarié de l’effectuer.',
      ]);
    }
  });

  it.each<[ResignationNoticeInput, number, string]>([
    // L7313-9: VRP, 1 month in the first year, 2 in the second, 3 beyond.
    [{ profession: 'vrp', seniorityMonths: 0 }, 1, 'L7313-9'],
    [{ profession: 'vrp', seniorityMonths: 11 }, 1, 'L7313-9'],
    [{ profession: 'vrp', seniorityMonths: 12 }, 2, 'L7313-9'],
    [{ profession: 'vrp', seniorityMonths: 23 }, 2, 'L7313-9'],
    [{ profession: 'vrp', seniorityMonths: 24 }, 3, 'L7313-9'],
    // L7112-2: journalists, 1 month up to 3 years, 2 beyond.
    [{ profession: 'journaliste', seniorityMonths: 36 }, 1, 'L7112-2'],
    [{ profession: 'journaliste', seniorityMonths: 37 }, 2, 'L7112-2'],
  ])('%o: %i month(s)', (input, months, article) => {
    const result = computeResignationNotice(input);
    expect(result.months).toBe(months);
    expect(result.setBy).toBe('statute');
    expect(result.articles).toEqual([article]);
  });

  it('explains the statutory notices', () => {
    expect(computeResignationNotice({ profession: 'vrp', seniorityMonths: 18 }).rules[0]?.explanation).toBe(
      'VRP avec 18 mois complets de présence : préavis d’au moins 2 mois (1 mois la première année, 2 mois la ' +
        'deuxième, 3 mois au-delà).',
    );
    expect(
      computeResignationNotice({ profession: 'journaliste', seniorityMonths: 12 }).rules[0]?.explanation,
    ).toBe(
      'Journaliste professionnel avec 12 mois complets d’ancienneté : préavis d’un mois (1 mois jusqu’à 3 ans ' +
        'd’ancienneté, 2 mois au-delà).',
    );
    expect(
      computeResignationNotice({ profession: 'journaliste', seniorityMonths: 48 }).rules[0]?.explanation,
    ).toBe(
      'Journaliste professionnel avec 48 mois complets d’ancienneté : préavis de 2 mois (1 mois jusqu’à 3 ans ' +
        'd’ancienneté, 2 mois au-delà).',
    );
  });

  it.each<[ResignationNoticeInput, RegExp]>([
    [{ profession: 'vrp' }, /needs seniorityMonths/],
    [{ profession: 'journaliste', seniorityMonths: -1 }, /non-negative/],
  ])('refuses %o', (input, message) => {
    expect(() => computeResignationNotice(input)).toThrow(message);
  });
});

describe('computeNoticeEndDate (L1234-3: the notice starts when the letter is presented)', () => {
  it.each([
    ['2025-06-16', 1, '2025-07-15'],
    ['2025-06-16', 2, '2025-08-15'],
    ['2025-02-01', 1, '2025-02-28'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2025-12-10', 3, '2026-03-09'],
  ])('presented %s, %i month(s): ends %s', (presentedOn, months, end) => {
    expect(computeNoticeEndDate({ presentedOn, months })).toBe(end);
  });

  it.each([0, 1.5, -1])('refuses %d months', (months) => {
    expect(() => computeNoticeEndDate({ presentedOn: '2025-06-16', months })).toThrow(
      /whole number of months from 1/,
    );
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => computeNoticeEndDate({ presentedOn: '16/06/2025', months: 1 })).toThrow(/presentedOn/);
  });
});
