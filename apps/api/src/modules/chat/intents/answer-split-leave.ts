/**
 * The extra days a split main leave gives, from `@dirigeo/labour-law`'s `computeSplitLeaveBonus`: the
 * case's days when told, otherwise the rule with both figures; the ministry's sheet first (the article
 * first when the question asks which one).
 */
import { computeSplitLeaveBonus } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, rulesList } from './answer-calculation.ts';
import type { SplitLeaveQuestion } from './split-leave-question.ts';

const NBSP = '\u00a0';
const SHEET = link('/outils/fiche/les-conges-payes', `la fiche «${NBSP}Les congés payés${NBSP}»`);

export function answerSplitLeave(question: SplitLeaveQuestion): string {
  const { daysOutsidePeriod, articleAsked } = question;
  const result = computeSplitLeaveBonus(Math.min(24, Math.max(0, Math.round(daysOutsidePeriod ?? 6))));
  const article = link(articleHref('L3141-23'), 'l’article L3141-23');
  const head =
    daysOutsidePeriod === null
      ? `<p>À défaut d’accord, le fractionnement du congé principal donne <strong>2${NBSP}jours ouvrables</strong> de congé supplémentaires quand au moins 6${NBSP}jours sont pris entre le 1er novembre et le 30 avril, <strong>1${NBSP}jour</strong> pour 3 à 5${NBSP}jours.</p>`
      : result.bonusDays === 0
        ? `<p>${daysOutsidePeriod}${NBSP}jour${daysOutsidePeriod > 1 ? 's' : ''} du congé principal pris en dehors de la période du 1er mai au 31 octobre ne donne${daysOutsidePeriod > 1 ? 'nt' : ''} <strong>aucun jour</strong> de congé supplémentaire${NBSP}: il en faut au moins 3.</p>`
        : `<p>${daysOutsidePeriod}${NBSP}jours du congé principal pris en dehors de la période du 1er mai au 31 octobre donnent <strong>${result.bonusDays}${NBSP}jour${result.bonusDays > 1 ? 's' : ''}</strong> ouvrable${result.bonusDays > 1 ? 's' : ''} de congé supplémentaire${result.bonusDays > 1 ? 's' : ''} (jours de fractionnement), à défaut d’accord contraire.</p>`;
  const source = articleAsked
    ? `<p>Source${NBSP}: ${article} du Code du travail, et ${SHEET} du ministère du Travail.</p>`
    : `<p>Source${NBSP}: ${SHEET} du ministère du Travail, et ${article} du Code du travail.</p>`;
  return `${head}${source}${rulesList(daysOutsidePeriod === null ? result.rules.slice(0, 1) : result.rules)}`;
}
