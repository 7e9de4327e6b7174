import { formatIsoDate } from './iso-date.ts';

/** How the explanations write amounts, durations and dates (fr-FR, as the pages show them). */

let eurosFormat: Intl.NumberFormat | undefined;
let decimalFormat: Intl.NumberFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;
let weekdayDateFormat: Intl.DateTimeFormat | undefined;

/** Cents as fr-FR euros with 2 decimals: 633334 → '6 333,34 €'. */
export function formatEuros(cents: number): string {
  eurosFormat ??= new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return eurosFormat.format(cents / 100);
}

/** A number with at most 2 decimals, fr-FR: 7.25 → '7,25'. */
export function formatDecimal(value: number): string {
  decimalFormat ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
  return decimalFormat.format(value);
}

/** A day number as a French date: '5 mai 2025'. */
export function formatDate(day: number): string {
  dateFormat ??= new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return firstOfMonth(dateFormat.format(new Date(`${formatIsoDate(day)}T00:00:00Z`)));
}

/** A day number as a French date with its weekday: 'lundi 5 mai 2025'. */
export function formatDateWithWeekday(day: number): string {
  weekdayDateFormat ??= new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return firstOfMonth(weekdayDateFormat.format(new Date(`${formatIsoDate(day)}T00:00:00Z`)));
}

/** French writes the first day of a month '1er': '1 mai 2025' → '1er mai 2025'. */
function firstOfMonth(date: string): string {
  return date.replace(/(^|\s)1 /u, '$11er ');
}

/** A number of months: '1 mois', '3 mois'. */
export function formatMonths(months: number): string {
  return `${formatDecimal(months)} mois`;
}

/** A number of complete months: '1 mois complet', '7 mois complets'. */
export function formatWholeMonths(months: number): string {
  return months > 1 ? `${months} mois complets` : `${months} mois complet`;
}

/** A number of days: '1 jour', '45 jours'. */
export function formatDays(days: number): string {
  return days === 1 ? '1 jour' : `${days} jours`;
}

/**
 * A seniority in years, in words: '7 ans et 4 mois' when it is a whole number of months (as the
 * seniority helper gives it), otherwise the decimal figure ('7,3 ans').
 */
export function formatYears(years: number): string {
  const months = Math.round(years * 12);
  if (Math.abs(years * 12 - months) > 1e-9) return `${formatDecimal(years)} ans`;
  const whole = Math.floor(months / 12);
  const rest = months % 12;
  const yearsText = whole === 1 ? '1 an' : `${whole} ans`;
  if (rest === 0) return yearsText;
  if (whole === 0) return formatMonths(rest);
  return `${yearsText} et ${formatMonths(rest)}`;
}
