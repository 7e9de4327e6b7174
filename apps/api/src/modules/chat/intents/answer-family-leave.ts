/**
 * The days off a family event or a child's illness gives, from `@dirigeo/labour-law`'s
 * `FAMILY_LEAVES`: each leave asked with its figure, the ministry's sheet first, then the article,
 * then each rule in full, and the letter model to ask for a carer's leave.
 */
import { FAMILY_LEAVES, type FamilyLeaveId } from '@dirigeo/labour-law';
import { link } from '../compose-answer.ts';
import { articleHref, figureList, rulesList } from './answer-calculation.ts';

const NBSP = '\u00a0';

const EVENTS_SHEET = [
  '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
  'Les congés pour événements familiaux et le congé de deuil',
] as const;
const SICK_CHILD_SHEET = [
  '/outils/fiche/les-conges-et-absences-pour-enfant-malade',
  'Les congés et absences pour enfant malade',
] as const;
const END_OF_LIFE_SHEET = [
  '/outils/fiche/le-conge-de-solidarite-familiale',
  'Le congé de solidarité familiale',
] as const;

/** The ministry's sheet on each leave; none for the parental presence and the carer's leaves. */
const SHEETS: Readonly<Record<FamilyLeaveId, readonly [string, string] | null>> = {
  wedding: EVENTS_SHEET,
  'child-wedding': EVENTS_SHEET,
  'child-death': EVENTS_SHEET,
  'child-bereavement': EVENTS_SHEET,
  'relative-death': EVENTS_SHEET,
  'other-relative-death': EVENTS_SHEET,
  'child-diagnosis': EVENTS_SHEET,
  'sick-child': SICK_CHILD_SHEET,
  'parental-presence': null,
  'end-of-life-support': END_OF_LIFE_SHEET,
  carer: null,
};

export function answerFamilyLeave(ids: readonly FamilyLeaveId[]): string {
  const leaves = ids
    .map((id) => FAMILY_LEAVES.find((leave) => leave.id === id))
    .filter((leave) => leave !== undefined);
  const first = leaves[0];
  if (!first) return '';
  const article = first.articles[0] ?? '';
  const sheet = SHEETS[first.id];
  const articleLink = link(articleHref(article), `l’article ${article}`);
  return (
    figureList(leaves) +
    (sheet
      ? `<p>Source${NBSP}: ${link(sheet[0], `la fiche «${NBSP}${sheet[1]}${NBSP}»`)} du ministère du Travail, et ${articleLink} du Code du travail.</p>`
      : `<p>Source${NBSP}: ${articleLink} du Code du travail.</p>`) +
    rulesList(leaves) +
    (ids.includes('carer')
      ? `<p>Modèle${NBSP}: ${link('/outils/modele/demande-de-conge-de-proche-aidant', 'Demande de congé de proche aidant')}.</p>`
      : '')
  );
}
