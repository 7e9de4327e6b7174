import { formatEuros, formatWholeMonths, formatYears } from './format.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';
import { assertCents, ceilCents } from './money.ts';

/** A dismissal, for the legal indemnity. */
export interface DismissalIndemnityInput {
  /**
   * Seniority in decimal years, used as given, partial years pro rata: the seniority at the end of the
   * notice, worked or not (`computeSeniority(…).years` on that date).
   */
  readonly seniorityYears: number;
  /** The reference salary (`computeReferenceSalary`), in cents. */
  readonly referenceSalaryCents: number;
  /** Dismissal for faute grave (or lourde): no indemnity (L1234-9). */
  readonly seriousMisconduct?: boolean;
  /** Dismissal for an inaptitude of professional origin (accident du travail, maladie professionnelle): L1226-14. */
  readonly professionalInaptitude?: boolean;
  /**
   * Whole months of uninterrupted seniority on the date the dismissal is notified, when it is known and
   * differs from `seniorityYears` (the 8 months of L1234-9 are assessed on that date, the amount at the end
   * of the notice). Default: `seniorityYears × 12`.
   */
  readonly seniorityMonthsAtNotification?: number;
}

/** The legal dismissal indemnity. */
export interface DismissalIndemnity extends Explained {
  /** Whether the legal indemnity is due. */
  readonly eligible: boolean;
  /** Its amount in cents, rounded up to the cent (it is a minimum); 0 when not eligible. */
  readonly amountCents: number;
}

/** The conventional-termination case. */
export interface ConventionalTerminationIndemnityInput {
  /** Seniority in decimal years on the agreed end date of the contract, used as given, partial years pro rata. */
  readonly seniorityYears: number;
  /** The reference salary (`computeReferenceSalary`), in cents. */
  readonly referenceSalaryCents: number;
}

/** The minimum indemnité spécifique de rupture conventionnelle. */
export interface ConventionalTerminationIndemnity extends Explained {
  /** Its amount in cents, rounded up to the cent (it is a minimum). */
  readonly amountCents: number;
}

/** L1234-9: the right to the indemnity starts at 8 months of uninterrupted seniority. */
const MINIMUM_SENIORITY_MONTHS = 8;
/** R1234-2: 1/4 of a month's salary per year up to 10 years, 1/3 per year beyond. */
const YEARS_AT_A_QUARTER = 10;

/** RangeError for a seniority that is not a non-negative number of years. */
export function assertSeniorityYears(years: number, what: string): void {
  if (!Number.isFinite(years) || years < 0) {
    throw new RangeError(`labour-law: ${what} must be a non-negative number of years, got ${years}`);
  }
}

/** R1234-1 and R1234-2: 1/4 of the reference salary per year up to 10 years, 1/3 per year beyond, in exact cents. */
function exactLegalIndemnity(seniorityYears: number, referenceSalaryCents: number): number {
  const quarterYears = Math.min(seniorityYears, YEARS_AT_A_QUARTER);
  const thirdYears = Math.max(seniorityYears - YEARS_AT_A_QUARTER, 0);
  return (referenceSalaryCents * quarterYears) / 4 + (referenceSalaryCents * thirdYears) / 3;
}

/** The legal indemnity rounded up to the cent, and the rule that says how it is computed. */
function legalIndemnity(
  seniorityYears: number,
  referenceSalaryCents: number,
): { amountCents: number; rule: AppliedRule } {
  const amountCents = ceilCents(exactLegalIndemnity(seniorityYears, referenceSalaryCents));
  const salary = formatEuros(referenceSalaryCents);
  const formula =
    seniorityYears > YEARS_AT_A_QUARTER
      ? `1/4 × ${salary} × 10 ans + 1/3 × ${salary} × ${formatYears(seniorityYears - YEARS_AT_A_QUARTER)}`
      : `1/4 × ${salary} × ${formatYears(seniorityYears)}`;
  return {
    amountCents,
    rule: rule(
      ['R1234-2', 'R1234-1'],
      `Un quart de mois de salaire par année d’ancienneté jusqu’à 10 ans, un tiers au-delà, les années ` +
        `incomplètes au prorata : ${formula} = ${formatEuros(amountCents)} (arrondi au centime supérieur, ` +
        'c’est un minimum).',
    ),
  };
}

/**
 * The legal dismissal indemnity:
 * - L1234-9: due to an employee with 8 months of uninterrupted seniority, except for faute grave;
 * - R1234-1, R1234-2: 1/4 of a month per year up to 10 years, 1/3 beyond, partial years pro rata;
 * - L1226-14: for an inaptitude of professional origin, the special indemnity is double, whatever the
 *   seniority (its reference salary is that of L1226-16: the average of the 3 last months the employee
 *   would have earned at their post).
 * 0 when not eligible. RangeError for a negative or non-finite seniority, a salary that is not whole
 * cents, a seniority at notification beyond the seniority at the end of the notice, or a faute grave
 * together with an inaptitude.
 */
