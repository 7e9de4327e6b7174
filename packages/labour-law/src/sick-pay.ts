import { formatYears } from './format.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';

/** A sick leave, for the employer's complement to the sécurité sociale's daily allowances. */
export interface SickPayComplementInput {
  /** Complete months of seniority on the first day of the absence (D1226-8). */
  readonly seniorityMonths: number;
  /**
   * The absence follows an accident du travail or a maladie professionnelle (a commuting accident is not
   * one here, D1226-3): the complement runs from the first day instead of after seven days.
   */
  readonly workAccident?: boolean;
}

/** The legal complement (L1226-1, D1226-1 to D1226-3), the minimum a collective agreement may improve on. */
export interface SickPayComplement extends Explained {
  /** One year of seniority at least: the complement is due (L1226-1). */
  readonly due: boolean;
  /** Days paid at 90 % of the gross pay the employee would have earned (allowances included); 0 when not due. */
  readonly fullRateDays: number;
  /** Then days paid at two thirds of it. */
  readonly twoThirdsDays: number;
  /** Days of absence before the complement runs: 7 (it runs from the 8th day), 0 after a work accident. */
  readonly waitingDays: number;
}

/** D1226-1: 30 days at each rate… */
const BASE_DAYS = 30;
/** … D1226-2: 10 more per whole period of 5 years beyond the year required… */
const DAYS_PER_FIVE_YEARS = 10;
/** … each at most 90. */
const MAX_DAYS = 90;
/** D1226-3: the complement runs beyond 7 days of absence, save after a work accident. */
const WAITING_DAYS = 7;

/**
 * The employer's legal complement to the daily allowances of a sick leave (L1226-1, D1226-1 to D1226-3, D1226-8):
 * from one year of seniority, 90 % of the gross pay the employee would have earned for 30 days, then two thirds
 * for 30 days, each lengthened by 10 days per whole period of 5 years beyond the first year, at most 90; from the
 * 8th day of absence, or the 1st after a work accident or an occupational disease. The durations count over any
 * 12 months (D1226-4). RangeError for a seniority that is negative or not a whole number of months.
 */
export function computeSickPayComplement(input: SickPayComplementInput): SickPayComplement {
  const { seniorityMonths } = input;
  if (!Number.isInteger(seniorityMonths) || seniorityMonths < 0) {
    throw new RangeError(
      `labour-law: seniorityMonths must be a non-negative whole number of months, got ${seniorityMonths}`,
    );
  }
  const workAccident = input.workAccident ?? false;
  const rules: AppliedRule[] = [];
  if (seniorityMonths < 12) {
    rules.push(
      rule(
        ['L1226-1'],
        `Avec ${formatYears(seniorityMonths / 12)} d’ancienneté au premier jour de l’absence, moins d’un an : ` +
          'la loi ne prévoit pas de complément de l’employeur aux indemnités journalières (la convention ' +
          'collective peut en prévoir un).',
      ),
    );
    return { due: false, fullRateDays: 0, twoThirdsDays: 0, waitingDays: 0, ...explained(rules) };
  }
  const wholeYears = Math.floor(seniorityMonths / 12);
  const periods = Math.floor((wholeYears - 1) / 5);
  const days = Math.min(BASE_DAYS + periods * DAYS_PER_FIVE_YEARS, MAX_DAYS);
  rules.push(
    rule(
      ['L1226-1', 'D1226-8'],
      `Avec ${formatYears(seniorityMonths / 12)} d’ancienneté au premier jour de l’absence, au moins un an : ` +
        'l’employeur complète les indemnités journalières de la sécurité sociale, si l’arrêt a été justifié dans ' +
        'les 48 heures, est pris en charge par la sécurité sociale et que le salarié est soigné en France ou dans ' +
        'l’Espace économique européen (sauf travailleurs à domicile, saisonniers, intermittents et temporaires).',
    ),
    rule(
      ['D1226-1', 'D1226-2'],
      `${days} jours à 90 % de la rémunération brute que le salarié aurait perçue s’il avait travaillé, puis ` +
        `${days} jours aux deux tiers (indemnités journalières comprises) : 30 jours chacun, plus 10 par période ` +
        `entière de 5 ans d’ancienneté au-delà de la première année (${periods} ici), 90 au plus.`,
    ),
    rule(
      ['D1226-3'],
      workAccident
        ? 'Après un accident du travail ou une maladie professionnelle (hors accident de trajet), le complément ' +
            'est dû dès le premier jour d’absence.'
        : 'Le complément est dû à partir du 8e jour d’absence : les 7 premiers jours ne sont pas indemnisés par ' +
            'l’employeur (délai de carence), sauf après un accident du travail ou une maladie professionnelle.',
    ),
    rule(
      ['D1226-4'],
      'Ces durées valent sur 12 mois : les jours déjà indemnisés au cours des 12 mois précédents s’en déduisent.',
    ),
  );
  return {
    due: true,
    fullRateDays: days,
    twoThirdsDays: days,
    waitingDays: workAccident ? 0 : WAITING_DAYS,
    ...explained(rules),
  };
}
