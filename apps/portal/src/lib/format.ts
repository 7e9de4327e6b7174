import { formatEuros as formatCentsAsEuros, formatRate } from '@dirigeo/payroll-calc';
import { dateInFrance, eurosToCents } from '@dirigeo/schemas';

/** '1 234,56 €' from integer cents (spec 000 §9: fr-FR, exactly 2 decimals). */
export function formatCents(cents: number): string {
  return formatCentsAsEuros(cents);
}

/** '1 234,56 €' from an amount in euros as the API sends it; rounded to the cent first. */
export function formatEuros(euros: number): string {
  return formatCents(eurosToCents(euros));
}

/** '22,50 %' : rates are shown with 2 decimals (spec 000 §9). */
export function formatPercent(percent: number): string {
  return formatRate(percent);
}

const KIB = 1024;
const MIB = 1024 * 1024;
const integer = new Intl.NumberFormat('fr-FR');
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Below 1024 bytes in B; below 1 MB in KB with 1 decimal; otherwise MB with 1 decimal (spec 000 §9). */
export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return `${integer.format(bytes)} B`;
  if (bytes < MIB) return `${oneDecimal.format(bytes / KIB)} KB`;
  return `${oneDecimal.format(bytes / MIB)} MB`;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** '5 mars 2026'. */
export function formatDate(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(date) : date);
}

/** '5 mars 2026 à 14:30', for the full date shown on hover. */
export function formatDateTime(date: Date | string): string {
  return dateTimeFormat.format(typeof date === 'string' ? new Date(date) : date);
}

const relativeFormat = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'il y a 3 jours', 'hier', 'à l’instant'… relative to `now`. */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  for (const [unit, unitSeconds] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= unitSeconds)
      return relativeFormat.format(Math.trunc(seconds / unitSeconds), unit);
  }
  return 'à l’instant';
}

/** Today in France, 'YYYY-MM-DD' (the API dates payslips in that time zone too). */
export function todayInFrance(now: Date = new Date()): string {
  return dateInFrance(now);
}
