import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';

/** Who ends a trial period. */
export type TrialPeriodInitiator = 'employer' | 'employee';

/** The end of a trial period, for the notice (délai de prévenance) it owes. */
export interface TrialPeriodNoticeInput {
  readonly initiator: TrialPeriodInitiator;
  /** Calendar days of presence in the company on the day the other party is told, from the first day (1 on that day). */
  readonly daysOfPresence: number;
}

/** A délai de prévenance: a number and its unit, as the Code writes it. */
export interface TrialPeriodNotice extends Explained {
  readonly amount: number;
  readonly unit: 'heures' | 'semaines' | 'mois';
  /** « 48 heures », « 2 semaines », « 1 mois ». */
  readonly text: string;
}

/**
 * The délai de prévenance owed when a trial period ends (L1221-25 for the employer, for contracts whose trial
 * lasts a week at least; L1221-26 for the employee). The employer's: 24 heures under 8 days of presence, 48
 * heures from 8 days to a month, 2 semaines after a month, 1 mois after 3 months; it never lengthens the trial,
 * and one not given is owed as pay. The employee's: 48 heures, 24 under 8 days. A month of presence is counted
 * as 30 days here, three months as 90: on the edge, the exact calendar dates decide (the explanation says so).
 * RangeError for days that are not a whole number of at least 1.
 */
export function computeTrialPeriodNotice(input: TrialPeriodNoticeInput): TrialPeriodNotice {
  const { initiator, daysOfPresence } = input;
  if (!Number.isInteger(daysOfPresence) || daysOfPresence < 1) {
    throw new RangeError(
      `labour-law: daysOfPresence must be a whole number of at least 1, got ${daysOfPresence}`,
    );
  }
  const rules: AppliedRule[] = [];
  let amount: number;
  let unit: TrialPeriodNotice['unit'];
  if (initiator === 'employee') {
    [amount, unit] = daysOfPresence < 8 ? [24, 'heures'] : [48, 'heures'];
    rules.push(
      rule(
        ['L1221-26'],
        `Le salarié qui met fin à sa période d’essai prévient l’employeur ${amount} heures à l’avance ` +
          '(24 heures si sa présence dans l’entreprise est inférieure à 8 jours, 48 heures sinon).',
      ),
    );
  } else {
    [amount, unit] =
      daysOfPresence < 8
        ? [24, 'heures']
        : daysOfPresence <= 30
          ? [48, 'heures']
          : daysOfPresence <= 90
            ? [2, 'semaines']
            : [1, 'mois'];
    const text = `${amount} ${unit}`;
    rules.push(
      rule(
        ['L1221-25'],
        `L’employeur qui met fin à la période d’essai prévient le salarié au moins ${text} à l’avance : 24 heures ` +
          'en deçà de 8 jours de présence, 48 heures entre 8 jours et un mois, 2 semaines après un mois, 1 mois ' +
          'après 3 mois (pour un contrat dont la période d’essai est d’au moins une semaine ; près d’un seuil, les ' +
          'dates exactes décident).',
      ),
      rule(
        ['L1221-25'],
        'Le délai de prévenance ne prolonge pas la période d’essai, renouvellement inclus : s’il n’a pas été ' +
          'respecté, le salarié a droit, sauf faute grave, à une indemnité égale aux salaires et avantages qu’il ' +
          'aurait perçus jusqu’à la fin du délai, indemnité compensatrice de congés payés comprise.',
      ),
    );
  }
  return { amount, unit, text: `${amount} ${unit}`, ...explained(rules) };
}

/** The longest CDD length `computeTrialPeriodMaximum` takes, in each unit (36 months). */
export const CDD_LENGTH_MAXIMUM: Readonly<Record<'semaines' | 'mois', number>> = { mois: 36, semaines: 156 };

/** « 1re », « 2e »: a year of a contract as French writes it. */
export function ordinalFr(rank: number): string {
  return rank === 1 ? '1re' : `${rank}e`;
}

/** A permanent contract's category, as L1221-19 names them. */
export type TrialPeriodCategory = 'ouvrier-employe' | 'agent-maitrise-technicien' | 'cadre';

