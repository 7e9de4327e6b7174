/**
 * Money and rates as the apps show them: integer cents in computations, fr-FR formatting on screen and
 * on the PDF (spec 000 section 9: euros, French number format, exactly 2 decimals; rates with 2 decimals).
 */

/**
 * Euros (as typed in a form, at most two decimals) to integer cents, exactly: a RangeError for a
 * non-finite number, more than two decimals, or an amount beyond the safe-integer range.
 */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) {
    throw new RangeError(`payroll-calc: ${euros} is not an amount in euros`);
  }
  const cents = Math.round(euros * 100);
  // Exact test: a number with at most two decimals is the double nearest to cents / 100, and only then.
  if (!Number.isSafeInteger(cents) || cents / 100 !== euros) {
    throw new RangeError(`payroll-calc: ${euros} € has more than 2 decimals or is too large`);
  }
  return cents === 0 ? 0 : cents;
}

/** Integer cents to euros (a number with at most two decimals), e.g. for an API that speaks euros. */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

let eurosFormat: Intl.NumberFormat | undefined;
let rateFormat: Intl.NumberFormat | undefined;
let contributionRateFormat: Intl.NumberFormat | undefined;

/** Cents as fr-FR euros with exactly 2 decimals, e.g. 123456 → '1 234,56 €' (U+202F between thousands, U+00A0 before €). */
export function formatEuros(cents: number): string {
  eurosFormat ??= new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return eurosFormat.format(cents / 100);
}

/** A percentage as fr-FR with exactly 2 decimals, e.g. 6.9 → '6,90 %' (a no-break space before %). */
export function formatRate(percent: number): string {
  rateFormat ??= new Intl.NumberFormat('fr-FR', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return rateFormat.format(percent / 100);
}

/**
 * A contribution line's statutory rate, exact as the law gives it: at least 2 decimals, up to 3
 * (Apec 0,024 %), so that base × rate gives the amount printed beside it. `formatRate`'s 2 decimals
 * are for rates that summarise (spec 000 §9: the charges as a share of the gross).
 */
export function formatContributionRate(percent: number): string {
  contributionRateFormat ??= new Intl.NumberFormat('fr-FR', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
  return contributionRateFormat.format(percent / 100);
}
