/**
 * The general reduction of employer contributions on an employee's pay (CSS art. L241-13 and D241-7): the
 * réduction générale until 31 December 2025, the réduction générale dégressive unique (RGDU) from 1 January
 * 2026. Its amount is the pay times a coefficient that the law rounds to four decimals, « au dix-millième le
 * plus proche » (D241-7): coefficients are returned as integers in ten-thousandths (0,3194 is 3 194), so
 * that the amount stays exact.
 *
 * The law computes the reduction for the year, on the rémunération annuelle brute and the SMIC calculé pour
 * un an; month by month, the payslip applies it by anticipation to the month's pay, as twelve such months
 * (the month's pay × 12 against the year's SMIC at that month's rate), as the official model does. A yearly
 * regularisation, when the pay varies from month to month, is out of the scope of a single payslip. The
 * functions take `annualPay` and `annualSmic` in one unit (exact amounts in the payslip): with whole numbers,
 * the comparisons with the exit threshold are exact.
 */
import type { ReductionGenerale, ReductionGeneraleDegressiveUnique, YearRates } from './rates/year-rates.ts';
import { valueInMonth } from './rates/index.ts';
import { RATE_UNITS_PER_PERCENT } from './exact-amount.ts';

/** Ten-thousandths in a coefficient of 1. */
export const COEFFICIENT_UNITS = 10_000;

/**
 * A coefficient to the nearest ten-thousandth. Number.EPSILON is added, as the official model does, so that a
 * value whose exact result ends in 5 at the fifth decimal is not rounded down by a floating-point error.
 */
function toTenThousandths(coefficient: number): number {
  return Math.round((coefficient + Number.EPSILON) * COEFFICIENT_UNITS);
}

function units(percent: number): number {
  return Math.round(percent * RATE_UNITS_PER_PERCENT);
}

/**
 * T of the 2025 réduction générale, in rate units (thousandths of a percent: 0,3194 is 31 940): the sum of
 * the employer rates of its perimeter (CSS art. L241-13 I and III): maladie and allocations familiales at
 * their reduced rates, vieillesse plafonnée and déplafonnée, CSA, Fnal at the company's rate, assurance
 * chômage, Agirc-Arrco and CEG on tranche 1, and the AT/MP part capped by CSS art. D241-2-4.
 */
export function reductionGeneraleT(
  r: YearRates,
  reduction: ReductionGenerale,
  month: number,
  fnalFullRate: boolean,
): number {
  return (
    units(r.maladieReducedEmployer?.percent ?? r.maladieEmployerPercent) +
    units(r.allocationsFamilialesReduced?.percent ?? r.allocationsFamilialesPercent) +
    units(r.vieillessePlafonneeEmployerPercent) +
    units(r.vieillesseDeplafonneeEmployerPercent) +
    units(r.csaPercent) +
    units(fnalFullRate ? r.fnalFullPercent : r.fnalReducedPercent) +
    units(valueInMonth(r.chomageEmployerPercentByMonth, month)) +
    units(valueInMonth(reduction.atmpPartPercentByMonth, month)) +
    units(r.agircArrcoT1EmployerPercent) +
    units(r.cegT1EmployerPercent)
  );
}

/**
 * The 2025 réduction générale's coefficient, in ten-thousandths: (T / 0,6) × (1,6 × SMIC / pay − 1),
 * between 0 and T (CSS art. D241-7 as in force in 2025); `tUnits` from `reductionGeneraleT`.
 */
export function reductionGeneraleCoefficient(
  annualPay: number,
  annualSmic: number,
  tUnits: number,
  reduction: ReductionGenerale,
): number {
  if (annualPay <= 0) return 0;
  const t = tUnits / (100 * RATE_UNITS_PER_PERCENT);
  const coefficient = ((reduction.exitSmic * annualSmic) / annualPay - 1) * (t / reduction.tDivisor);
  return toTenThousandths(Math.min(Math.max(coefficient, 0), t));
}

/**
 * The RGDU's coefficient, in ten-thousandths: Tmin + Tdelta × [½ × (3 × SMIC / pay − 1)]^P, at most
 * Tmin + Tdelta, nil from 3 SMIC (CSS art. L241-13 II and D241-7 from 1 January 2026).
 */
export function rgduCoefficient(
  annualPay: number,
  annualSmic: number,
  reduction: ReductionGeneraleDegressiveUnique,
  fnalFullRate: boolean,
): number {
  if (annualPay <= 0 || annualPay >= reduction.exitSmic * annualSmic) return 0;
  const tDelta = fnalFullRate ? reduction.tDeltaFnalFull : reduction.tDeltaFnalReduced;
  const coefficient =
    reduction.tMin + tDelta * (0.5 * ((reduction.exitSmic * annualSmic) / annualPay - 1)) ** reduction.power;
  return toTenThousandths(Math.min(coefficient, reduction.tMin + tDelta));
}
