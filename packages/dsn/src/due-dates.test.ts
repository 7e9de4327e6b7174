import { describe, expect, it } from 'vitest';
import { dsnDueDate, nextWorkingDay } from './due-dates.ts';

describe.each([
  // Fewer than 50 staff: the 15th of the following month, whenever the pay is made.
  {
    year: 2026,
    month: 3,
    headcount: 1,
    payTiming: 'same-month',
    legal: '2026-04-15',
    due: '2026-04-15',
    day: 15,
  },
  {
    year: 2026,
    month: 10,
    headcount: 49,
    payTiming: 'following-month',
    legal: '2026-11-15',
    due: '2026-11-16',
    day: 15,
  },
  // 50 staff or more paying within the month: the 5th.
  {
    year: 2026,
    month: 1,
    headcount: 50,
    payTiming: 'same-month',
    legal: '2026-02-05',
    due: '2026-02-05',
    day: 5,
  },
  {
    year: 2026,
    month: 3,
    headcount: 120,
    payTiming: 'same-month',
    legal: '2026-04-05',
    due: '2026-04-07',
    day: 5,
  },
  // 50 staff or more with the pay made the following month: the 15th.
  {
    year: 2026,
    month: 3,
    headcount: 120,
    payTiming: 'following-month',
    legal: '2026-04-15',
    due: '2026-04-15',
    day: 15,
  },
  // December's declaration falls in January of the next year.
  {
    year: 2026,
    month: 12,
    headcount: 3,
    payTiming: 'same-month',
    legal: '2027-01-15',
    due: '2027-01-15',
    day: 15,
  },
  // The published calendar: 5 February 2022 was a Saturday, « exigible le 7 ou 15 février 2022 ».
  {
    year: 2022,
    month: 1,
    headcount: 60,
    payTiming: 'same-month',
    legal: '2022-02-05',
    due: '2022-02-07',
    day: 5,
  },
  // 5 June 2017 was Whit Monday: « exigibilités des 6 et 15 juin 2017 ».
  {
    year: 2017,
    month: 5,
    headcount: 60,
    payTiming: 'same-month',
    legal: '2017-06-05',
    due: '2017-06-06',
    day: 5,
  },
] as const)('dsnDueDate($year-$month, $headcount staff, $payTiming)', ({ legal, due, day, ...input }) => {
  it(`is the ${day} (${due})`, () => {
    const result = dsnDueDate(input);
    expect(result.legalDate).toBe(legal);
    expect(result.dueDate).toBe(due);
    expect(result.day).toBe(day);
    expect(result.source).toMatch(/R133-14/);
    expect(result.reason).toMatch(/le \d+ du mois suivant/);
  });
});

describe('nextWorkingDay', () => {
  it.each([
    ['2026-05-14', '2026-05-15'], // Ascension, a Thursday (labour-law's calendar)
    ['2026-12-25', '2026-12-28'], // Christmas, a Friday, then the weekend
    ['2026-11-16', '2026-11-16'], // an ordinary Monday
  ])('moves %s to %s', (date, expected) => {
    expect(nextWorkingDay(date)).toBe(expected);
  });
});
