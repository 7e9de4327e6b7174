import { describe, expect, it } from 'vitest';
import {
  computeFixedTermEarlyNotice,
  computeFixedTermWaitingPeriod,
  FIXED_TERM_RULES,
} from './fixed-term-contract.ts';

describe('the délai de carence after a CDD (L1244-3-1)', () => {
  it.each([
    [{ amount: 6, unit: 'mois' }, 'tiers', '2 mois'],
    [{ amount: 3, unit: 'mois' }, 'tiers', '1 mois'],
    [{ amount: 8, unit: 'mois' }, 'tiers', null],
    [{ amount: 6, unit: 'semaines' }, 'tiers', '2 semaines'],
    [{ amount: 4, unit: 'semaines' }, 'tiers', '10 jours'],
    [{ amount: 30, unit: 'jours' }, 'tiers', '10 jours'],
    [{ amount: 14, unit: 'jours' }, 'tiers', '5 jours'],
    [{ amount: 10, unit: 'jours' }, 'moitié', '5 jours'],
    [{ amount: 1, unit: 'semaines' }, 'moitié', '4 jours'],
    [{ amount: 1, unit: 'jours' }, 'moitié', '1 jour'],
  ] as const)('%o: the %s, %s', (duration, share, text) => {
    const period = computeFixedTermWaitingPeriod(duration);
    expect([period.share, period.text]).toEqual([share, text]);
    expect(period.articles).toEqual(['L1244-3', 'L1244-3-1', 'L1244-4-1']);
  });
  it('says a month that does not divide is counted from the exact days', () =>
    expect(computeFixedTermWaitingPeriod({ amount: 8, unit: 'mois' }).rules[0]?.explanation).not.toContain(
      'soit',
    ));
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
