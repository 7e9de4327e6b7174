import type { EntityManager } from '@mikro-orm/core';
import { PUBLIC_SEARCH_TIMEOUT_MS } from '../search/search-limits.ts';
import { withStatementTimeout } from '../../lib/db/statement-timeout.ts';
import type { LabourCodeSearch, LabourCodeSearchQuery } from '@dirigeo/schemas';
import { z } from 'zod';
import { correctSearchWords } from '../search/correct-search-words.ts';
import { fullTextQuery } from '../search/full-text-query.ts';
import { searchExcerpt } from '../search/search-excerpt.ts';
import { type ArticleNumber, parseArticleNumber } from './article-number.ts';
import { querySql } from '../../lib/db/sql.ts';

const resultRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  text: z.string(),
  section: z.object({ id: z.string(), title: z.string() }),
});
type ResultRow = z.infer<typeof resultRowSchema>;

/** What a result carries: enough of the text for an excerpt, and the section it sits in. */
const RESULT_COLUMNS = `a."id", a."number", left(a."text", 2000) as "text", a."ancestors" -> -1 as "section"`;

function toResults(rows: readonly ResultRow[], words: readonly string[]): LabourCodeSearch['resultats'] {
  return rows.map((row) => ({
    id: row.id,
    numero: row.number,
    extrait: searchExcerpt(row.text, words),
    section: { id: row.section.id, titre: row.section.title },
  }));
}

/**
 * Articles by number: the article itself first, then those whose number continues it (L1234-9-1,
 * and L1234-90 last), in the code's order. Typed without its letter (1234-9), the number finds the
 * L, R and D articles that share it.
 */
async function searchByNumber(em: EntityManager, number: ArticleNumber, limit: number) {
  const column = number.letter ? '"id"' : '"number_key"';
  const value = `${number.letter ?? ''}${number.key}`;
  const rows = await withTexts(
    em,
    `select a."id", case when a.${column} = ? then 2 when a.${column} like ? then 1 else 0 end as rank, a."position"
     from "labour_code_article" a
     where a.${column} like ?
     order by rank desc, a."position"
     limit ?`,
    [value, `${value}-%`, `${value}%`, limit],
  );
  return { recherche: value, rows };
}

/**
 * A search whose every word is in more articles than this is broad (« salarié » is in 4,000
 * articles, « travail » in 9,000): ranking them all would read them all, so its articles whose
 * section titles hold the words come first, then the others, each in the code's order.
 */
const BROAD_SEARCH_ARTICLES = 1000;

async function select(em: EntityManager, sql: string, params: unknown[]): Promise<ResultRow[]> {
  return z.array(resultRowSchema).parse(await querySql(em, sql, params));
}

/**
 * The articles `kept` selects (`id`, `rank`, `position`, best first, limited), with their texts:
 * read for those only, not for the hundreds of articles sorted before the limit.
 */
function withTexts(em: EntityManager, kept: string, params: unknown[]): Promise<ResultRow[]> {
  return select(
    em,
    `select ${RESULT_COLUMNS} from (${kept}) as kept
     join "labour_code_article" a on a."id" = kept."id"
     order by kept.rank desc, kept."position"`,
    params,
  );
}

/** How many of the best ranked articles are ranked again on their own text. */
const RERANKED_ARTICLES = 50;

/**
 * Best ranked first: the words in the number or the section titles outrank the same in the text.
 * The text's words are kept without their positions, so a word found only there ranks nothing and
 * articles tied on their headings came in the code's order: « préavis de démission » put L1225-34
 * (a « Démission » sub-section of maternity, « sans préavis » in its text) before L1237-1 (« En cas
 * de démission, l'existence et la durée du préavis… »). The best 50 are ranked again by how closely
 * their own text holds the words (cover density), which decides such ties.
 */
function findRanked(em: EntityManager, words: string, match: 'all' | 'any', limit: number) {
  return withTexts(
    em,
    `with candidates as (
       select a."id", ts_rank(a."search_vector", q, 1) as rank, a."position"
       from "labour_code_article" a, ${fullTextQuery(match)} q
       where a."search_vector" @@ q
       order by rank desc, a."position" limit ${RERANKED_ARTICLES}
     )
     select c."id", c.rank + ts_rank_cd(to_tsvector('french_unaccent', left(a."text", 3000)), q) as rank, c."position"
     from candidates c join "labour_code_article" a on a."id" = c."id", ${fullTextQuery(match)} q
     order by rank desc, c."position" limit ?`,
    [words, words, limit],
  );
}

/** A broad search: the articles under matching section titles, then the others, in the code's order. */
async function findBroad(em: EntityManager, words: string, match: 'all' | 'any', limit: number) {
  const headings = await withTexts(
    em,
    `select a."id", 0 as rank, a."position" from "labour_code_article" a, ${fullTextQuery(match)} q
     where a."heading_vector" @@ q order by a."position" limit ?`,
    [words, limit],
  );
  if (headings.length === limit) return headings;
  const others = await withTexts(
    em,
    `select a."id", 0 as rank, a."position" from "labour_code_article" a, ${fullTextQuery(match)} q
     where a."search_vector" @@ q and not a."heading_vector" @@ q order by a."position" limit ?`,
    [words, limit - headings.length],
  );
  return [...headings, ...others];
}

function findByWords(em: EntityManager, words: string, match: 'all' | 'any', broad: boolean, limit: number) {
  return broad ? findBroad(em, words, match, limit) : findRanked(em, words, match, limit);
}

/**
 * Searches the Code du travail: an article number (`L1234-9`, `l1234-9`, `L. 1234-9`, `1234-9`)
 * finds that article and those that continue it; words are searched in the articles' text and the
 * titles of their sections (French stemming, accents ignored, best ranked first; for a broad
 * search, see BROAD_SEARCH_ARTICLES), mistyped words corrected first; when no article holds every
 * word, those holding some of them.
 */
async function searchLabourCodeWithin(
  em: EntityManager,
  query: LabourCodeSearchQuery,
): Promise<LabourCodeSearch> {
  const number = parseArticleNumber(query.q);
  if (number) {
    const found = await searchByNumber(em, number, query.limit);
    return {
      mode: 'numero',
      recherche: found.recherche,
      rechercheCorrigee: null,
      resultats: toResults(found.rows, []),
    };
  }
  const search = await correctSearchWords(em, 'code-du-travail', query.q);
  const words = search.words.join(' ');
  // Every word common (the least common bounds how many articles hold them all), or one common
  // word (when any word will do).
  const counts = search.documentCounts;
  const broadAll = counts.length > 0 && Math.min(...counts) > BROAD_SEARCH_ARTICLES;
  const broadAny = counts.length > 0 && Math.max(...counts) > BROAD_SEARCH_ARTICLES;
  let rows = await findByWords(em, words, 'all', broadAll, query.limit);
  if (rows.length === 0 && search.words.length > 1) {
    rows = await findByWords(em, words, 'any', broadAny, query.limit);
  }
  return {
    mode: 'mots',
    recherche: query.q,
    rechercheCorrigee: search.corrected,
    resultats: toResults(rows, search.words),
  };
}

/** The Code du travail search, as above. Its statement timeout bounds what one visitor can cost the database (issue 28 §4). */
export async function searchLabourCode(
  em: EntityManager,
  query: LabourCodeSearchQuery,
): Promise<LabourCodeSearch> {
  return withStatementTimeout(em, PUBLIC_SEARCH_TIMEOUT_MS, (tx) => searchLabourCodeWithin(tx, query));
}
