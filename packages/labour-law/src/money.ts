/**
 * Amounts are integer cents. Each computation rounds once, where the law's figure becomes an amount, and
 * says how: a legal minimum ("ne peut être inférieure à", R1234-2) is rounded up to the cent, since the
 * cent below would pay less than the minimum; an amount the law sets exactly (10 %, L1243-8) or an
 * average (R1234-4) is rounded to the nearest cent, half up.
 */

/** Throws a RangeError naming `what` unless `cents` is a whole, non-negative, safe number of cents. */
export function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`labour-law: ${what} must be a whole non-negative number of cents, got ${cents}`);
  }
}

/** `numerator / denominator` rounded to the nearest integer, half up, for non-negative integers (exact). */
export function roundDivide(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * An amount in cents computed with fractions (a reference salary × a seniority in decimal years), rounded
 * up to the cent. Binary floating point is first rounded to a ten-thousandth of a cent so that a product that is
 * a whole number of cents in exact arithmetic (2 000 € × 5 / 4) is not pushed one cent up by its last bit.
 */
export function ceilCents(amount: number): number {
  return Math.ceil(Math.round(amount * 1e4) / 1e4);
}
