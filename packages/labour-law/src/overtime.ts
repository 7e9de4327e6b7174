import { formatDecimal, formatEuros } from './format.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';

/** A week's hours, for the premiums its extra hours owe when no agreement sets other rates. */
export interface OvertimePremiumInput {
  /** Hours worked in the week (effective work), up to two decimals. */
  readonly weeklyHours: number;
  /** The contract's weekly hours for a part-time employee (under 35): the extra hours are complementary ones. */
  readonly contractWeeklyHours?: number;
  /** The gross hourly rate, in cents, to price the extra hours; none gives the hours and rates only. */
  readonly hourlyRateCents?: number;
}

/** One band of extra hours and its premium. */
export interface OvertimeBand {
  readonly hours: number;
  /** The premium, in percent of the hourly rate. */
  readonly premiumPercent: number;
  /** The band's pay, premium included (hours × rate × (1 + premium)), in cents; null without a rate. */
  readonly payCents: number | null;
}

export interface OvertimePremium extends Explained {
  /** 'overtime' (heures supplémentaires, beyond 35 hours) or 'complementary' (heures complémentaires, part time). */
  readonly kind: 'overtime' | 'complementary';
  /** The extra hours: beyond 35, or beyond the part-time contract's hours. */
  readonly extraHours: number;
  /** The bands, in order: 25 % then 50 %, or 10 % then 25 %. */
  readonly bands: readonly OvertimeBand[];
  /** All the extra hours' pay, premiums included, in cents; null without a rate. */
  readonly payCents: number | null;
}

/** L3121-27: the legal weekly hours. */
const LEGAL_WEEKLY_HOURS = 35;
/** L3121-36: the first 8 overtime hours at 25 %, the next at 50 %. */
const FIRST_BAND_HOURS = 8;
/** L3121-20: at most 48 hours in a week. */
const MAX_WEEKLY_HOURS = 48;

/** Hours as the Code writes them: « 8 h », « 2,5 h ». */
function hoursText(hours: number): string {
  return `${formatDecimal(hours)} h`;
}

