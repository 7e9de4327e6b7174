import { formatDecimal, formatEuros } from './format.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';
import { assertCents } from './money.ts';

/**
 * The employer's share of a public transport pass (L3261-2): half its price (R3261-1); a part-timer
 * working at least half the full-time hours gets the same, one working less gets it in proportion to
 * the hours worked against half the full-time hours (R3261-9).
 */
export interface TransportPassInput {
  /** The pass's price for the employee, per month, in cents. */
  readonly monthlyPassCents: number;
  /** A part-timer's weekly hours; absent, full time. */
  readonly weeklyHours?: number;
  /** The full-time weekly hours: the legal 35, or a collective agreement's if lower. */
  readonly fullTimeWeeklyHours?: number;
}

export interface TransportPassShare extends Explained {
  /** What the employer pays each month, in cents. */
  readonly employerShareCents: number;
}

const LEGAL_WEEKLY_HOURS = 35;
const SHARE_PERCENT = 50;

/**
 * The employer's monthly share of a transport pass. RangeError for a price that is not whole cents, or
 * hours that are not a number above 0 (full time at most 35).
 */
export function computeTransportPassShare(input: TransportPassInput): TransportPassShare {
  const { monthlyPassCents, weeklyHours } = input;
  assertCents(monthlyPassCents, 'monthlyPassCents');
  const fullTime = input.fullTimeWeeklyHours ?? LEGAL_WEEKLY_HOURS;
  if (!Number.isFinite(fullTime) || fullTime <= 0 || fullTime > LEGAL_WEEKLY_HOURS) {
    throw new RangeError(`labour-law: fullTimeWeeklyHours must be above 0 and at most 35, got ${fullTime}`);
  }
  if (weeklyHours !== undefined && (!Number.isFinite(weeklyHours) || weeklyHours <= 0)) {
    throw new RangeError(`labour-law: weeklyHours must be a number above 0, got ${weeklyHours}`);
  }
  const half = Math.round((monthlyPassCents * SHARE_PERCENT) / 100);
  const rules: AppliedRule[] = [
    rule(
      ['R3261-1', 'L3261-2'],
      `L’employeur prend en charge la moitié du prix de l’abonnement de transports publics ou d’un service public de location de vélos pour ` +
        `le trajet entre la résidence habituelle et le lieu de travail : ${formatEuros(monthlyPassCents)} × 50 % = ${formatEuros(half)}.`,
    ),
  ];
  if (weeklyHours === undefined || weeklyHours >= fullTime / 2) {
    if (weeklyHours !== undefined) {
      rules.push(
        rule(
          ['R3261-9'],
          `À ${formatDecimal(weeklyHours)} heures par semaine, au moins la moitié d’un temps complet, le salarié à temps partiel ` +
            'a droit à la même prise en charge qu’un salarié à temps complet.',
        ),
      );
    }
    return { employerShareCents: half, ...explained(rules) };
  }
  const employerShareCents = Math.round((half * weeklyHours * 2) / fullTime);
  rules.push(
    rule(
      ['R3261-9'],
      `À ${formatDecimal(weeklyHours)} heures par semaine, moins de la moitié d’un temps complet (${formatDecimal(fullTime / 2)} heures), ` +
        `la prise en charge est proportionnelle : ${formatEuros(half)} × ${formatDecimal(weeklyHours)} / ${formatDecimal(fullTime / 2)} = ` +
        `${formatEuros(employerShareCents)}.`,
    ),
  );
  return { employerShareCents, ...explained(rules) };
}
