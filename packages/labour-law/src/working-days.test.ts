import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from './iso-date.ts';
import { delayCalendar, earliestAfterJoursOuvrables, isJourOuvrable } from './working-days.ts';

const day = (iso: string) => parseIsoDate(iso, 'test');
const iso = (dayNumber: number) => formatIsoDate(dayNumber);

describe('isJourOuvrable: every day but Sunday and the public holidays', () => {
  it.each([
    ['2025-05-05', true], // Monday
    ['2025-05-10', true], // Saturday
    ['2025-05-11', false], // Sunday
    ['2025-05-01', false], // 1er mai, a Thursday
    ['2025-05-29', false], // Ascension
    ['2025-06-09', false], // Lundi de Pentecôte
    ['2025-04-18', true], // Good Friday, outside Alsace-Moselle
    ['2025-12-26', true], // 26 December, outside Alsace-Moselle
  ])('%s: %s', (date, expected) => {
    expect(isJourOuvrable(date)).toBe(expected);
  });

  it.each(['2025-04-18', '2025-12-26'])('%s is a holiday in Alsace-Moselle', (date) => {
    expect(isJourOuvrable(date, { alsaceMoselle: true })).toBe(false);
  });
});

describe('a délai in jours ouvrables', () => {
  const calendar = delayCalendar();
  it.each([
    // [from, count, last day counted, expiry after R1231-1, earliest next step]
    // Cass. soc. 10 juillet 2019, n° 18-11.528: handed Monday 16 December 2013, the délai ends Saturday 21,
    // runs to Monday 23; the interview can be on Tuesday 24 at the earliest.
    ['2013-12-16', 5, '2013-12-21', '2013-12-23', '2013-12-24'],
    // Cass. soc. 12 mars 2025, n° 23-12.766: presented Friday 22 December 2017; Sunday 24 and Christmas do
    // not count; the interview of Friday 29 was too early, Saturday 30 is the first lawful day.
    ['2017-12-22', 5, '2017-12-29', '2017-12-29', '2017-12-30'],
    // Cass. soc. 3 juin 2015, n° 14-12.245: received Thursday 13 October 2011, the interview of Wednesday 19
    // was too early (the délai expires that day).
    ['2011-10-13', 5, '2011-10-19', '2011-10-19', '2011-10-20'],
    // Presented on a Monday: Tuesday to Saturday, the Saturday expiry runs to Monday.
    ['2025-03-03', 5, '2025-03-08', '2025-03-10', '2025-03-11'],
    // 1er mai and the weekend inside the délai.
    ['2025-04-25', 5, '2025-05-02', '2025-05-02', '2025-05-03'],
    // 1er and 8 mai, expiring on a Saturday.
    ['2025-05-03', 5, '2025-05-10', '2025-05-12', '2025-05-13'],
    // Ascension 2025 (Thursday 29 May) and a Sunday inside the délai.
    ['2025-05-27', 5, '2025-06-03', '2025-06-03', '2025-06-04'],
    // Whit Monday (9 June 2025) right after a Saturday expiry: the délai runs to Tuesday 10.
    ['2025-06-02', 5, '2025-06-07', '2025-06-10', '2025-06-11'],
    // 2 jours ouvrables after an interview: Monday → Thursday; Wednesday → Saturday; Thursday → Tuesday.
    ['2025-03-10', 2, '2025-03-12', '2025-03-12', '2025-03-13'],
    ['2025-03-12', 2, '2025-03-14', '2025-03-14', '2025-03-15'],
    ['2025-03-13', 2, '2025-03-15', '2025-03-17', '2025-03-18'],
    // The next step skips a holiday (Friday 14 July 2023) to the Saturday…
    ['2023-07-12', 1, '2023-07-13', '2023-07-13', '2023-07-15'],
    // … and a délai that ends on that Saturday runs to Monday 17.
    ['2023-07-12', 2, '2023-07-15', '2023-07-17', '2023-07-18'],
  ])(
    'from %s, %i jours ouvrables: last counted %s, expires %s, next step %s',
    (from, count, last, expiry, earliest) => {
      const outcome = calendar.joursOuvrables(day(from), count);
      expect(iso(outcome.lastDay)).toBe(last);
      expect(iso(outcome.expiry)).toBe(expiry);
      expect(outcome.extended).toBe(last !== expiry);
      expect(iso(outcome.earliest)).toBe(earliest);
    },
  );

  it('names the holidays the délai ran over', () => {
    expect(calendar.joursOuvrables(day('2025-05-03'), 5).holidays).toEqual([
      { day: day('2025-05-08'), name: '8 mai' },
    ]);
    expect(calendar.joursOuvrables(day('2017-12-22'), 5).holidays).toEqual([
      { day: day('2017-12-25'), name: 'Jour de Noël' },
    ]);
  });

  it('counts Alsace-Moselle’s Good Friday as a holiday', () => {
    // Good Friday 18 April 2025, Easter Monday 21: from Wednesday 16, the 5th jour ouvrable is Thursday 24 in
    // Alsace-Moselle, Wednesday 23 elsewhere.
    expect(iso(delayCalendar({ alsaceMoselle: true }).joursOuvrables(day('2025-04-16'), 5).lastDay)).toBe(
      '2025-04-24',
    );
    expect(iso(calendar.joursOuvrables(day('2025-04-16'), 5).lastDay)).toBe('2025-04-23');
  });
});