export function computeDismissalIndemnity(input: DismissalIndemnityInput): DismissalIndemnity {
  const { seniorityYears, referenceSalaryCents } = input;
  assertSeniorityYears(seniorityYears, 'seniorityYears');
  assertCents(referenceSalaryCents, 'referenceSalaryCents');
  const monthsAtNotification = input.seniorityMonthsAtNotification ?? seniorityYears * 12;
  if (!Number.isFinite(monthsAtNotification) || monthsAtNotification < 0) {
    throw new RangeError(
      `labour-law: seniorityMonthsAtNotification must be a non-negative number of months, got ${monthsAtNotification}`,
    );
  }
  if (monthsAtNotification > seniorityYears * 12 + 1e-9) {
    throw new RangeError(
      `labour-law: the seniority at notification (${monthsAtNotification} months) exceeds the seniority at the end of the notice (${seniorityYears} years)`,
    );
  }
  if (input.seriousMisconduct && input.professionalInaptitude) {
    throw new RangeError('labour-law: a dismissal for inaptitude is not a dismissal for faute grave');
  }

  if (input.seriousMisconduct) {
    return notDue([
      rule(
        ['L1234-9'],
        'Licenciement pour faute grave ou lourde : l’indemnité légale de licenciement n’est pas due.',
      ),
    ]);
  }

  if (input.professionalInaptitude) {
    const base = legalIndemnity(seniorityYears, referenceSalaryCents);
    // The law doubles the indemnity, not its rounded figure: round once, at the end, up to the cent
    // (2 × a figure already rounded up could be a cent or two above the legal amount).
    const amountCents = ceilCents(2 * exactLegalIndemnity(seniorityYears, referenceSalaryCents));
    return {
      eligible: true,
      amountCents,
      ...explained([
        rule(
          ['L1226-14'],
          'Inaptitude d’origine professionnelle : l’indemnité spéciale de licenciement est due quelle que soit ' +
            'l’ancienneté et vaut le double de l’indemnité légale.',
        ),
        rule(
          ['L1226-16'],
          'Son salaire de référence est le salaire moyen des 3 derniers mois que le salarié aurait perçu ' +
            's’il avait continué à travailler à son poste.',
        ),
        base.rule,
        rule(
          ['L1226-14'],
          `Doublée : 2 × l’indemnité légale avant arrondi = ${formatEuros(amountCents)} (arrondi une seule ` +
            'fois, au centime supérieur, à la fin du calcul).',
        ),
      ]),
    };
  }

  // A seniority from dates is a whole number of months; the tolerance absorbs a decimal years × 12.
  if (monthsAtNotification + 1e-9 < MINIMUM_SENIORITY_MONTHS) {
    return notDue([
      rule(
        ['L1234-9', 'L1234-11'],
        `Moins de 8 mois d’ancienneté ininterrompue à la notification du licenciement ` +
          `(${formatWholeMonths(Math.floor(monthsAtNotification + 1e-9))}) : l’indemnité légale n’est pas due.`,
      ),
    ]);
  }

  const legal = legalIndemnity(seniorityYears, referenceSalaryCents);
  return {
    eligible: true,
    amountCents: legal.amountCents,
    ...explained([
      rule(
        ['L1234-9'],
        'Au moins 8 mois d’ancienneté ininterrompue et pas de faute grave : l’indemnité légale de licenciement est due.',
      ),
      legal.rule,
    ]),
  };
}

function notDue(rules: AppliedRule[]): DismissalIndemnity {
  return { eligible: false, amountCents: 0, ...explained(rules) };
}

/**
 * L1237-13: the indemnité spécifique de rupture conventionnelle is at least the legal dismissal indemnity
 * (R1234-1, R1234-2), with no condition of 8 months' seniority: a shorter seniority gives its share pro rata.
 */
export function computeConventionalTerminationIndemnity(
  input: ConventionalTerminationIndemnityInput,
): ConventionalTerminationIndemnity {
  assertSeniorityYears(input.seniorityYears, 'seniorityYears');
  assertCents(input.referenceSalaryCents, 'referenceSalaryCents');
  const legal = legalIndemnity(input.seniorityYears, input.referenceSalaryCents);
  return {
    amountCents: legal.amountCents,
    ...explained([
      rule(
        ['L1237-13'],
        'L’indemnité spécifique de rupture conventionnelle ne peut pas être inférieure à l’indemnité légale de ' +
          'licenciement, et elle est due quelle que soit l’ancienneté.',
      ),
      legal.rule,
    ]),
  };
}
