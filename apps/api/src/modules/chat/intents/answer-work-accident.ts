/**
 * The délai to declare a work accident, quoted from the ministry's sheet that states it (« Que faire à
 * la suite d'un accident du travail ? »), as the search index holds its text: the figure is the
 * sheet's, never ours. Null, so that the search answers, when the sheet or its sentence is not there.
 */
import type { EntityManager } from '@mikro-orm/core';
import { findIndexedPage } from '../../search/find-indexed-page.ts';
import { escapeHtml } from '../compose-answer.ts';

const NBSP = '\u00a0';
export const WORK_ACCIDENT_SHEET_HREF = '/outils/fiche/que-faire-la-suite-dun-accident-du-travail';

export async function answerWorkAccidentDeclaration(em: EntityManager): Promise<string | null> {
  const sheet = await findIndexedPage(em, WORK_ACCIDENT_SHEET_HREF);
  if (!sheet) return null;
  const sentence = sheet.body
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý])|(?<=\.)(?=[A-ZÀ-Ý])/)
    .find((text) => /\bdéclar/i.test(text) && /\b\d+ heures\b/.test(text));
  if (!sentence) return null;
  // « net-entreprises. fr »: the sheet's text as extracted splits the address.
  const quoted = escapeHtml(sentence.trim().replace(/\b([a-z-]+)\. (fr|gouv)\b/g, '$1.$2')).replace(
    /\b(\d+ heures)\b/,
    '<strong>$1</strong>',
  );
  return (
    `<p>L’employeur déclare l’accident du travail à la caisse d’assurance maladie${NBSP}; la fiche du ministère du Travail le dit ainsi${NBSP}: «${NBSP}${quoted}${NBSP}»</p>` +
    `<p>Source${NBSP}: <a href="${WORK_ACCIDENT_SHEET_HREF}">la fiche «${NBSP}${escapeHtml(sheet.title)}${NBSP}»</a> du ministère du Travail, qui détaille aussi la feuille d’accident à remettre au salarié et les démarches de la victime.</p>`
  );
}
