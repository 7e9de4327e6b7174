import { describe, expect, it } from 'vitest';
import {
  computeFixedTermEarlyNotice,
  computeFixedTermWaitingPeriod,
  FIXED_TERM_RULES,
} from './fixed-term-contract.ts';

describe('the délai de carence after a CDD (L1244-3-1)', () => {
  it.each([
    [{ amount: 6, unit: 'mois' }, 'tiers', '61 jours', '2 mois'],
    [{ amount: 3, unit: 'mois' }, 'tiers', '31 jours', '1 mois'],
    [{ amount: 8, unit: 'mois' }, 'tiers', '82 jours', null],
    [{ amount: 6, unit: 'semaines' }, 'tiers', '14 jours', null],
    [{ amount: 4, unit: 'semaines' }, 'tiers', '10 jours', null],
    [{ amount: 30, unit: 'jours' }, 'tiers', '10 jours', null],
    [{ amount: 14, unit: 'jours' }, 'tiers', '5 jours', null],
    [{ amount: 10, unit: 'jours' }, 'moitié', '5 jours', null],
    [{ amount: 1, unit: 'semaines' }, 'moitié', '4 jours', null],
    [{ amount: 1, unit: 'jours' }, 'moitié', '1 jour', null],
  ] as const)('%o: the %s, %s open', (duration, share, text, calendarText) => {
    const period = computeFixedTermWaitingPeriod(duration);
    expect([period.share, period.text, period.calendarText]).toEqual([share, text, calendarText]);
    expect(period.articles).toEqual(['L1244-3', 'L1244-3-1', 'L1244-4-1']);
  });
  it('says the days are the company’s open days, and the months when it opens every day', () => {
    expect(computeFixedTermWaitingPeriod({ amount: 6, unit: 'mois' }).rules[0]?.explanation).toContain(
      'soit 61 jours d’ouverture de l’entreprise (2 mois si elle est ouverte tous les jours)',
    );
    expect(computeFixedTermWaitingPeriod({ amount: 8, unit: 'mois' }).rules[0]?.explanation).not.toContain(
      'si elle est ouverte',
    );
  });
  it.each([0, 1.5, -2])('refuses %s', (amount) =>
    expect(() => computeFixedTermWaitingPeriod({ amount, unit: 'mois' })).toThrow(RangeError),
  );
});

describe('the notice of an employee who leaves a CDD for a CDI (L1243-2)', () => {
  it.each([
    [{ amount: 8, unit: 'mois' }, 14, '2 semaines'],
    [{ amount: 9, unit: 'mois' }, 14, '2 semaines'],
    [{ amount: 2, unit: 'mois' }, 8, '8 jours'],
    [{ amount: 1, unit: 'mois' }, 4, '4 jours'],
    [{ amount: 6, unit: 'semaines' }, 6, '6 jours'],
    [{ amount: 20, unit: 'jours' }, 2, '2 jours'],
    [{ amount: 5, unit: 'jours' }, 0, 'aucun jour'],
  ] as const)('%o: %i days', (duration, days, text) => {
    const notice = computeFixedTermEarlyNotice(duration);
    expect([notice.days, notice.text]).toEqual([days, text]);
  });
  it('says the end-of-contract indemnity is not due', () =>
    expect(computeFixedTermEarlyNotice({ amount: 8, unit: 'mois' }).articles).toEqual([
      'L1243-2',
      'L1243-10',
    ]));
  it('refuses a duration in another unit', () =>
    expect(() => computeFixedTermEarlyNotice({ amount: 2, unit: 'ans' as 'mois' })).toThrow(RangeError));
});

describe('the rules of a CDD without a number', () => {
  it('two renewals, 18 months at most; a continued CDD is a CDI; an early end by the employer owes the pay to the term', () => {
    expect(FIXED_TERM_RULES.map(({ id, figure }) => [id, figure])).toEqual([
      ['renewals', '2 renouvellements'],
      ['continuation', null],
      ['early-end', null],
    ]);
    expect(FIXED_TERM_RULES[0]?.explanation).toContain('18 mois');
  });
});
