/**
 * Calendar dates as the forms give them (ISO `YYYY-MM-DD`), and the month arithmetic of the law.
 *
 * Internally a date is a day number (days since 1970-01-01), so that no time zone or daylight-saving
 * change can shift a date: a dismissal letter presented on 31 March is presented on 31 March everywhere.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as a day number (days since 1970-01-01); a RangeError names `what` if it is not a real `YYYY-MM-DD` date. */
export function parseIsoDate(value: string, what: string): number {
  const match = ISO_DATE.exec(value);
  if (match !== null) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return dayNumber(year, month, day);
    }
  }
  throw new RangeError(`labour-law: ${what} must be a date as YYYY-MM-DD, got '${value}'`);
}

/** A day number back to `YYYY-MM-DD`. */
export function formatIsoDate(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The day number of a calendar date (month 1 to 12). */
export function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** The year, month (1 to 12) and day of a day number. */
export function calendarDate(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Day of the week of a day number: 0 Sunday … 6 Saturday. */
export function weekday(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCDay();
}

/** Number of days of a month (1 to 12). */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month `months` after (year, month). */
function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The day a period of `months` months that runs from `day` expires, for a délai counted from an event
 * (a CSE meeting, a notification): the day of the last month with the same day of the month, or the last
 * day of that month when it has no such day (code de procédure civile art. 641, the rule courts apply to
 * the délais of the Code du travail). 10 March + 1 month → 10 April; 31 January + 1 month → 28 (or 29)
 * February.
 */
export function addMonthsClamped(day: number, months: number): number {
  const start = calendarDate(day);
  const target = shiftMonth(start.year, start.month, months);
  return dayNumber(target.year, target.month, Math.min(start.day, daysInMonth(target.year, target.month)));
}

/**
 * The last day of a period of `months` months whose first day is `day` (a notice that starts on the day
 * the letter is presented, L1234-3): the day before the same day of the month `months` later, or the last
 * day of that month when it has no such day. A notice of 1 month from 16 June ends on 15 July; from
 * 1 February, on the last day of February; from 31 January, on the last day of February too (never a
 * shorter month than the calendar gives).
 */
export function lastDayOfMonths(day: number, months: number): number {
  const start = calendarDate(day);
  const target = shiftMonth(start.year, start.month, months);
  const length = daysInMonth(target.year, target.month);
  return start.day > length
    ? dayNumber(target.year, target.month, length)
    : dayNumber(target.year, target.month, start.day) - 1;
}

/**
 * Whole months from `first` to `last`, both days included: the largest n such that a period of n months
 * starting on `first` has ended by `last` (same convention as `lastDayOfMonths`). 0 when `last` is before
 * the end of the first month.
 */
export function wholeMonthsBetween(first: number, last: number): number {
  if (last < first) return 0;
  const start = calendarDate(first);
  const end = calendarDate(last);
  // An upper bound from the calendar months (a period starting on the 1st ends in the month before), then
  // down to the exact count, in at most two steps.
  let months = (end.year - start.year) * 12 + (end.month - start.month) + 1;
  while (months > 0 && lastDayOfMonths(first, months) > last) months -= 1;
  return months;
}
