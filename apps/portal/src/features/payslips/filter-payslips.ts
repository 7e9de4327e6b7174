import { formatPeriod } from '@dirigeo/schemas';
import { searchableText } from '../../lib/searchable-text.ts';
import { sortPayslipsNewestFirst } from '../../lib/payslips/sort-payslips.ts';

/** 'all' or a year, as the history's year filter holds it. */
export type YearFilter = 'all' | number;

interface Period {
  year: number;
  month: number;
  /** Who is paid: the search matches their name too. */
  personName?: string;
}

/**
 * The history's rows: those whose period text ('Février 2026') contains the search (case and accents
 * ignored) and whose year matches the filter, newest period first (spec 000 §2).
 */
export function filterPayslips<T extends Period>(
  payslips: readonly T[],
  search: string,
  year: YearFilter,
): T[] {
  const query = searchableText(search).trim();
  const matching = payslips.filter(
    (payslip) =>
      (year === 'all' || payslip.year === year) &&
      (query === '' ||
        searchableText(formatPeriod(payslip.month, payslip.year)).includes(query) ||
        searchableText(payslip.personName ?? '').includes(query)),
  );
  return sortPayslipsNewestFirst(matching);
}

/** The distinct years present, newest first: the year filter's options. */
export function payslipYears(payslips: readonly Period[]): number[] {
  return [...new Set(payslips.map((payslip) => payslip.year))].sort((a, b) => b - a);
}
