/**
 * A délai the Code du travail sets, from `@dirigeo/labour-law`'s `LEGAL_DELAYS`: the figure, the article
 * that sets the first first, the ministry's sheet and the letter that goes with it.
 */
import { LEGAL_DELAYS, type LegalDelayId } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, figureList, rulesList } from './answer-calculation.ts';

const NBSP = '\u00a0';

/**
 * The ministry's sheet and the letter model of each délai. The medical visits' sheet answers what the
 * question also asks (who organises the visit, what it is for), and comes first.
 */
const PAGES: Readonly<
  Record<
    LegalDelayId,
    { sheet: readonly [string, string]; letter?: readonly [string, string]; sheetFirst?: true }
  >
> = {
  'conventional-termination-withdrawal': {
    sheet: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      'La rupture conventionnelle du contrat de travail à durée indéterminée',
    ],
  },
  'conventional-termination-approval': {
    sheet: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      'La rupture conventionnelle du contrat de travail à durée indéterminée',
    ],
  },
  'final-settlement-challenge': {
    sheet: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      'Les documents remis aux salariés lors de la rupture du contrat de travail',
    ],
    letter: ['/outils/modele/denonciation-du-solde-de-tout-compte', 'Dénonciation du solde de tout compte'],
  },
  'abandonment-notice': {
    sheet: ['/outils/fiche/la-demission', 'La démission'],
    letter: ['/outils/modele/mise-en-demeure-abandon-de-poste', 'Mise en demeure pour abandon de poste'],
  },
  'return-to-work-visit': {
    sheet: [
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
      'Réforme de la médecine du travail et des services de santé au travail : questions les plus fréquentes',
    ],
    sheetFirst: true,
    letter: ['/outils/modele/convocation-a-la-visite-de-reprise', 'Convocation à la visite de reprise'],
  },
  'hiring-visit': {
    sheet: [
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
      'Réforme de la médecine du travail et des services de santé au travail : questions les plus fréquentes',
    ],
    sheetFirst: true,
  },
  'dismissal-challenge': {
    sheet: ['/outils/fiche/le-conseil-de-prudhommes', 'Le conseil de prud’hommes'],
  },
  'employment-claim': {
    sheet: ['/outils/fiche/le-conseil-de-prudhommes', 'Le conseil de prud’hommes'],
  },
  'hiring-declaration': {
    sheet: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      'Les obligations de l’employeur lors de l’embauche',
    ],
    sheetFirst: true,
  },
};

export function answerLegalDelay(ids: readonly LegalDelayId[]): string {
  const delays = ids
    .map((id) => LEGAL_DELAYS.find((item) => item.id === id))
    .filter((item) => item !== undefined);
  const first = delays[0];
  if (!first) return '';
  const pages = PAGES[first.id];
  const article = first.articles[0] ?? '';
  const letters = delays.flatMap((item) => (PAGES[item.id].letter ? [PAGES[item.id].letter] : []));
  return (
    figureList(delays, false) +
    (pages.sheetFirst
      ? `<p>Source${NBSP}: ${link(pages.sheet[0], `la fiche «${NBSP}${pages.sheet[1]}${NBSP}»`)} du ministère du Travail, et ${link(articleHref(article), `l’article ${article}`)} du Code du travail.</p>`
      : `<p>Source${NBSP}: ${link(articleHref(article), `article ${article}`)} du Code du travail, et ${link(pages.sheet[0], `la fiche «${NBSP}${pages.sheet[1]}${NBSP}»`)} du ministère du Travail.</p>`) +
    rulesList(delays) +
    letters.map((letter) => `<p>Modèle${NBSP}: ${link(letter?.[0] ?? '', letter?.[1] ?? '')}.</p>`).join('')
  );
}
