import { formatEuros } from './format.ts';
import { type Explained, explained, rule } from './legal-rule.ts';
import { assertCents } from './money.ts';

/**
 * The 1er mai (L3133-4 to L3133-6): the one public holiday the law makes a day off for everyone, paid
 * as usual; only an establishment that cannot stop its activity may have its staff work that day, and
 * then each one worked is paid twice: the day's pay and an indemnity equal to it. Employing or paying
 * anyone otherwise is fined once per employee (R3135-3).
 */

/** The rules of the 1er mai, for an answer that has no pay to compute. */
export const MAY_DAY_RULES = [
  rule(
    ['L3133-4', 'L3133-5'],
    'Le 1er mai est férié et chômé : le salarié ne travaille pas et son salaire n’est pas réduit ; celui payé à l’heure, à la journée ' +
      'ou au rendement reçoit une indemnité égale au salaire perdu.',
  ),
  rule(
    ['L3133-6'],
    'Dans les établissements et services qui, par la nature de leur activité, ne peuvent pas interrompre le travail, les salariés ' +
      'occupés le 1er mai reçoivent, en plus du salaire du travail accompli, une indemnité égale à ce salaire, à la charge de ' +
      'l’employeur ; les juges en déduisent que seuls ces établissements peuvent faire travailler leurs salariés ce jour-là.',
  ),
  rule(
    ['R3135-3'],
    'Faire travailler un salarié le 1er mai hors de ces règles, ou ne pas le payer comme elles le prévoient, est puni de l’amende ' +
      'des contraventions de la 4e classe (750 € au plus), autant de fois qu’il y a de salariés concernés.',
  ),
] as const;

export interface MayDayPay extends Explained {
  /** The pay of the work done that day, in cents. */
  readonly workedDayCents: number;
  /** The indemnity on top of it, equal to it (L3133-6), in cents. */
  readonly indemnityCents: number;
  /** What the day is paid in all: twice the day's pay, in cents. */
  readonly totalCents: number;
}

/**
 * What a 1er mai worked is paid in an establishment that cannot stop (L3133-6): the day's pay and an
 * indemnity equal to it. RangeError when the day's pay is not whole cents ≥ 0.
 */
export function computeMayDayPay(workedDayCents: number): MayDayPay {
  assertCents(workedDayCents, 'workedDayCents');
  const totalCents = workedDayCents * 2;
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('labour-law: workedDayCents is too large');
  return {
    workedDayCents,
    indemnityCents: workedDayCents,
    totalCents,
    ...explained([
      rule(
        ['L3133-6'],
        `Le salarié qui travaille le 1er mai reçoit le salaire de sa journée, ${formatEuros(workedDayCents)}, et une indemnité ` +
          `égale à ce salaire, ${formatEuros(workedDayCents)} : ${formatEuros(totalCents)} pour la journée.`,
      ),
    ]),
  };
}
