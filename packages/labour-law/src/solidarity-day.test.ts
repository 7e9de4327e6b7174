import { describe, expect, it } from 'vitest';
import { computeSolidarityDay } from './solidarity-day.ts';

describe('the journée de solidarité', () => {
  it.each([
    [undefined, 7, '7 heures'],
    [35, 7, '7 heures'],
    [39, 7, '7 heures'],
    [17.5, 3.5, '3,5 heures'],
    [24, 4.8, '4,8 heures'],
    [28, 5.6, '5,6 heures'],
  ])('%s hours a week: %s unpaid', (weeklyHours, unpaidHours, text) => {
    const day = computeSolidarityDay(weeklyHours === undefined ? {} : { weeklyHours });
    expect([day.unpaidHours, day.text]).toEqual([unpaidHours, text]);
    expect(day.articles).toEqual(['L3133-7', 'L3133-8', 'L3133-11', 'L3133-12']);
  });
  it('says a part-timer’s limit is reduced in proportion', () =>
    expect(computeSolidarityDay({ weeklyHours: 17.5 }).rules[0]?.explanation).toContain(
      '17,5 heures par semaine sur 35',
    ));
  it.each([0, -3, Number.NaN])('refuses %s hours', (weeklyHours) =>
    expect(() => computeSolidarityDay({ weeklyHours })).toThrow(RangeError),
  );
});
