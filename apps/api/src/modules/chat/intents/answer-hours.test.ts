import { describe, expect, it } from 'vitest';
import { answerMayorSunday } from './answer-mayor-sunday.ts';
import { answerTransportPass } from './answer-transport-pass.ts';

describe('hours under two written in the singular (stop 47)', () => {
  it('writes a mayor’s Sunday of 1,5 hour and of 7 hours', () => {
    expect(answerMayorSunday({ hours: 1.5, hourlyRateCents: 1200 })).toContain('1,5\u00a0heure travaillée');
    expect(answerMayorSunday({ hours: 7, hourlyRateCents: 1200 })).toContain('7\u00a0heures travaillées');
  });
  it('writes a part-timer’s 1,5 hour a week', () =>
    expect(
      answerTransportPass({ monthlyPassCents: 8880, weeklyHours: 1.5, fullTimeWeeklyHours: null }),
    ).toContain('1,5\u00a0heure par semaine'));
});
