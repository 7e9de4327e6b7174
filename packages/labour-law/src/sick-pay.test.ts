import { describe, expect, it } from 'vitest';
import { computeSickPayComplement } from './sick-pay.ts';

describe('the employer’s legal complement to a sick leave’s daily allowances', () => {
  // The ministry's sheet « L'indemnisation légale des absences pour maladie ou accident »: 30 days from 1 to
  // 5 years, 40 from 6 to 10, 50 from 11 to 15… 90 from 31 years.
  it.each([
    [12, 30],
    [5 * 12 + 11, 30],
    [6 * 12, 40],
    [8 * 12, 40],
    [10 * 12 + 11, 40],
    [11 * 12, 50],
    [12 * 12, 50],
    [16 * 12, 60],
    [21 * 12, 70],
    [26 * 12, 80],
    [31 * 12, 90],
    [45 * 12, 90],
  ])('%i months of seniority: %i days at each rate', (seniorityMonths, days) =>
    expect(computeSickPayComplement({ seniorityMonths })).toMatchObject({
      due: true,
      fullRateDays: days,
      twoThirdsDays: days,
      waitingDays: 7,
    }),
  );
  it('is not due under one year', () =>
    expect(computeSickPayComplement({ seniorityMonths: 11 })).toMatchObject({
      due: false,
      fullRateDays: 0,
      articles: ['L1226-1'],
    }));
  it('runs from the first day after a work accident', () =>
    expect(computeSickPayComplement({ seniorityMonths: 24, workAccident: true }).waitingDays).toBe(0));
  it('explains each rule with its articles', () => {
    const result = computeSickPayComplement({ seniorityMonths: 96 });
    expect(result.articles).toEqual(['L1226-1', 'D1226-8', 'D1226-1', 'D1226-2', 'D1226-3', 'D1226-4']);
    expect(result.rules[1]?.explanation).toContain('40 jours à 90 %');
    expect(result.rules[2]?.explanation).toContain('8e jour');
  });
  it.each([-1, 1.5, Number.NaN])('refuses a seniority of %s months', (seniorityMonths) =>
    expect(() => computeSickPayComplement({ seniorityMonths })).toThrow(RangeError),
  );
});
