/**
 * Dates as the simulators print them: the dates the packages computed (`YYYY-MM-DD`), written in French
 * (« 1er mars 2026 », « lundi 16 juin 2025 »), and the months whose salaries a form asks for. Calendar
 * dates have no time zone: they are read and written in UTC so that no offset can move them a day.
 */

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function utc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** French writes the first day of a month « 1er ». */
function firstOfMonth(text: string): string {
  return text.replace(/(^|\s)1 /u, '$11er ');
}

/** « 15 août 2025 », « 1er mars 2026 ». */
export function formatDate(isoDate: string): string {
  return firstOfMonth(longDate.format(utc(isoDate)));
}

/** « lundi 16 juin 2025 ». */
export function formatDateWithWeekday(isoDate: string): string {
  return firstOfMonth(weekdayDate.format(utc(isoDate)));
}

/**
 * The `count` calendar months before the month of `isoDate`, most recent first, as « mai 2025 »: the
 * months whose pay a reference salary averages (R1234-4: the months before the dismissal).
 */
export function monthsBefore(isoDate: string, count: number): string[] {
  const date = utc(isoDate);
  return Array.from({ length: count }, (_, index) =>
    monthYear.format(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1 - index, 1))),
  );
}

/** The French name of month `month` (1 to 12): « janvier ». */
export function monthName(month: number): string {
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  );
}

/** « de mai 2025 », « d’avril 2025 », « d’août 2025 »: French elides « de » before a vowel. */
export function ofMonth(month: string): string {
  return /^[aeiouyéèêâîôûh]/i.test(month) ? `d’${month}` : `de ${month}`;
}
