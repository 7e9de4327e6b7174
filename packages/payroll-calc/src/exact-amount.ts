/**
 * Exact arithmetic for payslip amounts, and the only place where the payslip rounds.
 *
 * Amounts and bases are kept as integers in hundred-thousandths of a cent ("exact" amounts) and rates as
 * integers in thousandths of a percent ("rate units": 6,90 % is 6 900), so a base in cents times a rate is
 * an exact amount with no rounding at all, and a rate applied to an exact base (the CSG/CRDS base, which
 * is 98,25 % of the pay) is kept to the hundred-thousandth of a cent. Sums stay exact below 2^53, i.e.
 * for any monthly pay up to tens of millions of euros.
 *
 * Where the payslip rounds, once each, half away from zero (the usual commercial rounding: the law sets
 * rates and bases, not the rounding of a payslip line; URSSAF and Agirc-Arrco declarations are in euros and
 * cents):
 * - each total: employee contributions, employer contributions; the net à payer avant impôt and the coût
 *   total employeur follow from them and the gross, in whole cents;
 * - the amount the net imposable adds to the net à payer avant impôt (non-deductible CSG/CRDS, the
 *   employer's health-plan share, prévoyance beyond the tax limit);
 * - the prélèvement à la source: net imposable × rate (CGI art. 204 F);
 * - each base, for printing only (computations use the exact base).
 * The lines are then apportioned (largest remainder) so that the printed lines add up to the printed
 * totals, each within one cent of its exact value.
 */

/** Exact amounts are integers in this fraction of a cent. */
export const EXACT_PER_CENT = 100_000;

/** Rate units per percent: a rate of 6,90 % is 6 900 units. */
export const RATE_UNITS_PER_PERCENT = 1_000;

/** A percentage (at most three decimals) as integer rate units; a RangeError names `what` otherwise. */
export function percentToRateUnits(percent: number, what: string): number {
  const units = Math.round(percent * RATE_UNITS_PER_PERCENT);
  if (!Number.isFinite(percent) || Math.abs(percent * RATE_UNITS_PER_PERCENT - units) > 1e-6) {
    throw new RangeError(
      `payroll-calc: ${what} must be a percentage with at most 3 decimals, got ${percent}`,
    );
  }
  return units;
}

/** Rate units back to a percentage, for display (6 900 → 6.9). */
export function rateUnitsToPercent(units: number): number {
  return units / RATE_UNITS_PER_PERCENT;
}

/** A rate applied to an exact amount, kept exact to the hundred-thousandth of a cent (half up below that). */
export function applyRate(exact: number, units: number): number {
  const quotient = exact / EXACT_PER_CENT;
  if (Number.isInteger(quotient)) return quotient * units; // a base in whole cents: exact product
  const cents = wholeCents(exact);
  return cents * units + Math.round(((exact - cents * EXACT_PER_CENT) * units) / EXACT_PER_CENT);
}

/** A whole number of cents as an exact amount. */
export function centsToExact(cents: number): number {
  return cents * EXACT_PER_CENT;
}

/**
 * Whole cents of a non-negative exact amount (floor). Floor division rather than `%`, several times slower
 * on doubles; exact below 2^52 hundred-thousandths of a cent, the correction guards the last ulp.
 */
function wholeCents(exact: number): number {
  const cents = Math.floor(exact / EXACT_PER_CENT);
  const remainder = exact - cents * EXACT_PER_CENT;
  if (remainder < 0) return cents - 1;
  return remainder >= EXACT_PER_CENT ? cents + 1 : cents;
}

/** Rounds an exact amount to cents, half away from zero. */
export function roundExactToCents(exact: number): number {
  const magnitude = Math.abs(exact);
  const cents = wholeCents(magnitude);
  const rounded = (magnitude - cents * EXACT_PER_CENT) * 2 >= EXACT_PER_CENT ? cents + 1 : cents;
  return exact < 0 ? -rounded : rounded;
}

/**
 * Splits `totalCents` (the rounded sum of `exacts`, all ≥ 0) into one amount in cents per exact amount:
 * each gets its floor, and the cents left go to the largest remainders (earlier first on ties). The
 * result adds up to `totalCents` and each amount is within one cent of its exact value.
 */
export function apportionCents(exacts: readonly number[], totalCents: number): number[] {
  // Same result as floors plus the largest remainders, reached from the nearest cents: their sum is
  // usually the total already, otherwise a cent or two moves.
  const cents: number[] = [];
  // The exact amount over its printed cents: > 0 when rounded down, < 0 when rounded up.
  const excess: number[] = [];
  let left = totalCents;
  for (const exact of exacts) {
    const nearest = roundExactToCents(exact);
    cents.push(nearest);
    excess.push(exact - nearest * EXACT_PER_CENT);
    left -= nearest;
  }
  for (; left > 0; left--) {
    // One more cent to the largest remainder still rounded down (earlier first on ties).
    let best = -1;
    let bestExcess = 0;
    for (let i = 0; i < excess.length; i++) {
      const candidate = excess[i] ?? 0;
      if (candidate > bestExcess) {
        best = i;
        bestExcess = candidate;
      }
    }
    if (best < 0) break;
    cents[best] = (cents[best] ?? 0) + 1;
    excess[best] = bestExcess - EXACT_PER_CENT;
  }
  for (; left < 0; left++) {
    // One cent less from the smallest remainder rounded up (later first on ties).
    let best = -1;
    let bestExcess = 0;
    for (let i = 0; i < excess.length; i++) {
      const candidate = excess[i] ?? 0;
      if (candidate < 0 && (best < 0 || candidate <= bestExcess)) {
        best = i;
        bestExcess = candidate;
      }
    }
    if (best < 0) break;
    cents[best] = (cents[best] ?? 0) - 1;
    excess[best] = bestExcess + EXACT_PER_CENT;
  }
  return cents;
}
