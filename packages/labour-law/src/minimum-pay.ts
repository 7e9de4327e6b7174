import { type Explained, explained, rule } from './legal-rule.ts';
import { ordinalFr } from './trial-period.ts';

/** An apprentice, for the minimum pay the law sets. */
export interface ApprenticeMinimumPayInput {
  /** Age in whole years (under 16 is paid as at 16, D6222-27). */
  readonly age: number;
  /** The year of the contract being carried out, 1 to 4 (a 4th, or a prolongation, keeps the last year's rate). */
  readonly contractYear: number;
}

/** An apprentice's minimum pay, as a share of the SMIC. */
export interface ApprenticeMinimumPay extends Explained {
  /** Percent of the SMIC (27 to 100). */
  readonly percentOfSmic: number;
  /** From 21: of the SMIC or, when higher, of the agreement's minimum for the job. */
  readonly orAgreementMinimum: boolean;
}

/** D6222-26's rates for an age, in the 1st, 2nd and 3rd year of the contract. */
function apprenticeRates(age: number): readonly [number, number, number] {
  if (age >= 26) return [100, 100, 100];
  if (age >= 21) return [53, 61, 78];
  if (age >= 18) return [43, 51, 67];
  return [27, 39, 55];
}

/**
 * The minimum pay of an apprentice (D6222-26): under 18, 27, 39 and 55 % of the SMIC in the 1st,
 * 2nd and 3rd year of the contract; from 18 to 20, 43, 51 and 67 %; from 21 to 25, 53, 61 and 78 % of
 * the SMIC or of the agreement's minimum for the job when higher; from 26, 100 % of either. Under 16
 * as at 16 (D6222-27); a prolonged contract keeps its last year's rate (D6222-28); the rate rises
 * from the first day of the month after the birthday of 18, 21 or 26 (D6222-31). An agreement or the
 * contract may pay more. RangeError for an age that is not a whole number from 15 to 99 (an apprentice
 * is 16, or 15 once out of collège: L6222-1), or a year
 * that is not 1 to 4.
 */
export function computeApprenticeMinimumPay(input: ApprenticeMinimumPayInput): ApprenticeMinimumPay {
  const { age, contractYear } = input;
  if (!Number.isInteger(age) || age < 15 || age > 99) {
    throw new RangeError(`labour-law: an apprentice's age must be a whole number from 15 to 99, got ${age}`);
  }
  if (!Number.isInteger(contractYear) || contractYear < 1 || contractYear > 4) {
    throw new RangeError(
      `labour-law: the year of an apprenticeship contract must be 1 to 4, got ${contractYear}`,
    );
  }
  const [first, second, third] = apprenticeRates(age);
  const percentOfSmic = contractYear === 1 ? first : contractYear === 2 ? second : third;
  const orAgreementMinimum = age >= 21;
  const who =
    age < 18
      ? 'de moins de 18 ans'
      : age < 21
        ? 'de 18 à 20 ans'
        : age < 26
          ? 'de 21 à 25 ans'
          : 'de 26 ans et plus';
  const basis = orAgreementMinimum
    ? 'du Smic ou, s’il est plus élevé, du salaire minimum conventionnel de l’emploi occupé'
    : 'du Smic';
  const rules = [
    rule(
      age < 16 ? ['D6222-26', 'D6222-27'] : ['D6222-26'],
      `Un apprenti ${who} perçoit au moins ${percentOfSmic} % ${basis}` +
        (age >= 26
          ? '.'
          : ` pendant la ${ordinalFr(Math.min(contractYear, 3))} année d’exécution du contrat.`) +
        (age < 16 ? ' Avant 16 ans, il est payé comme à 16 ans.' : ''),
    ),
  ];
  if (contractYear > 3) {
    rules.push(
      rule(
        ['D6222-28'],
        'Un apprentissage prolongé garde le taux de la dernière année précédant la prolongation.',
      ),
    );
  }
  if (age < 26) {
    rules.push(
      rule(
        ['D6222-31'],
        'Le taux augmente à compter du premier jour du mois qui suit les 18, 21 ou 26 ans de l’apprenti.',
      ),
    );
  }
  return { percentOfSmic, orAgreementMinimum, ...explained(rules) };
}

/** A worker under 18, for the SMIC's reduction. */
export interface YoungWorkerMinimumInput {
  /** Age in whole years. */
  readonly age: number;
  /** Six months of practice in the branch of activity: no reduction then. */
  readonly sixMonthsInBranch: boolean;
}

/** The reduction of the SMIC a worker under 18 may be paid. */
export interface YoungWorkerMinimum extends Explained {
  /** 20 before 17, 10 from 17 to 18, 0 from 18 or after six months in the branch. */
  readonly reductionPercent: number;
}

/**
 * The SMIC of a worker under 18 (D3231-3): reduced by 20 % before 17, by 10 % from 17 to 18; no
 * reduction once the young worker has six months of practice in the branch, nor from 18. An
 * apprentice's pay follows its own rule (`computeApprenticeMinimumPay`). RangeError for an age that is
 * not a whole number from 14 to 99.
 */
export function computeYoungWorkerMinimum(input: YoungWorkerMinimumInput): YoungWorkerMinimum {
  const { age, sixMonthsInBranch } = input;
  if (!Number.isInteger(age) || age < 14 || age > 99) {
    throw new RangeError(`labour-law: a worker's age must be a whole number from 14 to 99, got ${age}`);
  }
  const reductionPercent = age >= 18 || sixMonthsInBranch ? 0 : age < 17 ? 20 : 10;
  const explanation =
    age >= 18
      ? 'À partir de 18 ans, le salarié a droit au Smic entier.'
      : sixMonthsInBranch
        ? 'Le salarié de moins de 18 ans qui justifie de six mois de pratique professionnelle dans sa branche a droit au Smic entier.'
        : `Le Smic d’un salarié de moins de 18 ans peut être réduit de ${reductionPercent} % (20 % avant 17 ans, 10 % entre 17 et 18 ans), ` +
          'sauf s’il justifie de six mois de pratique professionnelle dans sa branche.';
  return { reductionPercent, ...explained([rule(['D3231-3'], explanation)]) };
}
