import { formatDecimal, formatEuros, formatMonths } from './format.ts';
import {
  type AppliedRule,
  type Explained,
  explained,
  type FigureRule,
  figureRule,
  rule,
} from './legal-rule.ts';
import { assertCents, roundDivide } from './money.ts';

/** One reference period (période de référence), for the paid leave it gives. */
export interface PaidLeaveEntitlementInput {
  /**
   * Months of effective work (travail effectif) in the period, whole or fractional, and the periods the Code
   * counts as such other than those below (paid leave, maternity, paternity, adoption…, L3141-5). A period
   * of 4 weeks or 24 days of work counts as a month (L3141-4): convert before.
   */
  readonly workedMonths: number;
  /**
   * Months of sick leave of non-professional origin (arrêt de travail pour une maladie ou un accident non
   * professionnel, L3141-5 7°): 2 jours ouvrables a month (L3141-5-1). Default 0.
   */
  readonly sickLeaveMonths?: number;
  /**
   * Months of suspension for an accident du travail or a maladie professionnelle (L3141-5 5°): counted as
   * effective work, 2,5 jours ouvrables a month. Default 0.
   */
  readonly workAccidentMonths?: number;
  /**
   * Months of maternity, paternity and childcare, or adoption leave (L3141-5 3°): counted as effective
   * work, 2,5 jours ouvrables a month, and named so in the explanation. Default 0.
   */
  readonly familyLeaveMonths?: number;
}

/** The paid leave acquired in one reference period. */
export interface PaidLeaveEntitlement extends Explained {
  /** The leave due, in jours ouvrables: a whole number from 0 to 30 (L3141-7 rounds the total up). */
  readonly days: number;
  /** 2,5 jours ouvrables per month of effective work, work accidents included, before rounding. */
  readonly workedDays: number;
  /** 2 jours ouvrables per month of non-professional sick leave, at most 24, before rounding. */
  readonly sickLeaveDays: number;
}

/** The pay on which the paid-leave indemnity is computed. */
export interface PaidLeaveIndemnityInput {
  /**
   * The total gross pay (rémunération brute totale) of the reference period, in cents, as L3141-24 counts
   * it: the previous year's leave indemnity included, the periods counted as work as if paid,
   * non-professional sick leave for 80 % of its pay.
   */
  readonly referenceGrossCents: number;
  /**
   * The pay the employee would have earned working during the whole leave (maintien de salaire), in cents:
   * the pay due for the period before the leave and the establishment's working hours. When absent, the
   * employer compares it with the tenth.
   */
  readonly maintainedPayCents?: number;
}

/** The indemnité de congés payés for the whole leave acquired in the period. */
export interface PaidLeaveIndemnity extends Explained {
  /** One tenth of the reference gross pay, rounded to the nearest cent (half up). */
  readonly tenthCents: number;
  /** The maintained pay as given, or null when it was not. */
  readonly maintainedPayCents: number | null;
  /**
   * The greater of the tenth and the maintained pay; the tenth alone when the maintained pay is not given.
   */
  readonly amountCents: number;
}

/** L3141-3: 2,5 jours ouvrables per month of effective work. */
const DAYS_PER_WORKED_MONTH = 2.5;
/** L3141-5-1: 2 jours ouvrables per month of non-professional sick leave… */
const DAYS_PER_SICK_LEAVE_MONTH = 2;
/** … at most 24 jours ouvrables in a period for those. */
const MAX_SICK_LEAVE_DAYS = 24;
/** L3141-3: the total leave due cannot exceed 30 jours ouvrables. */
const MAX_DAYS = 30;
/** A reference period lasts 12 months (R3141-4: from 1 June). */
const MONTHS_IN_PERIOD = 12;

function assertMonths(months: number, what: string): void {
  if (!Number.isFinite(months) || months < 0) {
    throw new RangeError(`labour-law: ${what} must be a non-negative number of months, got ${months}`);
  }
}

/**
 * A number of days computed from fractional months, rounded to a billionth of a day so that a product that
 * is whole in exact arithmetic (11,2 months × 2,5 = 28) is not pushed to the next day by its last bit.
 */
