/**
 * The 1er mai, from `@dirigeo/labour-law`'s `computeMayDayPay` and `MAY_DAY_RULES`: the day worked
 * paid twice when its pay is told, the rules of the day off otherwise; the ministry's sheet first.
 */
import { computeMayDayPay, MAY_DAY_RULES } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { euros, rulesList } from './answer-calculation.ts';
import type { MayDayQuestion } from './may-day-question.ts';

const NBSP = '\u00a0';
export const PUBLIC_HOLIDAYS_SHEET_HREF = '/outils/fiche/les-jours-feries-et-les-ponts';

export function answerMayDay({ dayPayCents }: MayDayQuestion): string {
  const sheet = `<p>Source${NBSP}: ${link(PUBLIC_HOLIDAYS_SHEET_HREF, `la fiche «${NBSP}Les jours fériés et les ponts${NBSP}»`)} du ministère du Travail.</p>`;
  if (dayPayCents === null) {
    return (
      `<p>Le 1er${NBSP}mai est férié, chômé et payé. Les salariés d’un établissement qui, par la nature de son activité, ne peut pas interrompre le travail peuvent y travailler, et reçoivent alors <strong>le double</strong> du salaire de la journée (le salaire du travail accompli et une indemnité égale)${NBSP}; hors de ce cas, la jurisprudence interdit de faire travailler un salarié ce jour-là.</p>` +
      sheet +
      rulesList(MAY_DAY_RULES)
    );
  }
  const pay = computeMayDayPay(dayPayCents);
  return (
    `<p>Pour une journée payée ${euros(pay.workedDayCents)}, le 1er${NBSP}mai travaillé est payé <strong>${euros(pay.totalCents)}</strong> en tout${NBSP}: le salaire de la journée, ${euros(pay.workedDayCents)}, et une indemnité égale, ${euros(pay.indemnityCents)}. Pour un salarié mensualisé, la journée est déjà dans son salaire du mois${NBSP}: l’indemnité de ${euros(pay.indemnityCents)} s’y ajoute.</p>` +
    sheet +
    rulesList([...pay.rules, ...MAY_DAY_RULES.filter((rule) => !rule.articles.includes('L3133-6'))])
  );
}