describe('a délai in calendar days or months', () => {
  const calendar = delayCalendar();
  it.each([
    // 30 days from Wednesday 2 April 2025 end on Friday 2 May; letters from Saturday 3.
    ['2025-04-02', 30, '2025-05-02', '2025-05-03'],
    // 30 days from Tuesday 8 April 2025 end on 8 mai (holiday): extended to Friday 9, letters Saturday 10.
    ['2025-04-08', 30, '2025-05-09', '2025-05-10'],
    // Ending on Sunday 4 May 2025: extended to Monday 5.
    ['2025-04-04', 30, '2025-05-05', '2025-05-06'],
  ])('from %s, %i days: expires %s, next step %s', (from, count, expiry, earliest) => {
    const outcome = calendar.calendarDays(day(from), count);
    expect(iso(outcome.expiry)).toBe(expiry);
    expect(iso(outcome.earliest)).toBe(earliest);
  });

  it.each([
    // One month from 1 April 2025 is 1er mai: extended to Friday 2, next step Saturday 3.
    ['2025-04-01', 1, '2025-05-01', '2025-05-02', '2025-05-03'],
    ['2025-03-10', 1, '2025-04-10', '2025-04-10', '2025-04-11'],
    // Two months from Saturday 12 April 2025 end on Thursday 12 June.
    ['2025-04-12', 2, '2025-06-12', '2025-06-12', '2025-06-13'],
    // One month from 31 January 2026 ends on Saturday 28 February: Monday 2 March.
    ['2026-01-31', 1, '2026-02-28', '2026-03-02', '2026-03-03'],
  ])('from %s, %i month(s): last day %s, expires %s, next step %s', (from, count, last, expiry, earliest) => {
    const outcome = calendar.months(day(from), count);
    expect(iso(outcome.lastDay)).toBe(last);
    expect(iso(outcome.expiry)).toBe(expiry);
    expect(iso(outcome.earliest)).toBe(earliest);
  });

  it('places a step on the first jour ouvrable on or after a day', () => {
    expect(iso(calendar.onOrAfter(day('2025-05-01')))).toBe('2025-05-02');
    expect(iso(calendar.onOrAfter(day('2025-05-04')))).toBe('2025-05-05');
    expect(iso(calendar.onOrAfter(day('2025-05-03')))).toBe('2025-05-03');
  });
});

describe('earliestAfterJoursOuvrables: the first day a step may take place', () => {
  it.each([
    // Cass. soc. 12 mars 2025, n° 23-12.766: Christmas does not count, Saturday 30 December 2017 is the first lawful day.
    ['2017-12-22', 5, {}, '2017-12-30'],
    // Easter Monday 21 April 2025 does not count: Tuesday 15 → Wednesday 23.
    ['2025-04-15', 5, {}, '2025-04-23'],
    // Good Friday 18 April 2025 does not count either in Alsace-Moselle: Thursday 24.
    ['2025-04-15', 5, { alsaceMoselle: true }, '2025-04-24'],
    // L1232-6: 2 jours ouvrables after an interview on Tuesday 6 May 2025, 8 mai not counted: Saturday 10.
    ['2025-05-06', 2, {}, '2025-05-10'],
    // The same from Wednesday 7 May: 9 and 10 May, a Saturday expiry that runs to Monday 12: Tuesday 13.
    ['2025-05-07', 2, {}, '2025-05-13'],
  ])('%s + %i jours ouvrables %o: %s', (from, days, options, expected) => {
    expect(earliestAfterJoursOuvrables(from, days, options)).toBe(expected);
  });

  it.each([
    ['2025-02-30', 5],
    ['2025-04-15', 0],
    ['2025-04-15', 1.5],
  ])('%s, %s: RangeError', (from, days) => {
    expect(() => earliestAfterJoursOuvrables(from, days)).toThrow(RangeError);
  });
});
