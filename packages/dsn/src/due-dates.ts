/**
 * When the month's DSN must be filed and its contributions paid.
 *
 * CSS art. R133-14 I and R243-6: the DSN of a month is filed, and the URSSAF contributions it declares are
 * due, in the following month, at the latest on the 5th at noon for an employer of 50 staff or more that pays
 * its staff within the month worked, and on the 15th at noon in every other case (fewer than 50 staff, or 50
 * and more paying in the following month — the latter only after telling the URSSAF beforehand: Cass. civ. 2,
 * 5 septembre 2024, n° 22-16.816). The prélèvement à la source declared in it is paid to the DGFiP on the same
 * date (CGI art. 1671: paid with the declaration). A date falling on a Saturday, a Sunday or a public holiday
 * moves to the next working day: net-entreprises' calendar does so (e.g. « exigible le 7 ou 15 février 2022 »
 * for a 5 February that was a Saturday; « 6 et 15 juin 2017 » after Whit Monday), as do secondary sources
 * (Éditions Tissot, EFL, Lefebvre Dalloz). A « déclaration annule et remplace » must be filed by midnight on
 * the eve of that date (EFL, « Échéance DSN annule et remplace avancée », rule applied from June 2017).
 *
 * Not covered: Agirc-Arrco's own payment calendar (quarterly payment allowed to companies of 9 staff or fewer
 * under ANI du 13 mars 2013 art. 2), the quarterly PAS option of the smallest employers, and Alsace-Moselle's
 * local holidays (Good Friday, 26 December), not counted here.
 */

/** How the company pays its staff relative to the month worked. */
export type PayTiming = 'same-month' | 'following-month';

/** The due date of a month's DSN. */
export interface DsnDueDate {
  /** The legal date ('YYYY-MM-DD'): the 5th or the 15th of the following month. */
  legalDate: string;
  /** The date it actually falls on, moved to the next working day when needed. */
  dueDate: string;
  /** 5 or 15. */
  day: 5 | 15;
  /** Why that day, in French. */
  reason: string;
  /** The texts it follows. */
  source: string;
}

const SOURCE = 'Code de la sécurité sociale, art. R133-14 I et R243-6';

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Sunday of a year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
function easter(year: number): Date {
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
  return new Date(Date.UTC(year, month - 1, day));
}

/** Public holidays of mainland France (Code du travail art. L3133-1), ISO dates. */
export function frenchPublicHolidays(year: number): Set<string> {
  const days = new Set([
    iso(year, 1, 1),
    iso(year, 5, 1),
    iso(year, 5, 8),
    iso(year, 7, 14),
    iso(year, 8, 15),
    iso(year, 11, 1),
    iso(year, 11, 11),
    iso(year, 12, 25),
  ]);
  const sunday = easter(year).getTime();
  for (const offset of [1, 39, 50]) {
    // Easter Monday, Ascension, Whit Monday.
    days.add(new Date(sunday + offset * 86_400_000).toISOString().slice(0, 10));
  }
  return days;
}

/** The date itself or the next working day (not a Saturday, Sunday or public holiday). */
export function nextWorkingDay(date: string): string {
  let current = new Date(`${date}T00:00:00Z`);
  for (;;) {
    const day = current.getUTCDay();
    const text = current.toISOString().slice(0, 10);
    if (day !== 0 && day !== 6 && !frenchPublicHolidays(current.getUTCFullYear()).has(text)) return text;
    current = new Date(current.getTime() + 86_400_000);
  }
}

/**
 * The due date of the DSN (and of the URSSAF and PAS payments it orders) for a declared month, given the
 * company's headcount and when it pays its staff.
 */
export function dsnDueDate(input: {
  year: number;
  month: number;
  headcount: number;
  payTiming: PayTiming;
}): DsnDueDate {
  const { year, month, headcount, payTiming } = input;
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError('dsnDueDate: invalid month');
  }
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const early = headcount >= 50 && payTiming === 'same-month';
  const day: 5 | 15 = early ? 5 : 15;
  const legalDate = iso(nextYear, nextMonth, day);
  return {
    legalDate,
    dueDate: nextWorkingDay(legalDate),
    day,
    reason: early
      ? 'Entreprise d’au moins 50 salariés qui paie ses salariés dans le mois travaillé : le 5 du mois suivant, avant midi.'
      : headcount >= 50
        ? 'Entreprise d’au moins 50 salariés qui paie le mois suivant (décalage de paie signalé à l’Urssaf) : le 15 du mois suivant, avant midi.'
        : 'Entreprise de moins de 50 salariés : le 15 du mois suivant, avant midi.',
    source: SOURCE,
  };
}
