/**
 * The legal limits of working time asked, from `@dirigeo/labour-law`'s `WORKING_TIME_LIMITS`: the
 * article of the first first, then the ministry's sheet, then each rule with its articles.
 */
import { WORKING_TIME_LIMITS, type WorkingTimeLimitId } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, figureList, rulesList } from './answer-calculation.ts';

const NBSP = '\u00a0';

/** The ministry's sheet on the limits asked first. */
function sheetOf(first: WorkingTimeLimitId): { href: string; title: string } {
  if (first.startsWith('night-'))
    return { href: '/outils/fiche/le-travail-de-nuit', title: 'Le travail de nuit' };
  if (first === 'mayor-sundays' || first === 'weekly-rest' || first === 'food-retail-sunday')
    return { href: '/outils/fiche/le-travail-du-dimanche', title: 'Le travail du dimanche' };
  if (first === 'overtime-quota')
    return {
      href: '/outils/fiche/les-heures-supplementaires-definition-et-limites',
      title: 'Les heures supplémentaires : définition et limites',
    };
  if (first === 'overtime-quota-rest')
    return {
      href: '/outils/fiche/les-heures-supplementaires-contreparties',
      title: 'Les heures supplémentaires : contreparties',
    };
  if (first.startsWith('day-rate-'))
    return { href: '/outils/fiche/les-conventions-de-forfait', title: 'Les conventions de forfait' };
  if (first === 'part-time-minimum')
    return {
      href: '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      title: 'Le travail à temps partiel : contrat et statut du salarié',
    };
  return { href: '/outils/fiche/la-duree-legale-du-travail', title: 'La durée légale du travail' };
}

export function answerWorkingTime(ids: readonly WorkingTimeLimitId[]): string {
  const limits = ids
    .map((id) => WORKING_TIME_LIMITS.find((limit) => limit.id === id))
    .filter((limit) => limit !== undefined);
  const first = limits[0];
  if (!first) return '';
  const sheet = sheetOf(first.id);
  const article = first.articles[0] ?? '';
  const articleLink = `${link(articleHref(article), `article ${article}`)} du Code du travail`;
  const sheetLink = `${link(sheet.href, `la fiche «${NBSP}${sheet.title}${NBSP}»`)} du ministère du Travail`;
  // The limits an agreement sets first (the quota, a day rate, the part-time minimum, the night
  // period): the sheet, which tells when the law's figure applies, before the article.
  const byAgreement = /^(?:overtime-quota|day-rate-|part-time-|night-period$)/.test(first.id);
  // Sunday work in food retail: the sheet, which tells the other Sunday exceptions too, first.
  const sheetFirst = byAgreement || first.id === 'food-retail-sunday';
  return (
    `<p>Les limites légales${NBSP}:</p>${figureList(limits, false)}` +
    `<p>Source${NBSP}: ${sheetFirst ? `${sheetLink}, et l’${articleLink}` : `${articleLink}, et ${sheetLink}`}.</p>` +
    rulesList(limits) +
    `<p>Votre convention collective ou un accord d’entreprise peut prévoir d’autres limites dans ce que la loi permet${
      byAgreement
        ? ''
        : `${NBSP}; les heures au-delà de 35${NBSP}heures par semaine sont des heures supplémentaires`
    }.</p>`
  );
}
