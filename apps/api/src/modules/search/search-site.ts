import {
  SEARCH_MIN_QUERY_LENGTH,
  type SearchCategory,
  type SearchResult,
  type SearchResultType,
} from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { querySql } from '../../lib/db/sql.ts';

interface Row {
  source: string;
  source_id: string;
  type: SearchResultType;
  title: string;
  description: string;
  category: string;
  url: string;
}

/** Lower case, no accents: how the index compares words. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The words of a query as a `to_tsquery` expression: every word required, the last one also as a
 * prefix (the dialog searches as the visitor types: « licen » finds « licenciement »). Only letters
 * and digits reach the expression, so nothing a visitor types can change its syntax.
 */
export function toPrefixTsQuery(query: string): string | null {
  const words = foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

const EXCERPT_LENGTH = 220;

function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH - 30)).trimEnd()}…`;
}

function toResult(row: Row): SearchResult {
  return {
    id: `${row.source}:${row.source_id}`,
    type: row.type,
    title: row.title,
    description: excerpt(row.description),
    category: row.category,
    url: row.url,
  };
}

/**
 * The site search (GET /api/search): French full-text search, accent-insensitive: documents whose
 * title or description has the words, ranked (the title counts more; tools and pages are boosted),
 * then those that have them in their text, then, when that finds fewer than `limit`, titles that
 * look like the query (trigrams), so that a misspelt word (« licensiement ») still finds something.
 * Under 2 characters: nothing.
 */
export async function searchSite(
  em: EntityManager,
  { q, category, limit }: { q: string; category: SearchCategory; limit: number },
): Promise<SearchResult[]> {
  const query = q.trim();
  if (query.length < SEARCH_MIN_QUERY_LENGTH) return [];
  const typeFilter = category === 'all' ? '' : 'and type = ?';
  const typeParams = category === 'all' ? [] : [category];

  const tsquery = toPrefixTsQuery(query);
  // Documents whose title or description has the words, ranked; then those that have them in
  // their text only, tools and pages first. Only the small heading vectors are ranked.
  const ranked = tsquery
    ? await querySql<Row & { id: number }>(
        em,
        `select id, source, source_id, type, title, description, category, url
         from search_document, to_tsquery('french_unaccent', ?) query
         where head_vector @@ query ${typeFilter}
         order by ts_rank_cd(head_vector, query, 32) * boost desc, id
         limit ?`,
        [tsquery, ...typeParams, limit],
      )
    : [];
  if (tsquery && ranked.length < limit) {
    ranked.push(
      ...(await querySql<Row & { id: number }>(
        em,
        `select id, source, source_id, type, title, description, category, url
         from search_document, to_tsquery('french_unaccent', ?) query
         where search_vector @@ query and not (head_vector @@ query) ${typeFilter}
         order by boost desc, id
         limit ?`,
        [tsquery, ...typeParams, limit - ranked.length],
      )),
    );
  }
  if (ranked.length >= limit) return ranked.map(toResult);

  const folded = foldText(query);
  const similar = await querySql<Row>(
    em,
    `select source, source_id, type, title, description, category, url
     from search_document
     where ? <% immutable_unaccent(lower(title)) ${typeFilter} and id not in (select (jsonb_array_elements_text(?::jsonb))::int)
     order by word_similarity(?, immutable_unaccent(lower(title))) * boost desc, id
     limit ?`,
    [folded, ...typeParams, JSON.stringify(ranked.map((row) => row.id)), folded, limit - ranked.length],
  );
  return [...ranked, ...similar].map(toResult);
}
