import { dayNumber, formatIsoDate, type IsoDate } from './iso-date.ts';

/**
 * French public holidays (jours fériés), computed for any year: the fixed ones and the three that follow
 * Easter, from the Gregorian computus. Nothing is listed by hand for a few years.
 */

/** Where the company is: the rest of France, or Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle). */
export interface HolidayOptions {
  /**
   * Alsace-Moselle adds Good Friday and 26 December (L3134-13). Good Friday is a holiday there only in the
   * communes that have a Protestant temple or a mixed church; counting it everywhere in Alsace-Moselle
   * only ever pushes a waiting period later, never earlier.
   */
  readonly alsaceMoselle?: boolean;
}

/** A public holiday. */
export interface PublicHoliday {
  readonly date: IsoDate;
  /** Its name in French, as the Code du travail names it. */
  readonly name: string;
}

/**
 * Easter Sunday of a Gregorian year, as a day number: the anonymous Gregorian algorithm (Meeus, Jones,
 * Butcher), exact for every year of the Gregorian calendar.
 */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

/** The public holidays of a year as day numbers with their names, in date order. */
function holidaysOf(year: number, options: HolidayOptions): Array<{ day: number; name: string }> {
  const easter = easterSunday(year);
  // L3133-1: the eleven fêtes légales.
  const holidays = [
    { day: dayNumber(year, 1, 1), name: '1er janvier' },
    { day: easter + 1, name: 'Lundi de Pâques' },
    { day: dayNumber(year, 5, 1), name: '1er mai' },
    { day: dayNumber(year, 5, 8), name: '8 mai' },
    { day: easter + 39, name: 'Ascension' },
    { day: easter + 50, name: 'Lundi de Pentecôte' },
    { day: dayNumber(year, 7, 14), name: '14 juillet' },
    { day: dayNumber(year, 8, 15), name: 'Assomption' },
    { day: dayNumber(year, 11, 1), name: 'Toussaint' },
    { day: dayNumber(year, 11, 11), name: '11 novembre' },
    { day: dayNumber(year, 12, 25), name: 'Jour de Noël' },
  ];
  if (options.alsaceMoselle) {
    // L3134-13: Vendredi saint and the second day of Christmas.
    holidays.push(
      { day: easter - 2, name: 'Vendredi saint' },
      { day: dayNumber(year, 12, 26), name: 'Second jour de Noël' },
    );
  }
  return holidays.sort((x, y) => x.day - y.day);
}

/** The public holidays of a year (L3133-1; with Alsace-Moselle's two more, L3134-13), in date order. */
export function frenchPublicHolidays(year: number, options: HolidayOptions = {}): PublicHoliday[] {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) {
    throw new RangeError(`labour-law: no public holidays for the year ${year}`);
  }
  return holidaysOf(year, options).map(({ day, name }) => ({ date: formatIsoDate(day), name }));
}

/** The name of the public holiday on a day number, or undefined; each year's holidays computed once. */
export function publicHolidayCalendar(options: HolidayOptions = {}): (day: number) => string | undefined {
  const years = new Map<number, Map<number, string>>();
  return (day) => {
    const year = new Date(day * 86_400_000).getUTCFullYear();
    let holidays = years.get(year);
    if (holidays === undefined) {
      holidays = new Map(holidaysOf(year, options).map((holiday) => [holiday.day, holiday.name]));
      years.set(year, holidays);
    }
    return holidays.get(day);
  };
}
