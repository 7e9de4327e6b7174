import { formatDecimal, formatEuros } from './format.ts';
import { type Explained, explained, rule } from './legal-rule.ts';
import { assertCents } from './money.ts';

/**
 * A Sunday the mayor lets retail shops open (L3132-26, up to 12 a year): each employee deprived of
 * the Sunday rest is paid at least twice the normal pay for the hours worked, and gets a compensatory
 * rest of the same length (L3132-27).
 */
export interface MayorSundayPayInput {
  /** Hours worked that Sunday (a quarter of an hour at least). */
  readonly hours: number;
  /** The normal pay of an hour, in cents. */
  readonly hourlyRateCents: number;
}

export interface MayorSundayPay extends Explained {
  /** The normal pay of those hours, in cents. */
  readonly normalPayCents: number;
  /** The least the Sunday is paid: twice the normal pay, in cents. */
  readonly minimumPayCents: number;
  /** The compensatory rest owed, in hours: as long as the hours worked. */
  readonly restHours: number;
}

/**
 * What a mayor's Sunday worked is paid at least, and the rest it gives (L3132-27). RangeError for hours
 * that are not a positive number up to 24, or a rate that is not whole cents.
 */
export function computeMayorSundayPay(input: MayorSundayPayInput): MayorSundayPay {
  const { hours, hourlyRateCents } = input;
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24) {
    throw new RangeError(`labour-law: hours must be above 0 and at most 24, got ${hours}`);
  }
  assertCents(hourlyRateCents, 'hourlyRateCents');
  const normalPayCents = Math.round(hours * hourlyRateCents);
  const minimumPayCents = normalPayCents * 2;
  return {
    normalPayCents,
    minimumPayCents,
    restHours: hours,
    ...explained([
      rule(
        ['L3132-27'],
        `Le salarié privé de son repos dominical un dimanche désigné par le maire est payé au moins le double de la rémunération ` +
          `normalement due pour ces heures : ${formatDecimal(hours)} h × ${formatEuros(hourlyRateCents)} × 2 = ` +
          `${formatEuros(minimumPayCents)}, et il a droit à un repos compensateur de même durée (${formatDecimal(hours)} ${hours < 2 ? 'heure' : 'heures'}), ` +
          'donné collectivement ou par roulement dans la quinzaine qui précède ou qui suit ce dimanche.',
      ),
      rule(
        ['L3132-26'],
        'Le maire peut désigner jusqu’à 12 dimanches par an pour les commerces de détail ; au-delà de 5, après avis conforme de ' +
          'l’intercommunalité.',
      ),
    ]),
  };
}