function snap(days: number): number {
  return Math.round(days * 1e9) / 1e9;
}

/** '1 jour ouvrable', '1,5 jour ouvrable', '2 jours ouvrables' (French puts the plural from 2). */
function joursOuvrables(days: number): string {
  return days < 2 ? `${formatDecimal(days)} jour ouvrable` : `${formatDecimal(days)} jours ouvrables`;
}

/**
 * The paid leave (congés payés) acquired in one reference period, in jours ouvrables:
 * - L3141-3, R3141-4: 2,5 jours ouvrables per month of effective work in the period (1 June – 31 May
 *   unless an agreement sets another start, L3141-10; 1 April – 31 March for employers affiliated to a
 *   caisse de congés payés);
 * - L3141-5 3°: months of maternity, paternity and childcare, or adoption leave count as effective work;
 * - L3141-5 5°: months of suspension for an accident du travail or a maladie professionnelle count as
 *   effective work, with no limit of duration since the loi n° 2024-364 du 22 avril 2024;
 * - L3141-5 7°, L3141-5-1: months of non-professional sick leave give 2 jours ouvrables each, at most 24
 *   for those; they add to the days acquired by work, within the 30 of L3141-3 (L3141-5-1 departs only from
 *   the first paragraph of L3141-3, the 2,5 days; the 30-day cap of its second paragraph holds for the
 *   total, as the ministry's sheet « Les congés payés » adds 8 × 2,5 + 4 × 2 = 28);
 * - L3141-7: a total that is not whole is rounded up once, on the total (9 months worked and 3 sick:
 *   22,5 + 6 = 28,5 → 29), not month by month nor part by part;
 * - the total is capped at 30 jours ouvrables (L3141-3), which 12 months can reach only by working (or being
 *   in a work accident) all of them.
 * The employer may count in jours ouvrés instead (25 for 30 ouvrables) if that is not less favourable: the
 * explanation says so. RangeError for months that are negative, non-finite, or more than 12 together.
 */
