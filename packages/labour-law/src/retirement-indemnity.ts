import { assertSeniorityYears, computeDismissalIndemnity } from './dismissal-indemnity.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';
import { assertCents } from './money.ts';

/** A retirement, for its indemnity. */
export interface RetirementIndemnityInput {
  /** The employee leaves to draw a pension (départ, L1237-9), or the employer retires them (mise, L1237-5). */
  readonly initiator: 'employee' | 'employer';
  /** Seniority in decimal years on the day the contract ends, used as given. */
  readonly seniorityYears: number;
  /** The reference salary (the more favourable of the last 12 months' twelfth and the last 3 months' third), in cents. */
  readonly referenceSalaryCents: number;
}

/** The legal retirement indemnity. */
export interface RetirementIndemnity extends Explained {
  readonly eligible: boolean;
  /** In cents, a minimum; 0 when not due. */
  readonly amountCents: number;
}

/** D1237-1's months of salary by seniority (the longest reached first). */
const DEPARTURE_MONTHS: readonly (readonly [years: number, halfMonths: number, text: string])[] = [
  [30, 4, 'deux mois'],
  [20, 3, 'un mois et demi'],
  [15, 2, 'un mois'],
  [10, 1, 'un demi-mois'],
];

/**
 * The legal retirement indemnity. An employee who leaves to draw a pension (L1237-9, D1237-1): half a
 * month of salary after 10 years, a month after 15, a month and a half after 20, two months after 30,
 * on the reference salary of D1237-2; nothing under 10 years. An employee the employer retires
 * (L1237-7): at least the legal dismissal indemnity (L1234-9, `computeDismissalIndemnity`). One
 * indemnity only; an agreement may give more. RangeError as `computeDismissalIndemnity` for the figures.
 */
export function computeRetirementIndemnity(input: RetirementIndemnityInput): RetirementIndemnity {
  const { initiator, seniorityYears, referenceSalaryCents } = input;
  if (initiator === 'employer') {
    const dismissal = computeDismissalIndemnity({ seniorityYears, referenceSalaryCents });
    const rules: AppliedRule[] = [
      rule(
        ['L1237-7'],
        'La mise à la retraite ouvre droit à une indemnité au moins égale à l’indemnité légale de licenciement.',
      ),
      ...dismissal.rules,
    ];
    return { eligible: dismissal.eligible, amountCents: dismissal.amountCents, ...explained(rules) };
  }
  assertSeniorityYears(seniorityYears, 'seniorityYears');
  assertCents(referenceSalaryCents, 'referenceSalaryCents');
  const reached = DEPARTURE_MONTHS.find(([years]) => seniorityYears >= years);
  if (!reached) {
    return {
      eligible: false,
      amountCents: 0,
      ...explained([
        rule(
          ['L1237-9', 'D1237-1'],
          'Le départ volontaire à la retraite ouvre droit à l’indemnité légale à partir de 10 ans d’ancienneté.',
        ),
      ]),
    };
  }
  const [years, halfMonths, text] = reached;
  const amountCents = Math.ceil((referenceSalaryCents * halfMonths) / 2);
  return {
    eligible: true,
    amountCents,
    ...explained([
      rule(
        ['L1237-9', 'D1237-1'],
        `Le salarié qui part volontairement à la retraite après ${years} ans d’ancienneté a droit à ${text} de salaire ` +
          '(un demi-mois après 10 ans, un mois après 15 ans, un mois et demi après 20 ans, deux mois après 30 ans).',
      ),
      rule(
        ['D1237-2'],
        'Le salaire de référence est le plus favorable du douzième des 12 derniers mois et du tiers des 3 derniers mois.',
      ),
    ]),
  };
}