function hundredths(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Hours paid at a rate with a premium, in cents. */
function payOf(hours: number, premiumPercent: number, rateCents: number): number {
  return Math.round((hours * rateCents * (100 + premiumPercent)) / 100);
}

function band(hours: number, premiumPercent: number, rateCents: number | undefined): OvertimeBand {
  return {
    hours,
    premiumPercent,
    payCents: rateCents === undefined ? null : payOf(hours, premiumPercent, rateCents),
  };
}

/** All the bands' pay, premiums included; null without a rate. */
function totalPay(bands: readonly OvertimeBand[], rateCents: number | undefined): number | null {
  if (rateCents === undefined) return null;
  return bands.reduce((sum, b) => sum + payOf(b.hours, b.premiumPercent, rateCents), 0);
}

/**
 * The premiums a week's extra hours owe by law, when no collective agreement sets other rates (it may, down to
 * 10 % for overtime, L3121-33):
 * - full time: the hours beyond 35 (L3121-27) are overtime, the first 8 at 25 %, the next at 50 % (L3121-36);
 *   beyond 48 hours the week breaks the maximum (L3121-20);
 * - part time: the hours beyond the contract's are complementary, 10 % each within a tenth of the contract's
 *   hours, 25 % from a tenth to a third (L3123-29), which only an agreement allows (a tenth at most without one,
 *   L3123-28); they may never reach 35 hours (L3123-9).
 * RangeError for hours that are negative, not finite, or a part-time contract of 35 hours or more.
 */
export function computeOvertimePremium(input: OvertimePremiumInput): OvertimePremium {
  const { weeklyHours, contractWeeklyHours, hourlyRateCents } = input;
  if (!Number.isFinite(weeklyHours) || weeklyHours < 0 || weeklyHours > 24 * 7) {
    throw new RangeError(`labour-law: weeklyHours must be between 0 and 168, got ${weeklyHours}`);
  }
  if (hourlyRateCents !== undefined && (!Number.isSafeInteger(hourlyRateCents) || hourlyRateCents < 0)) {
    throw new RangeError(
      `labour-law: hourlyRateCents must be a non-negative whole number, got ${hourlyRateCents}`,
    );
  }
  const rules: AppliedRule[] = [];
  if (contractWeeklyHours !== undefined) {
    if (
      !Number.isFinite(contractWeeklyHours) ||
      contractWeeklyHours <= 0 ||
      contractWeeklyHours >= LEGAL_WEEKLY_HOURS
    ) {
      throw new RangeError(
        `labour-law: a part-time contract is of more than 0 and under 35 hours, got ${contractWeeklyHours}`,
      );
    }
    const extraHours = hundredths(Math.max(0, weeklyHours - contractWeeklyHours));
    const tenth = hundredths(contractWeeklyHours / 10);
    const bands = [band(Math.min(extraHours, tenth), 10, hourlyRateCents)];
    if (extraHours > tenth) bands.push(band(hundredths(extraHours - tenth), 25, hourlyRateCents));
    rules.push(
      rule(
        ['L3123-29', 'L3123-8'],
        `${hoursText(extraHours)} complémentaires au-delà des ${hoursText(contractWeeklyHours)} du contrat : chacune ` +
          `est majorée de 10 % dans la limite du dixième des heures du contrat (${hoursText(tenth)}), de 25 % au-delà ` +
          'et jusqu’au tiers, à défaut de stipulation conventionnelle.',
      ),
    );
    if (extraHours > tenth) {
      rules.push(
        rule(
          ['L3123-28'],
          `Sans accord collectif, les heures complémentaires ne peuvent dépasser le dixième des heures du contrat ` +
            `(${hoursText(tenth)} ici) : au-delà, seul un accord de branche étendu peut les porter jusqu’au tiers.`,
        ),
      );
    }
    if (weeklyHours >= LEGAL_WEEKLY_HOURS) {
      rules.push(
        rule(
          ['L3123-9'],
          'Les heures complémentaires ne peuvent porter la durée du travail au niveau de la durée légale (35 heures) : ' +
            'à ce niveau, le salarié peut demander que son contrat soit requalifié à temps plein.',
        ),
      );
    }
    return {
      kind: 'complementary',
      extraHours,
      bands,
      payCents: totalPay(bands, hourlyRateCents),
      ...explained(rules),
    };
  }
  const extraHours = hundredths(Math.max(0, weeklyHours - LEGAL_WEEKLY_HOURS));
  const firstHours = Math.min(extraHours, FIRST_BAND_HOURS);
  const nextHours = hundredths(extraHours - firstHours);
  const bands = [band(firstHours, 25, hourlyRateCents)];
  if (nextHours > 0) bands.push(band(nextHours, 50, hourlyRateCents));
  const total = totalPay(bands, hourlyRateCents);
  const priced =
    hourlyRateCents === undefined || total === null
      ? ''
      : `, soit, à ${formatEuros(hourlyRateCents)} de l’heure, ${bands
          .map(
            (b) =>
              `${hoursText(b.hours)} × ${formatEuros(hourlyRateCents)} × ${formatDecimal(1 + b.premiumPercent / 100)}`,
          )
          .join(' + ')} = ${formatEuros(total)}`;
  rules.push(
    rule(
      ['L3121-36'],
      `${hoursText(extraHours)} supplémentaires au-delà de 35 heures : à défaut d’accord, les 8 premières sont majorées ` +
        `de 25 % (${hoursText(firstHours)} ici), les suivantes de 50 %` +
        (nextHours > 0 ? ` (${hoursText(nextHours)} ici)` : '') +
        `${priced}.`,
    ),
    rule(
      ['L3121-33'],
      'Une convention ou un accord collectif peut fixer d’autres taux, sans descendre sous 10 %, et les heures ' +
        'supplémentaires peuvent être compensées en repos à la place de la majoration.',
    ),
  );
  if (weeklyHours > MAX_WEEKLY_HOURS) {
    rules.push(
      rule(
        ['L3121-20', 'L3121-22'],
        `${hoursText(weeklyHours)} dépassent la durée maximale de 48 heures par semaine (et la moyenne ne peut dépasser ` +
          '44 heures sur 12 semaines consécutives) : ces heures restent dues, mais l’employeur s’expose à une amende.',
      ),
    );
  }
  return {
    kind: 'overtime',
    extraHours,
    bands,
    payCents: total,
    ...explained(rules),
  };
}
