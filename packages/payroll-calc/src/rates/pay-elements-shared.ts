import type { KilometricBand, PayElementRates } from './year-rates.ts';

const band = (upToKm: number | null, perKmMilli: number, fixedCents: number): KilometricBand => ({
  upToKm,
  perKmMilli,
  fixedCents,
});

/**
 * The barème kilométrique for cars of the arrêté du 27 mars 2023 (BOI-BAREME-000001), kept unchanged for
 * the income of 2023, 2024 and 2025 (service-public.fr, « Barème kilométrique 2025 », and the 2026
 * publication for 2025 income); electric cars +20 % (same arrêté).
 */
export const KILOMETRIC_CARS_2023: PayElementRates['kilometricCars'] = {
  3: [band(5_000, 529, 0), band(20_000, 316, 106_500), band(null, 370, 0)],
  4: [band(5_000, 606, 0), band(20_000, 340, 133_000), band(null, 407, 0)],
  5: [band(5_000, 636, 0), band(20_000, 357, 139_500), band(null, 427, 0)],
  6: [band(5_000, 665, 0), band(20_000, 374, 145_700), band(null, 447, 0)],
  7: [band(5_000, 697, 0), band(20_000, 394, 151_500), band(null, 470, 0)],
};

/**
 * Company cars made available from 1 February 2025: arrêté du 25 février 2025 relatif à l'évaluation des
 * avantages en nature (JO du 26 février 2025), art. 3: 15 % (20 % with fuel) of the purchase price for a
 * car of 5 years or less, 10 % (15 %) beyond; 50 % (67 % with fuel) of the annual cost of a lease; an
 * electric car's benefit is reduced by 70 % up to 4 582 € a year until 31 December 2027 (same arrêté, with
 * the environmental score condition).
 */
export const CARS_FROM_FEBRUARY_2025 = {
  carPercent: {
    purchasedRecent: 15,
    purchasedRecentWithFuel: 20,
    purchasedOld: 10,
    purchasedOldWithFuel: 15,
    leased: 50,
    leasedWithFuel: 67,
  },
  electricCarAbatementPercent: 70,
  electricCarAbatementCapCents: 458_200,
  // Arrêté du 25 février 2025, art. 5 (ex-arrêté du 10 décembre 2002, art. 6): 10 % of the purchase price or
  // of the annual subscription.
  nticPercent: 10,
  // CGI art. 81 19° and CSS art. L136-1-1 III 4°: the employer's share is exempt if between 50 % and 60 %
  // of the voucher's value.
  mealVoucherMinSharePercent: 50,
  mealVoucherMaxSharePercent: 60,
  kilometricElectricIncreasePercent: 20,
} as const;
