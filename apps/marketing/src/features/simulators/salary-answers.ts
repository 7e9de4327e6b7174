/**
 * The monthly salaries a reference salary averages (R1234-4), as typed: one field a month, most recent
 * first, and the part of the 3 last months that is an annual or exceptional bonus.
 */
import type { ReferenceSalaryInput } from '@dirigeo/labour-law';
import { CHOOSE, readDate, readEuros, readValue, type YesNo } from './answers.ts';
import { monthsBefore } from './dates.ts';
import type { FieldErrors } from './wizard.ts';

/** The salaries as typed. */
export interface SalaryAnswers {
  /** Each month's gross pay, most recent first; only the first `salaryMonthCount` are asked. */
  readonly monthlySalaries: readonly string[];
  /** Whether the 3 last months include an annual or exceptional bonus. */
  readonly hadBonus: YesNo;
  /** Its amount. */
  readonly bonus: string;
}

export const emptySalaryAnswers: SalaryAnswers = {
  monthlySalaries: Array<string>(12).fill(''),
  hadBonus: '',
  bonus: '',
};

/** Months since year 0 of a `YYYY-MM-DD` date: a calendar month's index. */
function monthIndex(isoDate: string): number {
  return Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
}

/**
 * How many months' salaries to ask: the calendar months from the month of `startDate` to the month
 * before `untilDate`'s, at most the 12 last (R1234-4: the 12 months before the dismissal, or all the
 * months before it when the employee served fewer), at least one. Both dates valid and in order.
 */
export function salaryMonthCount(startDate: string, untilDate: string): number {
  return Math.min(12, Math.max(1, monthIndex(untilDate) - monthIndex(startDate)));
}

/**
 * The months asked, most recent first (« mai 2025 », « avril 2025 »…): the months before `untilDate`'s;
 * the month of `untilDate` itself when the contract started that same month.
 */
export function salaryMonthLabels(startDate: string, untilDate: string, count: number): string[] {
  return monthIndex(untilDate) > monthIndex(startDate)
    ? monthsBefore(untilDate, count)
    : monthsBefore(monthAfter(untilDate), 1);
}

/** The first day of the month after a date's month, `YYYY-MM-DD`. */
function monthAfter(isoDate: string): string {
  const next = monthIndex(isoDate) + 1;
  return `${Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The messages of the salaries step: each of the `count` months an amount in euros; the bonus answered,
 * and when there is one, an amount no larger than the 3 last months' pay it is part of.
 */
export function validateSalaries(answers: SalaryAnswers, count: number, askBonus: boolean): FieldErrors {
  const errors: Record<string, string> = {};
  let lastThree = 0;
  for (let index = 0; index < count; index += 1) {
    const read = readEuros(answers.monthlySalaries[index] ?? '');
    if (!read.ok) errors[`monthlySalaries.${index}`] = read.message;
    else if (index < 3) lastThree += read.value;
  }
  if (!askBonus) return errors;
  if (answers.hadBonus === '') {
    errors.hadBonus = CHOOSE;
  } else if (answers.hadBonus === 'oui') {
    const bonus = readEuros(answers.bonus);
    if (!bonus.ok) errors.bonus = bonus.message;
    else if (bonus.value === 0) errors.bonus = 'Indiquez le montant de la prime, ou répondez « Non »';
    else if (
      !Object.keys(errors).some((key) => /^monthlySalaries\.[0-2]$/.test(key)) &&
      bonus.value > lastThree
    ) {
      errors.bonus = 'La prime fait partie des salaires des 3 derniers mois : elle ne peut pas les dépasser';
    }
  }
  return errors;
}

/** The salaries as `computeReferenceSalary` takes them (validated first). */
export function referenceSalaryInputOf(answers: SalaryAnswers, count: number): ReferenceSalaryInput {
  const months = answers.monthlySalaries.slice(0, count).map((text) => readValue(readEuros(text)));
  return answers.hadBonus === 'oui'
    ? { last12MonthsCents: months, last3MonthsAnnualBonusCents: readValue(readEuros(answers.bonus)) }
    : { last12MonthsCents: months };
}

/** Whether both dates are valid and in order, so that the months can be counted and named. */
export function datesAreReadable(startDate: string, untilDate: string): boolean {
  const start = readDate(startDate);
  const until = readDate(untilDate);
  return start.ok && until.ok && until.value >= start.value;
}
