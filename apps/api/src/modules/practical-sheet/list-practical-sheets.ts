import type { EntityManager } from '@mikro-orm/core';
import { PUBLIC_SEARCH_TIMEOUT_MS } from '../search/search-limits.ts';
import { withStatementTimeout } from '../../lib/db/statement-timeout.ts';
import {
  PRACTICAL_SHEET_CATEGORIES,
  PRACTICAL_SHEET_CATEGORY_LABELS,
  type PracticalSheetListQuery,
  type PracticalSheetSummary,
} from '@dirigeo/schemas';
import { z } from 'zod';
import { correctSearchWords } from '../search/correct-search-words.ts';
import { fullTextQuery } from '../search/full-text-query.ts';
import { querySql } from '../../lib/db/sql.ts';

const summaryRowSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PRACTICAL_SHEET_CATEGORIES),
  date: z.string(),
  intro_html: z.string(),
  total: z.number().int(),
});

export interface PracticalSheetPage {
  sheets: PracticalSheetSummary[];
  /** Sheets matching, all pages together. */
  total: number;
  /** The search as corrected when a word was mistyped, else null. */
  correctedSearch: string | null;
}

const SUMMARY_COLUMNS = `s."slug", s."title", s."description", s."category", to_char(s."updated_on", 'DD/MM/YYYY') as "date", s."intro_html", count(*) over ()::int as "total"`;

async function findPage(
  em: EntityManager,
  query: PracticalSheetListQuery,
  words: { text: string; match: 'all' | 'any' } | null,
) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  let from = '"practical_sheet" s';
  let order = 'immutable_unaccent(lower(s."title")), s."slug"';
  if (words) {
    from += `, ${fullTextQuery(words.match)} q`;
    params.push(words.text);
    conditions.push('s."search_vector" @@ q');
    order = 'ts_rank(s."search_vector", q, 1) desc, s."slug"';
  }
  if (query.categorie) {
    conditions.push('s."category" = ?');
    params.push(query.categorie);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const rows = await querySql(
    em,
    `select ${SUMMARY_COLUMNS} from ${from} ${where} order by ${order} limit ? offset ?`,
    [...params, query.limit, query.offset],
  );
  return z.array(summaryRowSchema).parse(rows);
}

/**
 * A page of the practical sheets (spec 001 §3), by title or, with `q`, best match first (title,
 * description and content, French stemming, accents ignored, mistyped words corrected; when no
 * sheet holds every word, those holding some), optionally of one category.
 */
async function listPracticalSheetsWithin(
  em: EntityManager,
  query: PracticalSheetListQuery,
): Promise<PracticalSheetPage> {
  let rows: z.infer<typeof summaryRowSchema>[];
  let correctedSearch: string | null = null;
  if (query.q) {
    const search = await correctSearchWords(em, 'fiches-pratiques', query.q);
    correctedSearch = search.corrected;
    const text = search.words.join(' ');
    rows = await findPage(em, query, { text, match: 'all' });
    // Every page of a search whose words no sheet holds together lists the sheets holding some: a
    // page past the first asks whether any sheet holds them all, not only whether this page is empty.
    if (rows.length === 0 && search.words.length > 1) {
      const holdAll =
        query.offset > 0 &&
        (await findPage(em, { ...query, offset: 0, limit: 1 }, { text, match: 'all' })).length > 0;
      if (!holdAll) rows = await findPage(em, query, { text, match: 'any' });
    }
  } else {
    rows = await findPage(em, query, null);
  }
  return {
    sheets: rows.map((row) => ({
      id: row.slug,
      titre: row.title,
      description: row.description,
      categorie: row.category,
      categorieLibelle: PRACTICAL_SHEET_CATEGORY_LABELS[row.category],
      date: row.date,
      contenu: row.intro_html,
    })),
    total: rows[0]?.total ?? 0,
    correctedSearch,
  };
}

/** The practical sheets, as above. Its statement timeout bounds what one visitor can cost the database (issue 28 §4). */
export async function listPracticalSheets(
  em: EntityManager,
  query: PracticalSheetListQuery,
): Promise<PracticalSheetPage> {
  return withStatementTimeout(em, PUBLIC_SEARCH_TIMEOUT_MS, (tx) => listPracticalSheetsWithin(tx, query));
}
