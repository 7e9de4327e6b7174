import {
  SEARCH_MIN_QUERY_LENGTH,
  type SearchCategory,
  type SearchResult,
  type SearchResultType,
} from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { withStatementTimeout } from '../../lib/db/statement-timeout.ts';
import { querySql } from '../../lib/db/sql.ts';
import { PUBLIC_SEARCH_TIMEOUT_MS } from './search-limits.ts';
import { typoVocabulary } from './typo-vocabularies.ts';
import { correctWords, searchWords } from './typo-vocabulary.ts';

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
  const words = searchWords(foldText(query));
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
 * A one-word search (its tsquery one prefix, `'salair':*`) ranked from the precomputed weights of
 * `search_head_term` (search-head-term.entity.ts): the same order as `ts_rank_cd(head_vector,
 * query, 32) * boost`, read from one index range instead of every matching heading. Null when the
 * search is not one word (several words, a word the parser splits), which ranks as below.
 */
async function rankOneWord(
  em: EntityManager,
  tsquery: string,
  typeFilter: string,
  typeParams: string[],
  limit: number,
): Promise<Row[] | null> {
  // One statement: the stem of the one word when there is one, its documents ranked, else a
  // single row saying there is no one word (the order of the ranked rows is their rank).
  const rows = await querySql<Row & { one_word: boolean }>(
    em,
    `with stem as (
       select (regexp_match(to_tsquery('french_unaccent', ?)::text, '^''([^'']+)'':\\*$'))[1] collate "C" as lexeme
     ),
     ranked as (
       select document_id, (sum(weight) / (sum(weight) + 1))::real * max(boost) as rank
       from search_head_term, stem
       where search_head_term.lexeme >= stem.lexeme
         and search_head_term.lexeme < (stem.lexeme || chr(1114111)) collate "C" ${typeFilter}
       group by document_id
       order by rank desc, document_id
       limit ?
     )
     select true as one_word, rank, id, source, source_id, type, title, description, category, url
     from ranked join search_document on search_document.id = ranked.document_id
     union all
     select false, null, null, null, null, null, null, null, null, null from stem where lexeme is null
     order by one_word, rank desc, id`,
    [tsquery, ...typeParams, limit],
  );
  return rows[0]?.one_word === false ? null : rows;
}

/** Documents whose heading has the words, ranked; then those that have them in their text only. */
async function findDocuments(
  em: EntityManager,
  tsquery: string,
  typeFilter: string,
  typeParams: string[],
  limit: number,
): Promise<Row[]> {
  // Only the small heading vectors are ranked; the text matches come tools and pages first.
  const ranked =
    (await rankOneWord(em, tsquery, typeFilter, typeParams, limit)) ??
    (await querySql<Row>(
      em,
      `select source, source_id, type, title, description, category, url
       from search_document, to_tsquery('french_unaccent', ?) query
       where head_vector @@ query ${typeFilter}
       order by ts_rank_cd(head_vector, query, 32) * boost desc, id
       limit ?`,
      [tsquery, ...typeParams, limit],
    ));
  if (ranked.length < limit) {
    ranked.push(
      ...(await querySql<Row>(
        em,
        `select source, source_id, type, title, description, category, url
         from search_document, to_tsquery('french_unaccent', ?) query
         where search_vector @@ query and not (head_vector @@ query) ${typeFilter}
         order by boost desc, id
         limit ?`,
        [tsquery, ...typeParams, limit - ranked.length],
      )),
    );
  }
  return ranked;
}

/**
 * The site search (GET /api/search): French full-text search, accent-insensitive: documents whose
 * title or description has the words, ranked (the title counts more; tools and pages are boosted),
 * then those that have them in their text. When nothing has them, the words no document holds are
 * corrected against the dictionary of the index's titles and descriptions (`typo-vocabulary.ts`,
 * in memory), so that a misspelt word (« licensiement ») still finds its documents. Under 2
 * characters: nothing.
 */
async function searchSiteWithin(
  em: EntityManager,
  { q, category, limit }: { q: string; category: SearchCategory; limit: number },
): Promise<SearchResult[]> {
  const query = q.trim();
  if (query.length < SEARCH_MIN_QUERY_LENGTH) return [];
  const typeFilter = category === 'all' ? '' : 'and type = ?';
  const typeParams = category === 'all' ? [] : [category];
  const tsquery = toPrefixTsQuery(query);
  if (!tsquery) return [];
  const found = await findDocuments(em, tsquery, typeFilter, typeParams, limit);
  if (found.length > 0) return found.map(toResult);
  const { corrected } = correctWords(await typoVocabulary(em, 'site'), query);
  const correctedQuery = corrected ? toPrefixTsQuery(corrected) : null;
  if (!correctedQuery) return [];
  return (await findDocuments(em, correctedQuery, typeFilter, typeParams, limit)).map(toResult);
}

/** The site search, as above. Its statement timeout bounds what one visitor can cost the database (issue 28 §4). */
export async function searchSite(
  em: EntityManager,
  query: { q: string; category: SearchCategory; limit: number },
): Promise<SearchResult[]> {
  return withStatementTimeout(em, PUBLIC_SEARCH_TIMEOUT_MS, (tx) => searchSiteWithin(tx, query));
}