export function computePaidLeaveEntitlement(input: PaidLeaveEntitlementInput): PaidLeaveEntitlement {
  const { workedMonths } = input;
  const sickLeaveMonths = input.sickLeaveMonths ?? 0;
  const workAccidentMonths = input.workAccidentMonths ?? 0;
  const familyLeaveMonths = input.familyLeaveMonths ?? 0;
  assertMonths(workedMonths, 'workedMonths');
  assertMonths(sickLeaveMonths, 'sickLeaveMonths');
  assertMonths(workAccidentMonths, 'workAccidentMonths');
  assertMonths(familyLeaveMonths, 'familyLeaveMonths');
  const totalMonths = workedMonths + sickLeaveMonths + workAccidentMonths + familyLeaveMonths;
  // The tolerance absorbs fractions that add up to 12 (8,4 + 3,6).
  if (totalMonths > MONTHS_IN_PERIOD + 1e-9) {
    throw new RangeError(
      `labour-law: a reference period holds at most 12 months, got ${totalMonths} ` +
        '(workedMonths + sickLeaveMonths + workAccidentMonths + familyLeaveMonths)',
    );
  }

  const effectiveMonths = workedMonths + workAccidentMonths + familyLeaveMonths;
  const workedDays = snap(effectiveMonths * DAYS_PER_WORKED_MONTH);
  const sickLeaveDays = Math.min(snap(sickLeaveMonths * DAYS_PER_SICK_LEAVE_MONTH), MAX_SICK_LEAVE_DAYS);
  const exactDays = Math.min(snap(workedDays + sickLeaveDays), MAX_DAYS);
  // L3141-7: rounded up once, on the total (at most 30, so the rounded total is too).
  const days = Math.ceil(exactDays);

  const rules: AppliedRule[] = [
    rule(
      ['L3141-3', 'R3141-4'],
      'Sur la période de référence (du 1er juin au 31 mai, sauf accord fixant une autre période ; du 1er avril au ' +
        '31 mars dans les professions affiliées à une caisse de congés payés), chaque mois de travail effectif chez ' +
        'le même employeur ouvre droit à 2,5 jours ouvrables de congé : ' +
        `${formatMonths(effectiveMonths)}` +
        (workAccidentMonths > 0
          ? ` (dont ${formatMonths(workAccidentMonths)} d’arrêt pour accident du travail ou maladie professionnelle)`
          : '') +
        (familyLeaveMonths > 0
          ? ` (dont ${formatMonths(familyLeaveMonths)} de congé de maternité, de paternité ou d’adoption)`
          : '') +
        ` × 2,5 = ${joursOuvrables(workedDays)}.`,
    ),
  ];
  if (workAccidentMonths > 0) {
    rules.push(
      rule(
        ['L3141-5'],
        'Les périodes d’arrêt pour accident du travail ou maladie professionnelle sont considérées comme du ' +
          'travail effectif, sans limite de durée depuis la loi du 22 avril 2024 (la limite d’un an ininterrompu ' +
          'a été abrogée) ; l’accident de trajet y est assimilé (Cass. soc., 3 juillet 2012).',
      ),
    );
  }
  if (familyLeaveMonths > 0) {
    rules.push(
      rule(
        ['L3141-5'],
        'Les périodes de congé de maternité, de paternité et d’accueil de l’enfant et d’adoption sont considérées ' +
          'comme du travail effectif pour les congés payés : elles ne peuvent pas réduire les congés acquis.',
      ),
    );
  }
  if (sickLeaveMonths > 0) {
    rules.push(
      rule(
        ['L3141-5-1', 'L3141-5'],
        'Arrêt de travail pour une maladie ou un accident non professionnel : 2 jours ouvrables par mois (au lieu ' +
          'de 2,5), dans la limite de 24 jours ouvrables à ce titre par période de référence : ' +
          `${formatMonths(sickLeaveMonths)} × 2 = ${joursOuvrables(sickLeaveDays)}.`,
      ),
    );
    rules.push(
      rule(
        ['L3141-3', 'L3141-5-1'],
        'Les jours acquis au titre de cet arrêt s’ajoutent à ceux acquis par le travail effectif : ' +
          `${formatDecimal(workedDays)} + ${formatDecimal(sickLeaveDays)} = ${joursOuvrables(exactDays)}, ` +
          'la durée totale du congé ne pouvant excéder 30 jours ouvrables (5 semaines).',
      ),
    );
  } else {
    rules.push(
      rule(
        ['L3141-3'],
        'La durée totale du congé ne peut excéder 30 jours ouvrables (5 semaines) par période de référence.',
      ),
    );
  }
  if (!Number.isInteger(exactDays)) {
    rules.push(
      rule(
        ['L3141-7'],
        `${joursOuvrables(exactDays)} n’est pas un nombre entier : la durée du congé est portée au nombre entier ` +
          `immédiatement supérieur, soit ${joursOuvrables(days)} (l’arrondi porte sur le total acquis sur la période).`,
      ),
    );
  }
  rules.push(
    rule(
      ['L3141-3'],
      'L’employeur peut décompter les congés en jours ouvrés (du lundi au vendredi) plutôt qu’en jours ouvrables, ' +
        'si ce décompte n’est pas moins favorable au salarié : 30 jours ouvrables valent 25 jours ouvrés.',
    ),
  );
  return { days, workedDays, sickLeaveDays, ...explained(rules) };
}

/**
 * L3141-24: the indemnité de congés payés for the whole leave acquired in the reference period is one tenth
 * of the total gross pay of that period (I), rounded to the nearest cent, half up, and never less than the
 * pay the employee would have earned working during the leave (II, maintien de salaire): `amountCents` is
 * the greater when `maintainedPayCents` is given; otherwise it is the tenth, and the explanation says that
 * the employer compares it with the maintained pay and pays the greater. For part of the leave, each share
 * is the same fraction of either amount. RangeError for amounts that are not whole non-negative cents.
 */
