/**
 * Who may assist the employee at the preliminary interview, from `@dirigeo/labour-law`'s
 * `INTERVIEW_ASSISTANCE`: the ministry's sheet on the conseiller du salarié first, then the rule and
 * its article.
 */
import { INTERVIEW_ASSISTANCE } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { figureList, rulesList } from './answer-calculation.ts';

const NBSP = '\u00a0';
export const EMPLOYEE_ADVISER_SHEET_HREF = '/outils/fiche/le-conseiller-du-salarie';

export function answerInterviewAssistance(): string {
  return (
    `<p>Qui peut assister le salarié${NBSP}:</p>${figureList([INTERVIEW_ASSISTANCE], false)}` +
    `<p>Source${NBSP}: ${link(EMPLOYEE_ADVISER_SHEET_HREF, `la fiche «${NBSP}Le conseiller du salarié${NBSP}»`)} du ministère du Travail.</p>` +
    rulesList([INTERVIEW_ASSISTANCE]) +
    '<p>En dehors du conseiller du salarié, une personne extérieure à l’entreprise (un avocat, un proche) ne peut pas assister le salarié à l’entretien.</p>'
  );
}
