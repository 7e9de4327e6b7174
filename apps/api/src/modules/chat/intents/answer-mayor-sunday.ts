/**
 * A mayor's Sunday worked, from `@dirigeo/labour-law`'s `computeMayorSundayPay`: the least it is
 * paid, the rest it gives, the ministry's sheet on Sunday work first.
 */
import { computeMayorSundayPay } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { euros, rulesList } from './answer-calculation.ts';
import type { MayorSundayQuestion } from './mayor-sunday-question.ts';

const NBSP = '\u00a0';
export const SUNDAY_WORK_SHEET_HREF = '/outils/fiche/le-travail-du-dimanche';

export function answerMayorSunday(question: MayorSundayQuestion): string {
  const pay = computeMayorSundayPay(question);
  const hours = `${String(question.hours).replace('.', ',')}${NBSP}${question.hours < 2 ? 'heure' : 'heures'}`;
  return (
    `<p>Pour ${hours} ${question.hours < 2 ? 'travaillée' : 'travaillées'} un dimanche désigné par le maire, à ${euros(question.hourlyRateCents)} de l’heure, le salarié est payé au moins <strong>${euros(pay.minimumPayCents)}</strong> (le double de ${euros(pay.normalPayCents)}) et a droit à un repos compensateur de <strong>${hours}</strong>. Seuls les salariés volontaires, qui ont donné leur accord par écrit, travaillent ces dimanches.</p>` +
    `<p>Source${NBSP}: ${link(SUNDAY_WORK_SHEET_HREF, `la fiche «${NBSP}Le travail du dimanche${NBSP}»`)} du ministère du Travail.</p>` +
    rulesList(pay.rules) +
    '<p>Une convention collective ou un accord peut prévoir davantage.</p>'
  );
}
