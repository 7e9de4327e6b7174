import { formatMonths, formatWholeMonths } from './format.ts';
import { formatIsoDate, type IsoDate, lastDayOfMonths, parseIsoDate } from './iso-date.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';

/** A notice (préavis) in months, with the rules that set it. */
export interface Notice extends Explained {
  /**
   * The legal notice in months; 0 when there is none (faute grave); null when the Code du travail sets no
   * duration and the collective agreement, the contract or usage does.
   */
  readonly months: number | null;
}

/** A dismissal, for its notice. */
export interface DismissalNoticeInput {
  /**
   * Complete months of continuous service on the date the dismissal is notified, used as given
   * (`computeSeniority(…).wholeMonths`: suspensions do not count, L1234-8).
   */
  readonly seniorityMonths: number;
  /** Dismissal for faute grave (or lourde): no notice. */
  readonly seriousMisconduct?: boolean;
  /** The employee is a bénéficiaire de l'obligation d'emploi des travailleurs handicapés (RQTH…): L5213-9. */
  readonly disabledWorker?: boolean;
}

/** A retirement, for its notice. */
export interface RetirementNoticeInput {
  /** Who decides: the employer (mise à la retraite, L1237-6) or the employee (départ à la retraite, L1237-10). */
  readonly initiator: 'employer' | 'employee';
  /** Complete months of continuous service on the date the retirement is notified, used as given. */
  readonly seniorityMonths: number;
  /** The employee is a bénéficiaire de l'obligation d'emploi des travailleurs handicapés: L5213-9. */
  readonly disabledWorker?: boolean;
}

/** The professions whose resignation notice the Code du travail itself sets. */
export type NoticeProfession = 'vrp' | 'journaliste';

/** A resignation, for its notice. */
export interface ResignationNoticeInput {
  /** A VRP (L7313-9) or a journaliste professionnel (L7112-2); any other employee when absent. */
  readonly profession?: NoticeProfession;
  /** Complete months of service, needed for a VRP or a journalist. */
  readonly seniorityMonths?: number;
}

/** The resignation notice: where it comes from, and its duration when the law sets one. */
export interface ResignationNotice extends Notice {
  /** 'statute' for a VRP or a journalist; otherwise the collective agreement, or failing one, usage. */
  readonly setBy: 'collective-agreement-or-usage' | 'statute';
}

/** L1234-1: the months of notice for a seniority, or null under 6 months (agreement or usage decides). */
function legalGrid(seniorityMonths: number): 1 | 2 | null {
  if (seniorityMonths < 6) return null; // 1°
  if (seniorityMonths < 24) return 1; // 2°: from 6 months to less than 2 years
  return 2; // 3°: 2 years or more
}

function assertMonths(months: number, what: string): void {
  if (!Number.isFinite(months) || months < 0) {
    throw new RangeError(`labour-law: ${what} must be a non-negative number of months, got ${months}`);
  }
}

function seniorityText(months: number): string {
  return Number.isInteger(months) ? formatWholeMonths(months) : formatMonths(months);
}

/** The L1234-1 grid, doubled for a disabled worker (L5213-9), with its rules. */
function gridNotice(seniorityMonths: number, disabledWorker: boolean, rules: AppliedRule[]): Notice {
  const months = legalGrid(seniorityMonths);
  if (months === null) {
    rules.push(
      rule(
        ['L1234-1'],
        `Moins de 6 mois d’ancienneté (${seniorityText(seniorityMonths)}) : la loi ne fixe pas la durée du préavis, ` +
          'c’est la convention ou l’accord collectif de travail, ou à défaut les usages de la localité et de la profession.',
      ),
    );
    if (disabledWorker) {
      rules.push(
        rule(
          ['L5213-9'],
          'Travailleur handicapé : la durée ainsi fixée est doublée, sans dépasser 3 mois (sauf si la convention ou ' +
            'les usages prévoient déjà au moins 3 mois).',
        ),
      );
    }
    return { months: null, ...explained(rules) };
  }

  rules.push(
    rule(
      ['L1234-1', 'L1234-8'],
      `${seniorityText(seniorityMonths)} d’ancienneté de services continus : préavis ${months === 1 ? 'd’un mois' : 'de 2 mois'} ` +
        (months === 1 ? '(de 6 mois à moins de 2 ans).' : '(2 ans ou plus).'),
    ),
  );
  let total: number = months;
  if (disabledWorker) {
    // L5213-9: doubled, but never beyond 3 months.
    total = Math.min(2 * months, 3);
    rules.push(
      rule(
        ['L5213-9'],
        `Travailleur handicapé : le préavis est doublé, dans la limite de 3 mois, soit ${formatMonths(total)} ` +
          '(sauf si la convention ou les usages prévoient déjà au moins 3 mois).',
      ),
    );
  }
  rules.push(
    rule(
      ['L1234-1'],
      'Ce sont des minimums : la convention ou l’accord collectif, le contrat de travail ou les usages ' +
        's’appliquent s’ils prévoient un préavis plus long ou une ancienneté requise plus courte.',
    ),
  );
  return { months: total, ...explained(rules) };
}