/** The contract whose trial period's longest length is asked. */
export type TrialPeriodMaximumInput =
  | { readonly contract: 'cdi'; readonly category: TrialPeriodCategory }
  /** A CDD, by its length as the contract first sets it (or its minimum length when it has no precise term). */
  | {
      readonly contract: 'cdd';
      readonly duration: { readonly amount: number; readonly unit: 'semaines' | 'mois' };
    };

/** A trial period's longest length, the law's own. */
export interface TrialPeriodMaximum extends Explained {
  /** « 2 mois », « 2 semaines », « 13 jours ». */
  readonly text: string;
  /** A CDI's longest length once renewed (« 4 mois »), null for a CDD (not renewable by the law's rule). */
  readonly renewedText: string | null;
}

const CDI_MONTHS: Readonly<
  Record<TrialPeriodCategory, readonly [initial: number, renewed: number, who: string]>
> = {
  'ouvrier-employe': [2, 4, 'les ouvriers et les employés'],
  'agent-maitrise-technicien': [3, 6, 'les agents de maîtrise et les techniciens'],
  cadre: [4, 8, 'les cadres'],
};

/**
 * The longest trial period the law allows. A CDI's (L1221-19): 2 months for ouvriers and employés, 3
 * for agents de maîtrise and techniciens, 4 for cadres; renewable once when an extended branch
 * agreement provides it and the contract states it (L1221-21, L1221-23), up to 4, 6 and 8 months in
 * all. Shorter lengths may be set by an agreement or the contract (L1221-22). A CDD's (L1242-10): a
 * day per week of the contract, at most 2 weeks for a contract of 6 months or less and a month for a
 * longer one; its weeks are counted whole (a month is 52/12 weeks). RangeError for a length that is
 * not a number from 1 to 36 months or 156 weeks.
 */
export function computeTrialPeriodMaximum(input: TrialPeriodMaximumInput): TrialPeriodMaximum {
  if (input.contract === 'cdi') {
    const [initial, renewed, who] = CDI_MONTHS[input.category];
    const rules = [
      rule(
        ['L1221-19', 'L1221-22'],
        `La période d’essai d’un CDI dure au plus ${initial} mois pour ${who}. Un accord collectif conclu après le ` +
          '26 juin 2008, la lettre d’engagement ou le contrat peuvent prévoir une durée plus courte, jamais plus longue.',
      ),
      rule(
        ['L1221-21', 'L1221-23'],
        `Elle peut être renouvelée une fois si un accord de branche étendu le prévoit et si le contrat ou la lettre ` +
          `d’engagement le stipule : ${renewed} mois au plus, renouvellement compris. Le renouvellement demande ` +
          'l’accord exprès du salarié (en pratique, signé) avant la fin de la première période.',
      ),
    ];
    return { text: `${initial} mois`, renewedText: `${renewed} mois`, ...explained(rules) };
  }
  const { amount, unit } = input.duration;
  const limit = CDD_LENGTH_MAXIMUM[unit];
  if (!Number.isFinite(amount) || amount < 1 || amount > limit) {
    throw new RangeError(`labour-law: a CDD's length must be from 1 to ${limit} ${unit}, got ${amount}`);
  }
  const weeks = Math.floor(unit === 'mois' ? (amount * 52) / 12 : amount);
  const overSixMonths = unit === 'mois' ? amount > 6 : amount > 26;
  const capDays = overSixMonths ? 30 : 14;
  // A length in months is counted in weeks on average: near a cap or below it, the contract's dates decide.
  const approximate = unit === 'mois' && weeks < capDays + 2;
  const text =
    weeks >= capDays ? (overSixMonths ? '1 mois' : '2 semaines') : `${weeks} jour${weeks > 1 ? 's' : ''}`;
  const rules = [
    rule(
      ['L1242-10'],
      'La période d’essai d’un CDD est d’un jour par semaine de contrat, dans la limite de 2 semaines pour un ' +
        `contrat de 6 mois au plus et d’un mois au-delà : ici ${text}${approximate ? ' environ (les semaines exactes du contrat décident)' : ''}. Des usages ou la convention collective ` +
        'peuvent prévoir moins ; pour un contrat sans terme précis, elle se calcule sur sa durée minimale.',
    ),
  ];
  return { text, renewedText: null, ...explained(rules) };
}
