import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';

/**
 * The rules of a contrat à durée déterminée that a number answers, when the branch agreement says nothing
 * (the articles' « à défaut de stipulation »): the délai de carence before another CDD on the same post
 * (L1244-3, L1244-3-1), the notice of an employee who leaves for a CDI (L1243-2), and the renewals and
 * total length (L1243-13-1, L1242-8-1). A duration is told in days, weeks or months, as a question tells it.
 */

/** A contract's duration, renewals included, as a question tells it. */
export interface FixedTermDuration {
  readonly amount: number;
  readonly unit: 'jours' | 'semaines' | 'mois';
}

export interface FixedTermWaitingPeriod extends Explained {
  /** The share of the contract's duration: a third from 14 days, a half under. */
  readonly share: 'tiers' | 'moitié';
  /** The délai in days the company is open: « 61 jours » for 6 months (a month counted as 365/12 days). */
  readonly text: string;
  /** For whole months divisible by 3, the same in months of a company open every day (« 2 mois »), else null. */
  readonly calendarText: string | null;
}

export interface FixedTermEarlyNotice extends Explained {
  /** Days of notice: one per complete week of the contract, 14 at most. */
  readonly days: number;
  /** « 6 jours », « 2 semaines ». */
  readonly text: string;
}

const DAYS_PER_UNIT = { jours: 1, semaines: 7 } as const;

function assertDuration({ amount, unit }: FixedTermDuration): void {
  if (!Number.isInteger(amount) || amount < 1 || !['jours', 'semaines', 'mois'].includes(unit)) {
    throw new RangeError(
      `labour-law: a contract lasts a whole number of days, weeks or months from 1, got ${amount} ${unit}`,
    );
  }
}

function plural(amount: number, unit: 'jour' | 'semaine' | 'mois'): string {
  return `${amount} ${unit === 'mois' || amount === 1 ? unit : `${unit}s`}`;
}

/**
 * The délai de carence before a CDD or a temporary worker fills the post of a CDD that ended (L1244-3-1): a
 * third of the contract's duration, renewals included, from 14 days, a half under 14 days, counted in the
 * days the company or establishment is open: the duration in calendar days (a month is 365/12 days),
 * divided, rounded up, is that many open days (6 months → 61 days).
 * RangeError for a duration that is not a whole number of days, weeks or months from 1.
 */
export function computeFixedTermWaitingPeriod(duration: FixedTermDuration): FixedTermWaitingPeriod {
  assertDuration(duration);
  const { amount, unit } = duration;
  const days = unit === 'mois' ? null : amount * DAYS_PER_UNIT[unit];
  const share = days !== null && days < 14 ? 'moitié' : 'tiers';
  const divisor = share === 'tiers' ? 3 : 2;
  // A third (or half) of the duration, as a number of days the company is open (L1244-3): a month is
  // 365/12 calendar days, so « 6 mois » gives 61 days, to count on the company's calendar.
  const calendarDays = unit === 'mois' ? (amount * 365) / 12 : amount * DAYS_PER_UNIT[unit];
  const text = plural(Math.ceil(calendarDays / divisor), 'jour');
  // In a company open every day, a third of whole months is that many months of the calendar.
  const calendar = unit === 'mois' && amount % 3 === 0 ? plural(amount / 3, 'mois') : null;
  const told = plural(amount, unit === 'mois' ? 'mois' : unit === 'semaines' ? 'semaine' : 'jour');
  const rules: AppliedRule[] = [
    rule(
      ['L1244-3', 'L1244-3-1'],
      `Contrat de ${told}, renouvellements compris : le délai de carence est ${share === 'tiers' ? 'le tiers' : 'la moitié'} de sa durée ` +
        `(le tiers à partir de 14 jours, la moitié en deçà), soit ${text} d’ouverture de l’entreprise${calendar === null ? '' : ` (${calendar} si elle est ouverte tous les jours)`} ` +
        'ou de l’établissement à laisser passer avant de pourvoir le même poste par un autre CDD ou un intérimaire. Un accord de branche étendu peut en fixer ' +
        'un autre calcul ou l’écarter.',
    ),
    rule(
      ['L1244-4-1'],
      'Aucun délai de carence ne s’applique notamment au remplacement d’un salarié absent (nouvelle absence), aux travaux urgents de ' +
        'sécurité, aux emplois saisonniers ou d’usage, ni quand le salarié rompt lui-même son contrat de manière anticipée ou refuse son renouvellement.',
    ),
  ];
  return { share, text, calendarText: calendar, ...explained(rules) };
}

