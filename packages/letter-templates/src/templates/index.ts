import type { LetterTemplate } from '../types.ts';
import { administratifTemplates } from './administratif/index.ts';
import { congesTemplates } from './conges/index.ts';
import { contratTemplates } from './contrat/index.ts';
import { disciplinaireTemplates } from './disciplinaire/index.ts';
import { licenciementTemplates } from './licenciement/index.ts';
import { medicalTemplates } from './medical/index.ts';

/** Every template, grouped by type in the spec's order, each type's list in its own order. */
export const letterTemplates: readonly LetterTemplate[] = [
  ...administratifTemplates,
  ...disciplinaireTemplates,
  ...licenciementTemplates,
  ...medicalTemplates,
  ...contratTemplates,
  ...congesTemplates,
];

const bySlug = new Map(letterTemplates.map((template) => [template.slug, template]));

/** The template of a URL's slug, or `undefined`. */
export function findLetterTemplate(slug: string): LetterTemplate | undefined {
  return bySlug.get(slug);
}
