import { formatEuros } from './format.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';
import { assertCents, roundDivide } from './money.ts';

/** The monthly gross pay before the dismissal. */
export interface ReferenceSalaryInput {
  /**
   * Each month's gross pay (rémunération brute, bonuses included, expense refunds excluded), most recent
   * first: the 12 months before the dismissal, or every month when the employee has served fewer (1 to 12).
   */
  readonly last12MonthsCents: readonly number[];
  /**
   * The part of the 3 most recent months' pay that is an annual or exceptional bonus (prime annuelle,
   * treizième mois, gratification exceptionnelle). Default 0.
   */
  readonly last3MonthsAnnualBonusCents?: number;
}

/** The reference salary (salaire de référence) and how it was chosen. */
export interface ReferenceSalary extends Explained {
  /** The more favourable of the two averages, in cents. */
  readonly referenceSalaryCents: number;
  /** Which average won: the 12 months (all months when fewer) or the 3 months. */
  readonly method: 'twelve-months' | 'three-months';
  /** Monthly average of the months given, rounded to the cent (R1234-4 1°). */
  readonly twelveMonthAverageCents: number;
  /** A third of the 3 most recent months, the bonus counting for 3/12 of it (R1234-4 2°); null under 3 months. */
  readonly threeMonthAverageCents: number | null;
}

/**
 * R1234-4: the more favourable, for the employee, of
 * 1° the monthly average of the 12 months before the dismissal (of all the months served, when fewer);
 * 2° a third of the 3 last months, where an annual or exceptional bonus paid in them counts only for the
 *    part of it that falls in those 3 months (3/12 of it: "à due proportion").
 * The averages are compared exactly; the winner is rounded once to the nearest cent (half up).
 * RangeError for 0 or more than 12 months, amounts that are not whole non-negative cents, a bonus larger
 * than the 3 months' pay.
 */
export function computeReferenceSalary(input: ReferenceSalaryInput): ReferenceSalary {
  const months = input.last12MonthsCents;
  if (months.length < 1 || months.length > 12) {
    throw new RangeError(`labour-law: last12MonthsCents needs 1 to 12 months, got ${months.length}`);
  }
  months.forEach((cents, index) => {
    assertCents(cents, `last12MonthsCents[${index}]`);
  });
  const bonus = input.last3MonthsAnnualBonusCents ?? 0;
  assertCents(bonus, 'last3MonthsAnnualBonusCents');
  const lastThree = months.slice(0, 3).reduce((sum, cents) => sum + cents, 0);
  if (bonus > lastThree) {
    throw new RangeError(
      `labour-law: the bonus (${bonus} cents) is more than the 3 last months' pay (${lastThree} cents)`,
    );
  }

  const total = months.reduce((sum, cents) => sum + cents, 0);
  const count = months.length;
  const twelveMonthAverageCents = roundDivide(total, count);
  const rules: AppliedRule[] = [
    rule(
      ['R1234-4'],
      count === 12
        ? `Moyenne des 12 derniers mois : ${formatEuros(total)} / 12 = ${formatEuros(twelveMonthAverageCents)}.`
        : count === 1
          ? `Un seul mois de service : sa rémunération, ${formatEuros(total)}.`
          : `Moins de 12 mois de service : moyenne des ${count} mois précédant le licenciement, ` +
            `${formatEuros(total)} / ${count} = ${formatEuros(twelveMonthAverageCents)}.`,
    ),
  ];

  if (count < 3) {
    rules.push(
      rule(
        ['R1234-4'],
        'Le tiers des 3 derniers mois ne s’applique pas à moins de 3 mois de service : la moyenne est retenue.',
      ),
    );
    return {
      referenceSalaryCents: twelveMonthAverageCents,
      method: 'twelve-months',
      twelveMonthAverageCents,
      threeMonthAverageCents: null,
      ...explained(rules),
    };
  }

  // (3 months − bonus + bonus × 3/12) / 3 = (4 × 3 months − 3 × bonus) / 12, kept exact.
  const threeMonthNumerator = 4 * lastThree - 3 * bonus;
  const threeMonthAverageCents = roundDivide(threeMonthNumerator, 12);
  rules.push(
    rule(
      ['R1234-4'],
      bonus === 0
        ? `Tiers des 3 derniers mois : ${formatEuros(lastThree)} / 3 = ${formatEuros(threeMonthAverageCents)}.`
        : `Tiers des 3 derniers mois, la prime annuelle ou exceptionnelle de ${formatEuros(bonus)} ne comptant ` +
            `que pour 3/12 : (${formatEuros(lastThree)} − ${formatEuros(bonus)} + ${formatEuros(bonus)} × 3/12) / 3 = ` +
            `${formatEuros(threeMonthAverageCents)}.`,
    ),
  );

  // Exact comparison of total / count and threeMonthNumerator / 12.
  const threeMonthsWins = threeMonthNumerator * count > total * 12;
  const referenceSalaryCents = threeMonthsWins ? threeMonthAverageCents : twelveMonthAverageCents;
  rules.push(
    rule(
      ['R1234-4'],
      `La formule la plus favorable au salarié est retenue : ${
        threeMonthsWins
          ? 'le tiers des 3 derniers mois'
          : count === 12
            ? 'la moyenne des 12 derniers mois'
            : `la moyenne des ${count} mois`
      }, soit ${formatEuros(referenceSalaryCents)}.`,
    ),
  );
  return {
    referenceSalaryCents,
    method: threeMonthsWins ? 'three-months' : 'twelve-months',
    twelveMonthAverageCents,
    threeMonthAverageCents,
    ...explained(rules),
  };
}

