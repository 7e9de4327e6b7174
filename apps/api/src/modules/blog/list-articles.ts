import type { BlogList, BlogListQuery } from '@dirigeo/schemas';
import { BLOG_SEARCH_COUNT_LIMIT } from '@dirigeo/schemas/constants';
import type { EntityManager } from '@mikro-orm/core';
import { PUBLIC_SEARCH_TIMEOUT_MS } from '../search/search-limits.ts';
import { typoVocabulary } from '../search/typo-vocabularies.ts';
import { correctWords, withoutUnlistedStopWords } from '../search/typo-vocabulary.ts';
import { withStatementTimeout } from '../../lib/db/statement-timeout.ts';
import { querySql } from '../../lib/db/sql.ts';
import { type ArticleListFields, toArticleSummaryDto } from './article.dto.ts';

interface Row {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  image_url: string | null;
  published_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  word_count: number;
}

function date(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function toFields(row: Row): ArticleListFields {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    imageUrl: row.image_url,
    publishedAt: row.published_at === null ? null : date(row.published_at),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    wordCount: row.word_count,
  };
}

const COLUMNS =
  'id, slug, title, summary, category, tags, image_url, published_at, created_at, updated_at, word_count';

/**
 * A page of published articles (GET /api/blog): newest first, or, with `search`, those whose
 * heading (title, summary, tags) has the words first, most relevant first, then those that have
 * them in their text only, newest first (French full-text, accent-insensitive, the visitor's query
 * read as a web search: words, "phrases", -excluded). Drafts never appear. The headings are read
 * from `article_heading` (article-heading.entity.ts), narrow rows the ranking reads without the
 * articles' text; `article` holds the same filters, so one `where` serves both tables.
 */
async function listPublishedArticlesWithin(em: EntityManager, query: BlogListQuery): Promise<BlogList> {
  const conditions = [`status = 'published'`];
  const params: unknown[] = [];
  if (query.category) {
    conditions.push('category = ?');
    params.push(query.category);
  }
  const byDate = 'published_at desc, created_at desc, id desc';
  const where = conditions.join(' and ');
  // The page's ids first, from the indexes (a far page skips index entries, not rows), then the rows.
  const page = (idsQuery: string, idsParams: unknown[]) =>
    querySql<Row>(
      em,
      `with page as (select id, rank from unnest(array(${idsQuery})) with ordinality as ids(id, rank))
       select ${COLUMNS} from article join page using (id) order by page.rank`,
      idsParams,
    );

  if (!query.search) {
    const [rows, counted] = await Promise.all([
      page(`select id from article where ${where} order by ${byDate} limit ? offset ?`, [
        ...params,
        query.limit,
        query.offset,
      ]),
      querySql<{ total: number | string }>(
        em,
        `select count(*) as total from article where ${where}`,
        params,
      ),
    ]);
    return {
      articles: rows.map((row) => toArticleSummaryDto(toFields(row))),
      pagination: {
        total: Number(counted[0]?.total ?? 0),
        capped: false,
        limit: query.limit,
        offset: query.offset,
      },
    };
  }

  const searchPage = async (search: string): Promise<BlogList> => {
    const tsquery = `websearch_to_tsquery('french_unaccent', ?)`;
    // Two counts, each from its index alone (a heading's words are in the article's vector too),
    // each stopping where it stops mattering: the matches past `BLOG_SEARCH_COUNT_LIMIT` (« plus de
    // 1 000 articles »), the heading matches past this page (the page is all heading matches then).
    // The matches are read from materialized CTEs so that the planner, which does not know what
    // reading a vector costs, keeps the bitmap index scan instead of a sequential scan under the
    // limit (6.9 ms against 2.0 ms for « dividendes », 4 800 of the bench's 10 000 articles).
    const headedEnough = query.offset + query.limit;
    const [counted] = await querySql<{ total: number | string; headed: number | string }>(
      em,
      `with found as materialized (select from article where ${where} and search_vector @@ ${tsquery}),
            headed as materialized (select from article_heading where ${where} and head_vector @@ ${tsquery})
       select (select count(*) from (select from found limit ?) as counted) as total,
              (select count(*) from (select from headed limit ?) as counted) as headed`,
      [...params, search, ...params, search, BLOG_SEARCH_COUNT_LIMIT + 1, headedEnough],
    );
    const matches = Number(counted?.total ?? 0);
    const capped = matches > BLOG_SEARCH_COUNT_LIMIT;
    const total = Math.min(matches, BLOG_SEARCH_COUNT_LIMIT);
    // Exact when under `headedEnough`; otherwise this page holds heading matches only.
    const headed = Number(counted?.headed ?? 0);
    const rows: Row[] = [];
    if (query.offset < headed) {
      rows.push(
        ...(await page(
          `select article_id from article_heading where ${where} and head_vector @@ ${tsquery}
           order by ts_rank_cd(head_vector, ${tsquery}, 32) desc, published_at desc, created_at desc, article_id desc
           limit ? offset ?`,
          [...params, search, search, query.limit, query.offset],
        )),
      );
    }
    if (rows.length < query.limit && (capped || query.offset + rows.length < total)) {
      // Past the heading matches: an anti-join on the published headings (their partial index), which
      // the planner serves from the two indexes: a far page (offset 2 000 of « chomage president ») took
      // 13.8 ms walking the date index and testing each article's heading in its row, 3.1 ms so.
      rows.push(
        ...(await page(
          `select id from article where ${where} and search_vector @@ ${tsquery}
             and not exists (select from article_heading as heading
                             where heading.article_id = article.id and heading.status = 'published'
                               and heading.head_vector @@ ${tsquery})
           order by ${byDate} limit ? offset ?`,
          [...params, search, search, query.limit - rows.length, Math.max(0, query.offset - headed)],
        )),
      );
    }
    return {
      articles: rows.map((row) => toArticleSummaryDto(toFields(row))),
      pagination: { total, capped, limit: query.limit, offset: query.offset },
    };
  };
  const search = withoutUnlistedStopWords(query.search);
  const found = await searchPage(search);
  if (found.pagination.total > 0) return found;
  // Nothing holds every word: the words no document holds are corrected (« dividendes » for
  // « divdendes ») against the site search's dictionary, which holds the articles' headings.
  const { corrected } = correctWords(await typoVocabulary(em, 'site'), search);
  return corrected ? searchPage(corrected) : found;
}

/** The blog list, as above. Its statement timeout bounds what one visitor can cost the database (issue 28 §4). */
export async function listPublishedArticles(em: EntityManager, query: BlogListQuery): Promise<BlogList> {
  return withStatementTimeout(em, PUBLIC_SEARCH_TIMEOUT_MS, (tx) => listPublishedArticlesWithin(tx, query));
}
