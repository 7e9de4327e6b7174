import { rates2025 } from './2025.ts';
import { rates2026 } from './2026.ts';
import { rates2027 } from './2027.ts';
import type { MonthlySteps, ProvisionalFigure, YearRates } from './year-rates.ts';

/** The years whose figures the library holds, oldest first. */
export const supportedYears = [2025, 2026, 2027] as const;

/** A year the library can compute a payslip for. */
export type SupportedYear = (typeof supportedYears)[number];

const RATES_BY_YEAR: Readonly<Record<SupportedYear, YearRates>> = {
  2025: rates2025,
  2026: rates2026,
  2027: rates2027,
};

/**
 * Default AT/MP rate per year: the collective average rate (taux collectif moyen) set each year by the
 * arrêté de tarification des risques AT/MP, used when the company's notified rate is unknown.
 */
export const DEFAULT_ATMP_RATE_PERCENT: Readonly<Record<SupportedYear, number>> = {
  2025: rates2025.atmpAveragePercent,
  2026: rates2026.atmpAveragePercent,
  2027: rates2027.atmpAveragePercent,
};

/** Whether the library holds the figures of this year. */
export function isSupportedYear(year: number): year is SupportedYear {
  return (supportedYears as readonly number[]).includes(year);
}

/** A RangeError for a year whose figures the library does not hold. */
export function assertSupportedYear(year: number): asserts year is SupportedYear {
  if (!isSupportedYear(year)) {
    throw new RangeError(
      `payroll-calc: no rates for ${year} (supported years: ${supportedYears.join(', ')})`,
    );
  }
}

/** The figures of a supported year. */
export function ratesForYear(year: SupportedYear): YearRates {
  return RATES_BY_YEAR[year];
}

/** The value of a figure that changes during the year, in a month (1 to 12). */
export function valueInMonth(steps: MonthlySteps, month: number): number {
  let value = steps[0]?.value;
  for (const step of steps) if (step.fromMonth <= month) value = step.value;
  if (value === undefined) throw new RangeError('payroll-calc: a figure without any value');
  return value;
}

/** The figures of a year still awaiting their text (empty when all are published). */
export function provisionalFiguresFor(year: SupportedYear): readonly ProvisionalFigure[] {
  return RATES_BY_YEAR[year].provisional;
}

export type { MonthlySteps, ProvisionalFigure, YearRates };
