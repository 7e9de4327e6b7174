import { addMonthsClamped, formatIsoDate, type IsoDate, parseIsoDate, weekday } from './iso-date.ts';
import { type HolidayOptions, publicHolidayCalendar } from './public-holidays.ts';

/**
 * How the dismissal procedure's délais are counted, always on the side of caution.
 *
 * - A jour ouvrable is every day but Sunday and the public holidays (Saturday is one).
 * - The day that starts a délai does not count, nor do Sundays and holidays inside a délai counted in jours
 *   ouvrables; the step can take place once the délai has expired: "le salarié doit disposer d'un délai
 *   de cinq jours pleins" (Cass. soc. 3 juin 2015, n° 14-12.245; 12 mars 2025, n° 23-12.766).
 * - R1231-1: a délai that expires on a Saturday, a Sunday or a public holiday is extended to the first
 *   jour ouvrable after it (Cass. soc. 10 juillet 2019, n° 18-11.528: a délai expiring on a Saturday runs
 *   to the Monday). We extend to the next day that is none of these, which never shortens a délai.
 * - Every public holiday counts as not worked (R1231-1 says "férié ou chômé"): in a company that works
 *   on a holiday the lawful dates can only be earlier, never later, than the ones given.
 * - A step is placed on the first jour ouvrable after the délai has expired.
 */

/** How a délai ran: the day it expired and the day the next step may take place. */
export interface DelayOutcome {
  /** The last day of the délai as counted, before any extension. */
  readonly lastDay: number;
  /** The day the délai expires, after the R1231-1 extension. */
  readonly expiry: number;
  /** Whether R1231-1 moved the expiry (it fell on a Saturday, a Sunday or a public holiday). */
  readonly extended: boolean;
  /** The first jour ouvrable after the expiry: the earliest day of the next step. */
  readonly earliest: number;
  /** The public holidays the délai ran over (not counted when it is counted in jours ouvrables). */
  readonly holidays: ReadonlyArray<{ readonly day: number; readonly name: string }>;
}

/** Counting helpers for one company's calendar. */
export interface DelayCalendar {
  /** Whether the day is a jour ouvrable (not a Sunday, not a public holiday). */
  isJourOuvrable(day: number): boolean;
  /** The first jour ouvrable on or after the day. */
  onOrAfter(day: number): number;
  /** A délai of `count` jours ouvrables counted from the day after `from`. */
  joursOuvrables(from: number, count: number): DelayOutcome;
  /** A délai of `count` calendar days counted from the day after `from`. */
  calendarDays(from: number, count: number): DelayOutcome;
  /** A délai of `count` months counted from `from` (same day of the month, code de procédure civile art. 641). */
  months(from: number, count: number): DelayOutcome;
}

/** The délai calendar of a company (public holidays of mainland France, or of Alsace-Moselle). */
export function delayCalendar(options: HolidayOptions = {}): DelayCalendar {
  const holidayName = publicHolidayCalendar(options);
  const isJourOuvrable = (day: number) => weekday(day) !== 0 && holidayName(day) === undefined;
  const onOrAfter = (day: number) => {
    let candidate = day;
    while (!isJourOuvrable(candidate)) candidate += 1;
    return candidate;
  };
  const outcome = (from: number, lastDay: number): DelayOutcome => {
    let expiry = lastDay;
    // R1231-1: a délai expiring on a Saturday, a Sunday or a holiday runs to the next day that is none of these.
    while (weekday(expiry) === 6 || !isJourOuvrable(expiry)) expiry += 1;
    const holidays: Array<{ day: number; name: string }> = [];
    for (let day = from + 1; day <= expiry; day += 1) {
      const name = holidayName(day);
      if (name !== undefined) holidays.push({ day, name });
    }
    return { lastDay, expiry, extended: expiry !== lastDay, earliest: onOrAfter(expiry + 1), holidays };
  };
  return {
    isJourOuvrable,
    onOrAfter,
    joursOuvrables(from, count) {
      let day = from;
      for (let counted = 0; counted < count; ) {
        day += 1;
        if (isJourOuvrable(day)) counted += 1;
      }
      return outcome(from, day);
    },
    calendarDays: (from, count) => outcome(from, from + count),
    months: (from, count) => outcome(from, addMonthsClamped(from, count)),
  };
}

/** Whether a date is a jour ouvrable: every day but Sunday and the public holidays (L3133-1). */
export function isJourOuvrable(date: IsoDate, options: HolidayOptions = {}): boolean {
  return delayCalendar(options).isJourOuvrable(parseIsoDate(date, 'date'));
}

/**
 * The earliest date of a step that may take place only once `days` jours ouvrables have passed after
 * `from` (its own day not counted): the interview after the convocation (L1232-2, L1233-11), the
 * dismissal letter after the interview (L1232-6). Sundays and public holidays are not counted and R1231-1
 * extends a délai that expires on a Saturday, a Sunday or a holiday, as `delayCalendar` counts them.
 * RangeError for a date that is not a valid `YYYY-MM-DD` or a count that is not a whole number from 1.
 */
export function earliestAfterJoursOuvrables(
  from: IsoDate,
  days: number,
  options: HolidayOptions = {},
): IsoDate {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`labour-law: a délai lasts a whole number of jours ouvrables from 1, got ${days}`);
  }
  return formatIsoDate(delayCalendar(options).joursOuvrables(parseIsoDate(from, 'from'), days).earliest);
}
