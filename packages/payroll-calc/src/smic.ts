import { ratesForYear, supportedYears, valueInMonth } from './rates/index.ts';

/** A month of a year: 2026-06 is `{ year: 2026, month: 6 }`. */
export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The SMIC in force in a month, as our yearly rates files hold it (`smicHourlyCentsByMonth`). */
export interface SmicInForce {
  /** SMIC horaire brut, in cents. */
  hourlyCents: number;
  /**
   * SMIC mensuel brut for 35 hours a week, in cents: the hourly SMIC × 1 820 hours / 12
   * (151,67 hours a month), rounded to the cent as the ministry publishes it.
   */
  monthlyCents: number;
  /** The first month of the rates files where this amount applies, up to the month asked. */
  since: YearMonth;
  /**
   * Whether `since` is the day the amount took effect (the month before holds another amount), or
   * only the first month our files cover (the amount may have applied before).
   */
  sinceIsRaise: boolean;
}

interface Step {
  at: YearMonth;
  hourlyCents: number;
  /** Hours of the SMIC calculé pour un an in that year's file. */
  annualHours: number;
}

/** Every SMIC step of the rates files, in order. */
function smicSteps(): Step[] {
  return supportedYears.flatMap((year) => {
    const rates = ratesForYear(year);
    return rates.smicHourlyCentsByMonth.map((step) => ({
      at: { year, month: step.fromMonth },
      hourlyCents: valueInMonth(rates.smicHourlyCentsByMonth, step.fromMonth),
      annualHours: rates.smicAnnualHours,
    }));
  });
}

function isBefore(a: YearMonth, b: YearMonth): boolean {
  return a.year < b.year || (a.year === b.year && a.month < b.month);
}

/**
 * The SMIC (Code du travail art. L3231-1 and following) in force in a month. Before the first
 * year our rates files hold, their first amount; after the last one, their last amount (a month
 * past our files is answered with the latest amount we know, and its date says so).
 */
export function smicInForce(on: YearMonth): SmicInForce {
  const steps = smicSteps();
  let index = 0;
  for (const [position, step] of steps.entries()) if (!isBefore(on, step.at)) index = position;
  // Consecutive steps with the same amount (a new year's file repeats it) are one period.
  while (index > 0 && steps[index - 1]?.hourlyCents === steps[index]?.hourlyCents) index -= 1;
  const step = steps[index];
  if (!step) throw new RangeError('payroll-calc: no SMIC in the rates files');
  return {
    hourlyCents: step.hourlyCents,
    monthlyCents: Math.round((step.hourlyCents * step.annualHours) / 12),
    since: step.at,
    sinceIsRaise: index > 0,
  };
}