/**
 * The legal dismissal notice (L1234-1): none for faute grave; under 6 months of service the agreement or
 * usage decides (null); 1 month from 6 months, 2 months from 2 years. L5213-9 doubles it for a disabled
 * worker, up to 3 months. RangeError for a negative or non-finite seniority.
 */
export function computeDismissalNotice(input: DismissalNoticeInput): Notice {
  assertMonths(input.seniorityMonths, 'seniorityMonths');
  if (input.seriousMisconduct) {
    return {
      months: 0,
      ...explained([rule(['L1234-1'], 'Licenciement pour faute grave ou lourde : pas de préavis.')]),
    };
  }
  return gridNotice(input.seniorityMonths, input.disabledWorker === true, []);
}

/**
 * The retirement notice: the employer who retires an employee (L1237-6) and the employee who leaves to
 * retire (L1237-10) both give the dismissal notice of L1234-1, doubled for a disabled worker (L5213-9, as
 * the Code du travail numérique applies it to both). RangeError for a negative or non-finite seniority.
 */
export function computeRetirementNotice(input: RetirementNoticeInput): Notice {
  assertMonths(input.seniorityMonths, 'seniorityMonths');
  const first =
    input.initiator === 'employer'
      ? rule(
          ['L1237-6'],
          'Mise à la retraite par l’employeur : il respecte le préavis de licenciement de l’article L1234-1.',
        )
      : rule(
          ['L1237-10'],
          'Départ volontaire à la retraite : le salarié respecte le préavis de licenciement de l’article L1234-1.',
        );
  return gridNotice(input.seniorityMonths, input.disabledWorker === true, [first]);
}

/**
 * The resignation notice. The Code du travail sets none (L1237-1): its existence and duration come from
 * the collective agreement, or failing one from local and professional usage; the contract may give a
 * shorter one, not a longer one. Only a few professions have a statutory one: VRP (L7313-9: 1 month in the
 * first year, 2 in the second, 3 beyond) and journalists (L7112-2: 1 month up to 3 years, 2 beyond).
 * RangeError for a profession without a seniority, or a negative one.
 */
export function computeResignationNotice(input: ResignationNoticeInput = {}): ResignationNotice {
  const { profession, seniorityMonths } = input;
  if (profession === undefined) {
    return {
      months: null,
      setBy: 'collective-agreement-or-usage',
      ...explained([
        rule(
          ['L1237-1'],
          'La loi ne fixe pas de préavis de démission : son existence et sa durée sont fixées par la convention ou ' +
            'l’accord collectif de travail, ou à défaut par les usages de la localité et de la profession.',
        ),
        rule(
          ['L1237-1'],
          'Le contrat de travail peut prévoir un préavis plus court que la convention collective, pas plus long ; ' +
            'l’employeur peut dispenser le salarié de l’effectuer.',
        ),
      ]),
    };
  }
  if (seniorityMonths === undefined) {
    throw new RangeError(`labour-law: the resignation notice of a ${profession} needs seniorityMonths`);
  }
  assertMonths(seniorityMonths, 'seniorityMonths');
  const seniority = seniorityText(seniorityMonths);
  if (profession === 'vrp') {
    const months = seniorityMonths < 12 ? 1 : seniorityMonths < 24 ? 2 : 3;
    return {
      months,
      setBy: 'statute',
      ...explained([
        rule(
          ['L7313-9'],
          `VRP avec ${seniority} de présence : préavis d’au moins ${formatMonths(months)} ` +
            '(1 mois la première année, 2 mois la deuxième, 3 mois au-delà).',
        ),
      ]),
    };
  }
  const months = seniorityMonths <= 36 ? 1 : 2;
  return {
    months,
    setBy: 'statute',
    ...explained([
      rule(
        ['L7112-2'],
        `Journaliste professionnel avec ${seniority} d’ancienneté : préavis ${months === 1 ? 'd’un mois' : 'de 2 mois'} ` +
          '(1 mois jusqu’à 3 ans d’ancienneté, 2 mois au-delà).',
      ),
    ]),
  };
}

/** A notice's start and length, for its last day. */
export interface NoticeEndDateInput {
  /** The day the dismissal (or resignation) letter is first presented: the notice starts that day (L1234-3). */
  readonly presentedOn: IsoDate;
  /** The notice in whole months, from 1. */
  readonly months: number;
}

/**
 * The last day of a notice of `months` months that starts on the day the letter is first presented
 * (L1234-3): the day before the same day of the month `months` later (presented on 16 June, 1 month: ends
 * on 15 July), or the last day of that month when it has no such day. This is the date to give as
 * `endDate` for the seniority on which the dismissal indemnity is computed. RangeError unless `months` is
 * a whole number from 1.
 */
export function computeNoticeEndDate(input: NoticeEndDateInput): IsoDate {
  const { presentedOn, months } = input;
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError(`labour-law: a notice lasts a whole number of months from 1, got ${months}`);
  }
  return formatIsoDate(lastDayOfMonths(parseIsoDate(presentedOn, 'presentedOn'), months));
}