export function computePaidLeaveIndemnity(input: PaidLeaveIndemnityInput): PaidLeaveIndemnity {
  const { referenceGrossCents } = input;
  assertCents(referenceGrossCents, 'referenceGrossCents');
  const maintainedPayCents = input.maintainedPayCents ?? null;
  if (maintainedPayCents !== null) assertCents(maintainedPayCents, 'maintainedPayCents');

  const tenthCents = roundDivide(referenceGrossCents, 10);
  const rules: AppliedRule[] = [
    rule(
      ['L3141-24'],
      'Règle du dixième : l’indemnité de congés payés est égale au dixième de la rémunération brute totale perçue ' +
        'pendant la période de référence (indemnité de congés de l’année précédente comprise, les arrêts pour ' +
        'maladie non professionnelle comptant pour 80 % de la rémunération qui s’y rattache), ' +
        `${formatEuros(referenceGrossCents)} / 10 = ${formatEuros(tenthCents)} pour l’ensemble du congé acquis ` +
        '(arrondi au centime le plus proche).',
    ),
  ];
  if (maintainedPayCents === null) {
    rules.push(
      rule(
        ['L3141-24'],
        'Elle ne peut être inférieure à la rémunération que le salarié aurait perçue s’il avait continué à travailler ' +
          'pendant son congé (maintien de salaire, calculé sur le salaire de la période précédant le congé et ' +
          'l’horaire de l’établissement) : l’employeur compare les deux montants et verse le plus élevé.',
      ),
    );
    return { tenthCents, maintainedPayCents, amountCents: tenthCents, ...explained(rules) };
  }

  const amountCents = Math.max(tenthCents, maintainedPayCents);
  const outcome =
    maintainedPayCents > tenthCents
      ? `le maintien de salaire est plus favorable, l’indemnité est de ${formatEuros(amountCents)}`
      : maintainedPayCents < tenthCents
        ? `la règle du dixième est plus favorable, l’indemnité est de ${formatEuros(amountCents)}`
        : `les deux calculs donnent ${formatEuros(amountCents)}`;
  rules.push(
    rule(
      ['L3141-24'],
      'Maintien de salaire : l’indemnité ne peut être inférieure à la rémunération que le salarié aurait perçue ' +
        `s’il avait continué à travailler pendant son congé, ici ${formatEuros(maintainedPayCents)} ; ${outcome}.`,
    ),
  );
  return { tenthCents, maintainedPayCents, amountCents, ...explained(rules) };
}

/**
 * The leave not taken when a contract ends (L3141-28): an indemnité compensatrice for every day acquired
 * and not taken, computed as the leave's indemnity (L3141-24: the tenth or the pay maintained, the higher),
 * whoever ends the contract.
 */
export const PAID_LEAVE_AT_DEPARTURE: readonly AppliedRule[] = [
  rule(
    ['L3141-28'],
    'Quand le contrat est rompu avant que le salarié ait pris tous ses congés, il reçoit pour les jours acquis et non pris une ' +
      'indemnité compensatrice de congés payés, que la rupture vienne de lui (démission) ou de l’employeur (licenciement, même pour ' +
      'faute grave ou lourde), ou d’une rupture conventionnelle ou de la fin d’un CDD ; elle figure sur le dernier bulletin et le solde de tout compte.',
  ),
  rule(
    ['L3141-24'],
    'Elle se calcule comme l’indemnité de congés payés : le dixième de la rémunération brute de la période de référence, au prorata ' +
      'des jours non pris, ou le salaire que le salarié aurait perçu en travaillant ces jours-là, le plus favorable des deux.',
  ),
];

export interface SplitLeaveBonus extends Explained {
  /** Extra days of leave (jours ouvrables): 2, 1 or 0. */
  readonly bonusDays: number;
}

/**
 * The extra days a split main leave gives (L3141-23, without an agreement or a waiver): the main leave's
 * days taken outside 1 May – 31 October, counted up to the 24th day of the main leave (the fifth week is
 * not counted), give 2 days from 6 days, 1 day from 3 to 5 days, none below. The split itself needs the
 * employee's agreement, and a fraction of 12 continuous days at least (L3141-19). RangeError for a
 * number of days that is not whole, negative or above 24.
 */
