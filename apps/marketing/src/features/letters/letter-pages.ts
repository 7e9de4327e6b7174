import type { LetterTemplate } from '@dirigeo/letter-templates';

/** A template page's `<title>`: its name, and what the page offers. */
export function letterTemplatePageTitle(template: LetterTemplate): string {
  return `${template.nom} : modèle de lettre à remplir et télécharger`;
}
