import { describe, expect, it } from 'vitest';
import { computeDisciplinaryDeadlines } from './disciplinary-deadlines.ts';

describe('the délais of a disciplinary sanction', () => {
  it('engages the procedure within 2 months of the day the facts were known (L1332-4)', () => {
    const deadlines = computeDisciplinaryDeadlines({ factsKnownOn: '2026-02-03' });
    expect(deadlines.engageBy).toBe('2026-04-03');
    expect(deadlines.notifyFrom).toBeNull();
    expect(deadlines.rules[0]?.explanation).toContain('au plus tard le 3 avril 2026');
  });
  it('ends the two months on the last day of a shorter month', () =>
    expect(computeDisciplinaryDeadlines({ factsKnownOn: '2025-12-31' }).engageBy).toBe('2026-02-28'));
  it('notifies from 2 full jours ouvrables after the interview, a holiday not counted, to a month after (L1332-2)', () => {
    // Tuesday 10 November 2026; Wednesday 11 is Armistice day: Thursday 12 and Friday 13 are the two days.
    const deadlines = computeDisciplinaryDeadlines({ interviewDate: '2026-11-10' });
    expect([deadlines.notifyFrom, deadlines.notifyBy]).toEqual(['2026-11-14', '2026-12-10']);
    expect(deadlines.engageBy).toBeNull();
    expect(deadlines.rules[1]?.explanation).toContain('à partir du samedi 14 novembre 2026');
  });
  it('moves the last day of the month past a weekend (R1332-3)', () => {
    // Thursday 26 March 2026: a month later is Sunday 26 April, extended to Monday 27.
    expect(computeDisciplinaryDeadlines({ interviewDate: '2026-03-26' }).notifyBy).toBe('2026-04-27');
    // Saturday 31 January 2026: no 31 February, the last day of February is Saturday 28, extended to Monday 2 March.
    expect(computeDisciplinaryDeadlines({ interviewDate: '2026-01-31' }).notifyBy).toBe('2026-03-02');
  });
  it('skips the Sunday inside the two days', () =>
    expect(computeDisciplinaryDeadlines({ interviewDate: '2026-03-06' }).notifyFrom).toBe('2026-03-10'));
  it('counts Saint-Étienne as a holiday in Alsace-Moselle', () => {
    expect(computeDisciplinaryDeadlines({ interviewDate: '2026-12-24' }).notifyFrom).toBe('2026-12-29');
    expect(
      computeDisciplinaryDeadlines({ interviewDate: '2026-12-24', alsaceMoselle: true }).notifyFrom,
    ).toBe('2026-12-30');
  });
  it('gives both délais from both days', () => {
    const deadlines = computeDisciplinaryDeadlines({
      factsKnownOn: '2026-10-20',
      interviewDate: '2026-11-10',
    });
    expect([deadlines.engageBy, deadlines.notifyFrom, deadlines.notifyBy]).toEqual([
      '2026-12-20',
      '2026-11-14',
      '2026-12-10',
    ]);
  });
  it('states the rules alone without a date, and that a warning needs no interview', () => {
    const deadlines = computeDisciplinaryDeadlines({});
    expect(deadlines.articles).toEqual(['L1332-4', 'L1332-2', 'R1332-3']);
    expect(deadlines.rules[0]?.explanation).toContain('dans les 2 mois');
    expect(deadlines.rules[1]?.explanation).toContain('n’est pas exigé pour un avertissement');
  });
  it.each([
    [{ factsKnownOn: '2026-02-30' }],
    [{ interviewDate: 'mardi' }],
    [{ factsKnownOn: '2026-11-20', interviewDate: '2026-11-10' }],
  ])('refuses %o', (input) => expect(() => computeDisciplinaryDeadlines(input)).toThrow(RangeError));
});
