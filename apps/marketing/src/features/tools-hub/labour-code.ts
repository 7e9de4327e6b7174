import type { LabourCodeArticleRef, LabourCodeTableOfContents } from '@dirigeo/schemas';
import { labourCodeSearchHrefOf } from './labour-code-client.ts';
import { searchOfText } from '../../lib/search-text.ts';

/*
 * Words and links of the Code du travail's pages, shared by the pages (server) and the search
 * island (browser): type-only imports from @dirigeo/schemas.
 */

/** « Article L1234-9 », or the annex's own name (« Annexe I »). */
export function articleName(numero: string): string {
  return /^annexe\b/i.test(numero) ? numero : `Article ${numero}`;
}

/** « Articles L1221-1 à L1221-5 », « Article L1 » for a single one. */
export function articleRangeText(
  first: LabourCodeArticleRef,
  last: LabourCodeArticleRef,
  count: number,
): string {
  if (count <= 1 || first.id === last.id) return articleName(first.numero);
  return `Articles ${first.numero} à ${last.numero}`;
}

type TableOfContentsEntry = LabourCodeTableOfContents['entrees'][number];

/** The articles a level holds in all (its own and its sub-sections'), and its first and last ones. */
export function tableOfContentsSpan(
  entries: readonly TableOfContentsEntry[],
): { count: number; first: LabourCodeArticleRef; last: LabourCodeArticleRef } | null {
  const firstEntry = entries[0];
  const lastEntry = entries.at(-1);
  if (!firstEntry || !lastEntry) return null;
  const refOf = (entry: TableOfContentsEntry, end: 'first' | 'last'): LabourCodeArticleRef =>
    entry.type === 'article'
      ? { id: entry.id, numero: entry.numero }
      : end === 'first'
        ? entry.premierArticle
        : entry.dernierArticle;
  const count = entries.reduce(
    (sum, entry) => sum + (entry.type === 'article' ? 1 : entry.nombreArticles),
    0,
  );
  return { count, first: refOf(firstEntry, 'first'), last: refOf(lastEntry, 'last') };
}

/** « 1 article », « 4 391 articles ». */
export function articleCountText(count: number): string {
  return `${count.toLocaleString('fr-FR')} ${count === 1 ? 'article' : 'articles'}`;
}

/** An article's HTML as plain text, for a description: tags out, entities and spaces tidied. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Cut at the last whole word (the cut may already end one).
  const space = text.charAt(cut.length) === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The search page for a text (an unknown article's number, for instance), if it can be searched. */
export function labourCodeSearchPathFor(text: string): string {
  return labourCodeSearchHrefOf(searchOfText(text));
}
