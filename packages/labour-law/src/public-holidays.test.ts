import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from './iso-date.ts';
import { easterSunday, frenchPublicHolidays, publicHolidayCalendar } from './public-holidays.ts';

describe('easterSunday (Gregorian computus)', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, expected) => {
    expect(formatIsoDate(easterSunday(year))).toBe(expected);
  });
});

describe('frenchPublicHolidays', () => {
  it('gives the eleven holidays of L3133-1 for 2026, Easter Monday, Ascension and Whit Monday from Easter', () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: '1er janvier' },
      { date: '2026-04-06', name: 'Lundi de Pâques' },
      { date: '2026-05-01', name: '1er mai' },
      { date: '2026-05-08', name: '8 mai' },
      { date: '2026-05-14', name: 'Ascension' },
      { date: '2026-05-25', name: 'Lundi de Pentecôte' },
      { date: '2026-07-14', name: '14 juillet' },
      { date: '2026-08-15', name: 'Assomption' },
      { date: '2026-11-01', name: 'Toussaint' },
      { date: '2026-11-11', name: '11 novembre' },
      { date: '2026-12-25', name: 'Jour de Noël' },
    ]);
  });

  it.each([
    [2025, '2025-04-21', '2025-05-29', '2025-06-09'],
    [2024, '2024-04-01', '2024-05-09', '2024-05-20'],
    [2027, '2027-03-29', '2027-05-06', '2027-05-17'],
  ])('%i: Easter Monday %s, Ascension %s, Whit Monday %s', (year, monday, ascension, whitMonday) => {
    const dates = frenchPublicHolidays(year).map((holiday) => holiday.date);
    expect(dates).toContain(monday);
    expect(dates).toContain(ascension);
    expect(dates).toContain(whitMonday);
    expect(dates).toHaveLength(11);
  });

  it('adds Good Friday and 26 December in Alsace-Moselle (L3134-13)', () => {
    const holidays = frenchPublicHolidays(2026, { alsaceMoselle: true });
    expect(holidays).toHaveLength(13);
    expect(holidays).toContainEqual({ date: '2026-04-03', name: 'Vendredi saint' });
    expect(holidays.at(-1)).toEqual({ date: '2026-12-26', name: 'Second jour de Noël' });
  });

  it.each([1899, 10000, 2025.5])('refuses the year %d', (year) => {
    expect(() => frenchPublicHolidays(year)).toThrow(RangeError);
  });
});

describe('publicHolidayCalendar', () => {
  it('names the holiday of a day, in any year, and nothing on other days', () => {
    const holidayName = publicHolidayCalendar();
    const on = (iso: string) => holidayName(parseIsoDate(iso, 'test'));
    expect(on('2025-05-29')).toBe('Ascension');
    expect(on('2031-12-25')).toBe('Jour de Noël');
    expect(on('2025-05-02')).toBeUndefined();
    expect(on('2025-12-26')).toBeUndefined();
  });
});
