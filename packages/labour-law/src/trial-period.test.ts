import { describe, expect, it } from 'vitest';
import { computeTrialPeriodMaximum, computeTrialPeriodNotice } from './trial-period.ts';

describe('the délai de prévenance at the end of a trial period', () => {
  it.each([
    ['employer', 1, '24 heures'],
    ['employer', 7, '24 heures'],
    ['employer', 8, '48 heures'],
    ['employer', 30, '48 heures'],
    ['employer', 35, '2 semaines'],
    ['employer', 90, '2 semaines'],
    ['employer', 91, '1 mois'],
    ['employer', 150, '1 mois'],
    ['employee', 3, '24 heures'],
    ['employee', 8, '48 heures'],
    ['employee', 120, '48 heures'],
  ] as const)('%s, %i days of presence: %s', (initiator, daysOfPresence, text) =>
    expect(computeTrialPeriodNotice({ initiator, daysOfPresence }).text).toBe(text),
  );
  it('cites L1221-25 for the employer, L1221-26 for the employee', () => {
    expect(computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: 40 }).articles).toEqual([
      'L1221-25',
    ]);
    expect(computeTrialPeriodNotice({ initiator: 'employee', daysOfPresence: 40 }).articles).toEqual([
      'L1221-26',
    ]);
  });
  it('says the notice never lengthens the trial', () =>
    expect(
      computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: 40 }).rules[1]?.explanation,
    ).toContain('ne prolonge pas la période d’essai'));
  it.each([0, 2.5, Number.NaN])('refuses %s days', (daysOfPresence) =>
    expect(() => computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence })).toThrow(RangeError),
  );
});

describe('computeTrialPeriodMaximum', () => {
  it.each([
    ['ouvrier-employe', '2 mois', '4 mois'],
    ['agent-maitrise-technicien', '3 mois', '6 mois'],
    ['cadre', '4 mois', '8 mois'],
  ] as const)(
    'gives a CDI of %s at most %s, %s once renewed (L1221-19, L1221-21)',
    (category, text, renewed) => {
      const result = computeTrialPeriodMaximum({ contract: 'cdi', category });
      expect(result).toMatchObject({ text, renewedText: renewed });
      expect(result.articles).toEqual(['L1221-19', 'L1221-22', 'L1221-21', 'L1221-23']);
    },
  );

  it.each([
    [{ amount: 1, unit: 'mois' }, '4 jours'],
    [{ amount: 3, unit: 'mois' }, '13 jours'],
    [{ amount: 1, unit: 'semaines' }, '1 jour'],
    [{ amount: 13, unit: 'semaines' }, '13 jours'],
    [{ amount: 14, unit: 'semaines' }, '2 semaines'],
    [{ amount: 6, unit: 'mois' }, '2 semaines'],
    [{ amount: 26, unit: 'semaines' }, '2 semaines'],
    [{ amount: 27, unit: 'semaines' }, '27 jours'],
    [{ amount: 6.5, unit: 'mois' }, '28 jours'],
    [{ amount: 7, unit: 'mois' }, '1 mois'],
    [{ amount: 8, unit: 'mois' }, '1 mois'],
    [{ amount: 18, unit: 'mois' }, '1 mois'],
  ] as const)('gives a CDD of %o a trial of %s at most (L1242-10)', (duration, text) => {
    const result = computeTrialPeriodMaximum({ contract: 'cdd', duration });
    expect(result).toMatchObject({ text, renewedText: null, articles: ['L1242-10'] });
    expect(result.rules[0]?.explanation).toContain(`ici ${text}`);
  });

  it.each([0, 0.5, -1, 37, Number.NaN])('refuses a CDD of %s months', (amount) =>
    expect(() => computeTrialPeriodMaximum({ contract: 'cdd', duration: { amount, unit: 'mois' } })).toThrow(
      RangeError,
    ),
  );
  it('refuses a CDD of more than 156 weeks', () =>
    expect(() =>
      computeTrialPeriodMaximum({ contract: 'cdd', duration: { amount: 157, unit: 'semaines' } }),
    ).toThrow(RangeError));
});
