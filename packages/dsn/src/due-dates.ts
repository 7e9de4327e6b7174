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

import { frenchPublicHolidays } from '@dirigeo/labour-law';

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

/** Mainland France's public holidays of a year (L3133-1), from labour-law's one calendar. */
function holidaysOf(year: number): Set<string> {
  return new Set(frenchPublicHolidays(year).map((holiday) => holiday.date));
}

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date itself or the next working day (not a Saturday, Sunday or public holiday). */
export function nextWorkingDay(date: string): string {
  let current = new Date(`${date}T00:00:00Z`);
  for (;;) {
    const day = current.getUTCDay();
    const text = current.toISOString().slice(0, 10);
    if (day !== 0 && day !== 6 && !holidaysOf(current.getUTCFullYear()).has(text)) return text;
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
