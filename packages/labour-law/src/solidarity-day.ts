import { formatDecimal } from './format.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';

/**
 * The journée de solidarité (L3133-7 to L3133-12): a day of work that is not paid, up to 7 hours for an
 * employee paid by the month, the limit reduced in proportion to a part-timer's contractual hours, on the
 * day or hours a collective agreement, or else the employer after consulting the CSE, sets.
 */

/** The legal weekly hours (L3121-27), against which a part-timer's limit is reduced. */
const FULL_TIME_WEEKLY_HOURS = 35;
const UNPAID_HOURS = 7;

export interface SolidarityDayInput {
  /** A part-timer's contractual weekly hours; absent or from 35, full time. */
  readonly weeklyHours?: number;
}

export interface SolidarityDay extends Explained {
  /** The hours worked that day without pay, at most. */
  readonly unpaidHours: number;
  /** « 7 heures », « 3,5 heures ». */
  readonly text: string;
}

/**
 * The unpaid hours of the journée de solidarité: 7, or 7 × the contractual hours / 35 for a part-timer
 * (rounded to the hundredth). RangeError for weekly hours that are not a number above 0.
 */
export function computeSolidarityDay(input: SolidarityDayInput = {}): SolidarityDay {
  const weekly = input.weeklyHours;
  if (weekly !== undefined && (!Number.isFinite(weekly) || weekly <= 0)) {
    throw new RangeError(`labour-law: weeklyHours must be a number above 0, got ${weekly}`);
  }
  const partTime = weekly !== undefined && weekly < FULL_TIME_WEEKLY_HOURS;
  const unpaidHours = partTime
    ? Math.round((UNPAID_HOURS * weekly * 100) / FULL_TIME_WEEKLY_HOURS) / 100
    : UNPAID_HOURS;
  const text = `${formatDecimal(unpaidHours)} heures`;
  const rules: AppliedRule[] = [
    rule(
      ['L3133-7', 'L3133-8'],
      partTime
        ? `La journée de solidarité est une journée de travail non rémunérée, dans la limite de 7 heures pour un temps plein, réduite à proportion de la durée contractuelle pour un temps partiel : ${formatDecimal(weekly)} heures par semaine sur 35, soit ${text}. Au-delà, les heures sont payées.`
        : 'La journée de solidarité est une journée de travail non rémunérée, dans la limite de 7 heures pour un salarié mensualisé (d’une journée de travail pour un salarié au forfait jours) ; au-delà, les heures sont payées.',
    ),
    rule(
      ['L3133-11', 'L3133-12'],
      'Sa date et ses modalités sont fixées par accord d’entreprise ou, à défaut, de branche : un jour férié chômé autre que le 1er mai, ' +
        'un jour de repos, ou 7 heures réparties autrement ; sans accord, par l’employeur après consultation du CSE. Ce n’est pas ' +
        'forcément le lundi de Pentecôte.',
    ),
  ];
  return { unpaidHours, text, ...explained(rules) };
}
