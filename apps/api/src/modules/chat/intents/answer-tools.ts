/**
 * The site's free tools, the one asked first: the ministry's practical sheets, our calculators
 * (`toolSimulators` of `@dirigeo/site-content`, as the hub lists them), the letter models
 * (`@dirigeo/letter-templates`), the Code du travail and the agreements' search.
 */
import { letterTemplates } from '@dirigeo/letter-templates';
import { toolSimulators } from '@dirigeo/site-content';
import { escapeHtml, link } from '../compose-answer.ts';
import type { ToolsPart } from './tools-question.ts';

const NBSP = '\u00a0';

function item(part: ToolsPart): string {
  switch (part) {
    case 'sheets':
      return `${link('/outils', 'Fiches pratiques')}${NBSP}: les fiches du ministère du Travail, classées par thème, avec les articles qu’elles citent.`;
    case 'simulators':
      return `${link('/outils/simulateurs', 'Simulateurs')}${NBSP}: ${escapeHtml(toolSimulators.map((tool) => tool.nom.toLowerCase()).join(', '))}.`;
    case 'letters':
      return `${link('/outils/modeles', 'Modèles de lettres')}${NBSP}: ${letterTemplates.length}${NBSP}modèles à remplir en ligne et à télécharger en Word ou en PDF (avertissement, convocation, licenciement, démission, rupture conventionnelle, congés, attestations…).`;
    case 'code':
      return `${link('/code-du-travail', 'Code du travail')}${NBSP}: recherche par mot ou par numéro d’article (L1232-2…) et sommaire, dans sa version en vigueur.`;
    case 'agreements':
      return `${link('/outils/conventions-collectives', 'Conventions collectives')}${NBSP}: recherche par numéro IDCC ou par nom, avec le lien vers le texte sur Légifrance.`;
  }
}

const ORDER: readonly ToolsPart[] = ['sheets', 'simulators', 'letters', 'code', 'agreements'];

export function answerTools(first: ToolsPart | null): string {
  const parts = first ? [first, ...ORDER.filter((part) => part !== first)] : ORDER;
  const hub = first ? '' : `${link('/outils', 'la page Outils')} les réunit${NBSP}: `;
  return (
    `<p>Ces outils sont gratuits et sans inscription. ${hub}</p>` +
    `<ul>${parts.map((part) => `<li>${item(part)}</li>`).join('')}</ul>`
  );
}
