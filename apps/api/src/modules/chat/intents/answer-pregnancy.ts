/**
 * A pregnant employee's rights, from `@dirigeo/labour-law`'s `PREGNANCY_RULES`: the rules asked as
 * « Label : figure », the ministry's sheet first (the letter model first when one is asked), then
 * each rule with its articles.
 */
import { PREGNANCY_RULES } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { figureList, rulesList } from './answer-calculation.ts';
import type { PregnancyQuestion } from './pregnancy-question.ts';

const NBSP = '\u00a0';
export const MATERNITY_GUARANTEES_SHEET_HREF = '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption';
export const PREGNANCY_LETTER_HREF = '/outils/modele/information-grossesse-et-conge-de-maternite';

export function answerPregnancy({ rules, letterAsked }: PregnancyQuestion): string {
  const asked = PREGNANCY_RULES.filter((rule) => rules.includes(rule.id));
  const sheet = link(
    MATERNITY_GUARANTEES_SHEET_HREF,
    `la fiche «${NBSP}Les garanties liées à la maternité ou à l’adoption${NBSP}»`,
  );
  const letter = link(
    PREGNANCY_LETTER_HREF,
    `le modèle «${NBSP}Information de l’employeur${NBSP}: grossesse et congé de maternité${NBSP}»`,
  );
  return (
    `<p>Les droits de la salariée enceinte${NBSP}:</p>${figureList(asked, false)}` +
    `<p>${letterAsked ? `Modèle${NBSP}: ${letter}${NBSP}; source${NBSP}: ${sheet} du ministère du Travail.` : `Source${NBSP}: ${sheet} du ministère du Travail${rules.includes('not-required-to-tell') ? `, et ${letter}` : ''}.`}</p>` +
    rulesList(asked)
  );
}
