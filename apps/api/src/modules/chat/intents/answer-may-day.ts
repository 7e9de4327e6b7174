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
      `<p>Le 1er${NBSP}mai est le seul jour férié obligatoirement chômé et payé${NBSP}: seuls les établissements qui, par la nature de leur activité, ne peuvent pas interrompre le travail peuvent faire travailler leurs salariés ce jour-là, et chacun reçoit alors <strong>le double</strong> du salaire de la journée (le salaire du travail accompli et une indemnité égale).</p>` +
      sheet +
      rulesList(MAY_DAY_RULES)
    );
  }
  const pay = computeMayDayPay(dayPayCents);
  return (
    `<p>Pour une journée payée ${euros(pay.workedDayCents)}, le 1er${NBSP}mai travaillé coûte <strong>${euros(pay.totalCents)}</strong>${NBSP}: le salaire de la journée, ${euros(pay.workedDayCents)}, et une indemnité égale, ${euros(pay.indemnityCents)}.</p>` +
    sheet +
    rulesList([...pay.rules, MAY_DAY_RULES[0], MAY_DAY_RULES[2]]) +
    `<p>Seuls les établissements qui, par la nature de leur activité, ne peuvent pas interrompre le travail peuvent faire travailler leurs salariés le 1er${NBSP}mai.</p>`
  );
}
