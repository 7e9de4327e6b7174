/**
 * The paid leave a sick leave kept an employee from taking, from `@dirigeo/labour-law`'s
 * `PAID_LEAVE_CARRY_OVER`: the 15 months' carry-over and the information due at the return, the
 * ministry's sheet first (the letter model first when one is asked), then the articles.
 */
import { PAID_LEAVE_CARRY_OVER } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, figureList, rulesList } from './answer-calculation.ts';
import type { LeaveCarryOverQuestion } from './leave-carry-over-question.ts';

const NBSP = '\u00a0';
const SHEET = link('/outils/fiche/les-conges-payes', `la fiche «${NBSP}Les congés payés${NBSP}»`);
const MODEL = link(
  '/outils/modele/information-conges-payes-apres-arret-de-travail',
  'Information sur les congés payés au retour d’un arrêt de travail',
);

export function answerLeaveCarryOver(question: LeaveCarryOverQuestion): string {
  const article = link(articleHref('L3141-19-1'), 'l’article L3141-19-1');
  const figures = figureList(PAID_LEAVE_CARRY_OVER);
  const head = question.letterAsked ? `<p>Modèle${NBSP}: ${MODEL}.</p>${figures}` : figures;
  return (
    `${head}<p>Source${NBSP}: ${SHEET} du ministère du Travail, et ${article} du Code du travail.</p>` +
    rulesList(PAID_LEAVE_CARRY_OVER) +
    (question.letterAsked ? '' : `<p>Modèle${NBSP}: ${MODEL}.</p>`)
  );
}
