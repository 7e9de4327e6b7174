import { earliestAfterJoursOuvrables } from '@dirigeo/labour-law';
import { conditionHolds } from './conditions.ts';
import {
  formatLetterNumber,
  formatUtcDay,
  parseFrenchDuration,
  parseIsoDate,
  parseLetterNumber,
} from './format.ts';
import type { LetterCheck, LetterTemplate } from './types.ts';

/**
 * The rules between a letter's fields (`LetterTemplate.checks`): which ones the values break, each
 * with its French message and the dates it was measured against. `letterValuesSchema` reports them
 * under their field, so that the form and the API refuse the same letters.
 */

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` value as a count of days (UTC), or `null` when it is empty or unreadable. */
function dayOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const date = parseIsoDate(value);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / DAY_MS : null;
}

/** A count of days back to `YYYY-MM-DD`. */
function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for a Sunday … 6 for a Saturday. */
const weekdayOf = (day: number): number => new Date(day * DAY_MS).getUTCDay();

/** `day` moved by whole months: the same day of the month, or the last day of a shorter month. */
function addMonths(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / DAY_MS;
}

/** The days from `start` to `end` inclusive, all of them or those other than Sundays. */
export function daysInPeriod(start: number, end: number, count: 'calendar' | 'exceptSundays'): number {
  if (end < start) return 0;
  let days = 0;
  for (let day = start; day <= end; day += 1) if (count === 'calendar' || weekdayOf(day) !== 0) days += 1;
  return days;
}

/** « 23 mars 2026 »; a bound may fall outside the years a form accepts (a date typed as 2199-12-31). */
const dateText = (day: number): string => formatUtcDay(new Date(day * DAY_MS));

/** The issue of one check, or `null` when it holds or cannot be judged yet (a value missing or unreadable). */
function checkIssue(check: LetterCheck, values: Readonly<Record<string, unknown>>): LetterCheckIssue | null {
  if (check.when && !conditionHolds(check.when, values)) return null;
  const issue = (detail: string, fix: string) => ({
    field: check.field,
    message: `${check.message} (${detail})`,
    fix,
  });
  const at = (prefix: string, day: number) => issue(`${prefix} le ${dateText(day)}`, isoOfDay(day));
  switch (check.kind) {
    case 'date': {
      const value = dayOf(values[check.field]);
      const other = dayOf(values[check.other]);
      if (value === null || other === null) return null;
      const bound = addMonths(other, check.plusMonths ?? 0) + (check.plusDays ?? 0);
      switch (check.relation) {
        case 'after':
          return value > bound ? null : at('au plus tôt', bound + 1);
        case 'notBefore':
          return value >= bound ? null : at('au plus tôt', bound);
        case 'before':
          return value < bound ? null : at('au plus tard', bound - 1);
        case 'notAfter':
          return value <= bound ? null : at('au plus tard', bound);
      }
      return null;
    }
    case 'workingDaysAfter': {
      const value = dayOf(values[check.field]);
      const other = dayOf(values[check.other]);
      if (value === null || other === null) return null;
      // Mainland France's holidays: in Alsace-Moselle, Good Friday and 26 December are not counted either.
      const earliest = dayOf(earliestAfterJoursOuvrables(isoOfDay(other), check.days));
      if (earliest === null) return null;
      return value >= earliest ? null : at('au plus tôt', earliest);
    }
    case 'daysInPeriod': {
      const raw = values[check.field];
      const number = typeof raw === 'string' ? parseLetterNumber(raw) : null;
      const start = dayOf(values[check.start]);
      const end = dayOf(values[check.end]);
      if (number === null || start === null || end === null || end < start) return null;
      const days = daysInPeriod(start, end, check.count);
      if (number <= days) return null;
      const counted = formatLetterNumber(
        String(days),
        check.count === 'calendar' ? 'jours' : 'jours hors dimanches',
      );
      return issue(`${counted} du ${dateText(start)} au ${dateText(end)}`, String(days));
    }
    case 'notBeforeDuration': {
      const value = dayOf(values[check.field]);
      const other = dayOf(values[check.other]);
      const raw = values[check.duration];
      const duration = typeof raw === 'string' ? parseFrenchDuration(raw) : null;
      if (value === null || other === null || duration === null) return null;
      const bound = addMonths(other, duration.months) + duration.days;
      return value >= bound ? null : at('au plus tôt', bound);
    }
    case 'periodLength': {
      const end = dayOf(values[check.field]);
      const start = dayOf(values[check.start]);
      const choice = values[check.length];
      const days = typeof choice === 'string' ? check.days[choice] : undefined;
      if (end === null || start === null || days === undefined) return null;
      const last = start + days - 1;
      return end === last ? null : at('dernier jour :', last);
    }
  }
}

/** A check that the values break: the field it is reported under, its message, and a value that would do. */
export interface LetterCheckIssue {
  readonly field: string;
  readonly message: string;
  /** The nearest value of `field` that keeps the check: the earliest or latest date, the most days. */
  readonly fix: string;
}

/** The checks of `template` that `values` break, in the template's order. */
export function letterCheckIssues(
  template: Pick<LetterTemplate, 'checks'>,
  values: Readonly<Record<string, unknown>>,
): LetterCheckIssue[] {
  return (template.checks ?? []).flatMap((check) => checkIssue(check, values) ?? []);
}