/**
 * The notice of an employee who ends a CDD early because he justifies a CDI (L1243-2), unless both agree
 * otherwise: one day per week of the contract's total duration, renewals included (complete weeks; a month
 * is 52/12 weeks), 2 weeks at most. RangeError for a duration that is not a whole number of days, weeks or
 * months from 1.
 */
export function computeFixedTermEarlyNotice(duration: FixedTermDuration): FixedTermEarlyNotice {
  assertDuration(duration);
  const { amount, unit } = duration;
  const weeks =
    unit === 'mois'
      ? Math.floor((amount * 52) / 12)
      : Math.floor((amount * (unit === 'semaines' ? 7 : 1)) / 7);
  const days = Math.min(weeks, 14);
  const text = days === 14 ? '2 semaines' : days === 0 ? 'aucun jour' : plural(days, 'jour');
  const rules: AppliedRule[] = [
    rule(
      ['L1243-2'],
      `Le salarié qui justifie d’un CDI peut rompre son CDD avant le terme, avec un préavis d’un jour par semaine de la durée totale ` +
        `du contrat, renouvellements compris (ou de la durée effectuée s’il n’a pas de terme précis), 2 semaines au plus : ici ${text}, ` +
        'sauf accord des parties pour un préavis plus court.',
    ),
    rule(
      ['L1243-10'],
      'L’indemnité de fin de contrat n’est pas due quand le salarié rompt le contrat avant son terme.',
    ),
  ];
  return { days, text, ...explained(rules) };
}

/** The rules of a CDD a question may ask without a number to compute. */
export type FixedTermRuleId = 'renewals' | 'continuation' | 'early-end';

export interface FixedTermRule extends AppliedRule {
  readonly id: FixedTermRuleId;
  /** The figure the rule sets, as a page writes it, or null. */
  readonly figure: string | null;
}

/** The rules, when the branch agreement says nothing. */
export const FIXED_TERM_RULES: readonly FixedTermRule[] = [
  {
    id: 'renewals',
    figure: '2 renouvellements',
    ...rule(
      ['L1243-13-1', 'L1242-8-1'],
      'Un CDD est renouvelable 2 fois, si le contrat le prévoit ou par un avenant signé avant son terme ; renouvellements compris, ' +
        'il dure 18 mois au plus (9 mois dans l’attente d’un salarié en CDI ou pour des travaux urgents de sécurité, 24 mois à ' +
        'l’étranger ou avant une suppression de poste), sauf autres durées fixées par un accord de branche étendu.',
    ),
  },
  {
    id: 'continuation',
    figure: null,
    ...rule(
      ['L1243-11'],
      'Quand le salarié continue de travailler après le terme du CDD, le contrat devient un CDI ; il garde l’ancienneté acquise, ' +
        'et la durée du CDD est déduite d’une éventuelle période d’essai.',
    ),
  },
  {
    id: 'early-end',
    figure: null,
    ...rule(
      ['L1243-1', 'L1243-4'],
      'Hors période d’essai et sauf accord des parties, un CDD ne peut être rompu avant son terme qu’en cas de faute grave, de force majeure, d’inaptitude ' +
        'constatée par le médecin du travail ou d’embauche du salarié en CDI. Rompu par l’employeur hors de ces cas, il lui doit des ' +
        'dommages et intérêts au moins égaux aux salaires jusqu’au terme, en plus de l’indemnité de fin de contrat.',
    ),
  },
];
