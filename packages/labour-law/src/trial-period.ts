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
