/**
 * The prélèvement forfaitaire unique on dividends paid to a natural person (the PFU, or « flat tax »):
 * the prélèvements sociaux and income tax at the flat rate, each on the gross dividend, without the
 * 40 % abatement of the progressive scale (CGI art. 158, 3, 2°), which an option for the scale gives
 * instead (CGI art. 200 A, 2). The year's rates are `ratesForYear(year).dividendTaxation`.
 */
import { ratesForYear, type SupportedYear } from './rates/index.ts';

export interface DividendsFlatTax {
  readonly year: SupportedYear;
  readonly grossCents: number;
  readonly socialLeviesPercent: number;
  readonly socialLeviesCents: number;
  readonly incomeTaxPercent: number;
  readonly incomeTaxCents: number;
  /** Both rates together (31,4 % in 2026). */
  readonly flatTaxPercent: number;
  /** What the shareholder keeps: the gross less both. */
  readonly netCents: number;
}

/** Cents × percent / 100, rounded half up. */
function share(amountCents: number, percent: number): number {
  return Math.round((amountCents * Math.round(percent * 1000)) / 100_000);
}

/** The flat tax on `grossCents` of dividends paid in `year`; a RangeError for a negative or fractional amount. */
export function computeDividendsFlatTax(year: SupportedYear, grossCents: number): DividendsFlatTax {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(
      `payroll-calc: grossCents must be a non-negative whole number of cents, got ${grossCents}`,
    );
  }
  const { incomeTaxPercent, socialLeviesPercent } = ratesForYear(year).dividendTaxation;
  const socialLeviesCents = share(grossCents, socialLeviesPercent);
  const incomeTaxCents = share(grossCents, incomeTaxPercent);
  return {
    year,
    grossCents,
    socialLeviesPercent,
    socialLeviesCents,
    incomeTaxPercent,
    incomeTaxCents,
    flatTaxPercent: Math.round((incomeTaxPercent + socialLeviesPercent) * 10) / 10,
    netCents: grossCents - socialLeviesCents - incomeTaxCents,
  };
}