export function computeSplitLeaveBonus(daysOutsidePeriod: number): SplitLeaveBonus {
  if (!Number.isInteger(daysOutsidePeriod) || daysOutsidePeriod < 0 || daysOutsidePeriod > 24) {
    throw new RangeError(
      `labour-law: daysOutsidePeriod must be a whole number of days from 0 to 24, got ${daysOutsidePeriod}`,
    );
  }
  const bonusDays = daysOutsidePeriod >= 6 ? 2 : daysOutsidePeriod >= 3 ? 1 : 0;
  const told =
    bonusDays === 0
      ? `${daysOutsidePeriod} jour${daysOutsidePeriod > 1 ? 's' : ''} pris hors de cette période n’ouvre${daysOutsidePeriod > 1 ? 'nt' : ''} droit à aucun jour supplémentaire`
      : `${daysOutsidePeriod} jours pris hors de cette période donnent ${bonusDays} jour${bonusDays > 1 ? 's' : ''} ouvrable${bonusDays > 1 ? 's' : ''} de congé supplémentaire${bonusDays > 1 ? 's' : ''}`;
  return {
    bonusDays,
    ...explained([
      rule(
        ['L3141-19'],
        'Le congé principal de plus de 12 jours ouvrables peut être fractionné avec l’accord du salarié (sans son accord quand ' +
          'l’entreprise ferme) ; l’une des fractions compte au moins 12 jours ouvrables continus.',
      ),
      rule(
        ['L3141-23'],
        'À défaut d’accord, la fraction de 12 jours continus se prend entre le 1er mai et le 31 octobre, et les jours du congé ' +
          'principal pris en dehors de cette période donnent 2 jours ' +
          'ouvrables de congé supplémentaires à partir de 6 jours, 1 jour de 3 à 5 jours (la cinquième semaine n’est pas comptée) : ' +
          `${told}. Le salarié peut y renoncer par un accord individuel.`,
      ),
    ]),
  };
}

/** The paid leave a sick leave kept an employee from taking, asked as such. */
export type PaidLeaveCarryOverId = 'carry-over-period' | 'return-information';

/**
 * Leave not taken because of an illness or an accident (loi du 22 avril 2024): carried over 15 months
 * from the employer's information at the return (L3141-19-1, L3141-19-2), given within the month after
 * the return (L3141-19-3).
 */
export const PAID_LEAVE_CARRY_OVER: readonly FigureRule<PaidLeaveCarryOverId>[] = [
  figureRule<PaidLeaveCarryOverId>(
    'carry-over-period',
    'période de report des congés payés qu’un arrêt maladie ou un accident a empêché de prendre',
    '15 mois',
    ['L3141-19-1', 'L3141-19-2'],
    'Le salarié qui n’a pas pu prendre tout ou partie de ses congés acquis à cause d’une maladie ou d’un accident ne les perd pas : ' +
      'il dispose de 15 mois pour les prendre, à compter du jour où l’employeur l’informe, après sa reprise, de ses jours et de ' +
      'la date limite. Après un arrêt d’au moins un an, les congés acquis pendant l’arrêt sont reportés à compter de la fin de ' +
      'leur période d’acquisition, délai suspendu jusqu’à cette information.',
  ),
  figureRule<PaidLeaveCarryOverId>(
    'return-information',
    'délai pour informer le salarié de ses congés à son retour d’arrêt',
    'dans le mois qui suit la reprise',
    ['L3141-19-3'],
    'Au terme d’un arrêt pour maladie ou accident, l’employeur informe le salarié, dans le mois qui suit la reprise du travail, ' +
      'du nombre de jours de congé dont il dispose et de la date jusqu’à laquelle il peut les prendre, par tout moyen donnant ' +
      'date certaine à sa réception, par exemple sur le bulletin de paie.',
  ),
];