/** The pay an employee declared unfit after an accident du travail or a maladie professionnelle would have earned. */
export interface InaptitudeReferenceSalaryInput {
  /**
   * The gross pay of each of the 3 last months that the employee would have earned had they kept working
   * at the post they held before the suspension of the contract (basic pay, bonuses, benefits in kind), most
   * recent first: exactly 3 months.
   */
  readonly wouldHaveEarnedLast3MonthsCents: readonly number[];
}

/** The reference salary of the special indemnities of an inaptitude of professional origin. */
export interface InaptitudeReferenceSalary extends Explained {
  /** The monthly average of the 3 months, rounded to the nearest cent (half up). */
  readonly referenceSalaryCents: number;
}

/**
 * L1226-16: the indemnities of L1226-14 (the doubled special dismissal indemnity and the indemnité
 * compensatrice) are computed on the average salary the employee would have earned over the 3 last months
 * at the post held before the suspension caused by the accident du travail or the maladie professionnelle.
 * The average is rounded once to the nearest cent, half up. RangeError unless exactly 3 amounts of whole,
 * non-negative cents are given.
 */
export function computeInaptitudeReferenceSalary(
  input: InaptitudeReferenceSalaryInput,
): InaptitudeReferenceSalary {
  const months = input.wouldHaveEarnedLast3MonthsCents;
  if (months.length !== 3) {
    throw new RangeError(`labour-law: wouldHaveEarnedLast3MonthsCents needs 3 months, got ${months.length}`);
  }
  months.forEach((cents, index) => {
    assertCents(cents, `wouldHaveEarnedLast3MonthsCents[${index}]`);
  });
  const total = months.reduce((sum, cents) => sum + cents, 0);
  const referenceSalaryCents = roundDivide(total, 3);
  return {
    referenceSalaryCents,
    ...explained([
      rule(
        ['L1226-16'],
        'Inaptitude d’origine professionnelle : salaire moyen des 3 derniers mois que le salarié aurait perçus ' +
          `à son poste s’il avait continué à travailler, ${formatEuros(total)} / 3 = ${formatEuros(referenceSalaryCents)}.`,
      ),
    ]),
  };
}
