import { describe, expect, it } from 'vitest';
import { computeTrialPeriodNotice } from './trial-period.ts';

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
