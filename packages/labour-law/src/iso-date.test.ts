import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  calendarDate,
  formatIsoDate,
  lastDayOfMonths,
  parseIsoDate,
  wholeMonthsBetween,
  weekday,
} from './iso-date.ts';

const day = (iso: string) => parseIsoDate(iso, 'test');

describe('parseIsoDate', () => {
  it.each(['2025-01-01', '2024-02-29', '1999-12-31', '2026-03-27'])('reads %s and writes it back', (iso) => {
    expect(formatIsoDate(day(iso))).toBe(iso);
  });

  it.each([
    '2025-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '25-01-01',
    '2025-1-1',
    '2025-01-01T00:00',
    '',
    '1899-12-31',
  ])('refuses %j', (value) => {
    expect(() => parseIsoDate(value, 'startDate')).toThrow(/startDate must be a date as YYYY-MM-DD/);
  });

  it('gives day numbers that count days and weekdays that match the calendar', () => {
    expect(day('2025-03-01') - day('2025-02-28')).toBe(1);
    expect(day('2024-03-01') - day('2024-02-28')).toBe(2);
    expect(weekday(day('2025-05-01'))).toBe(4); // a Thursday
    expect(weekday(day('2025-05-04'))).toBe(0); // a Sunday
    expect(calendarDate(day('2024-02-29'))).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('addMonthsClamped: the day a délai in months expires (code de procédure civile art. 641)', () => {
  it.each([
    ['2025-03-10', 1, '2025-04-10'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-11-15', 2, '2026-01-15'],
    ['2025-04-01', 3, '2025-07-01'],
    ['2025-12-31', 14, '2027-02-28'],
  ])('%s + %i month(s) → %s', (from, months, expected) => {
    expect(formatIsoDate(addMonthsClamped(day(from), months))).toBe(expected);
  });
});

describe('lastDayOfMonths: the last day of a notice that starts on the given day', () => {
  it.each([
    ['2025-06-16', 1, '2025-07-15'],
    ['2025-11-05', 1, '2025-12-04'],
    ['2025-02-01', 1, '2025-02-28'],
    ['2024-02-01', 1, '2024-02-29'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2025-01-30', 1, '2025-02-28'],
    ['2024-01-29', 1, '2024-02-28'],
    ['2025-01-01', 1, '2025-01-31'],
    ['2025-03-15', 2, '2025-05-14'],
    ['2025-12-31', 2, '2026-02-28'],
    ['2025-11-30', 3, '2026-02-28'],
  ])('from %s, %i month(s) → ends %s', (from, months, expected) => {
    expect(formatIsoDate(lastDayOfMonths(day(from), months))).toBe(expected);
  });
});

describe('wholeMonthsBetween: complete months, first and last day included', () => {
  it.each([
    ['2025-02-01', '2025-02-27', 0],
    ['2025-02-01', '2025-02-28', 1],
    ['2025-06-16', '2025-07-14', 0],
    ['2025-06-16', '2025-07-15', 1],
    ['2025-01-31', '2025-02-27', 0],
    ['2025-01-31', '2025-02-28', 1],
    ['2025-01-01', '2025-12-31', 12],
    ['2015-03-01', '2025-02-28', 120],
    ['2015-03-01', '2025-03-31', 121],
    ['2025-05-10', '2025-05-10', 0],
    ['2025-05-10', '2025-05-01', 0],
  ])('%s → %s: %i', (first, last, months) => {
    expect(wholeMonthsBetween(day(first), day(last))).toBe(months);
  });
});
