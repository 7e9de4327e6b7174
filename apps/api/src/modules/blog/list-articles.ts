import type { BlogList, BlogListQuery } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
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
 * A page of published articles (GET /api/blog): newest first, or, with `search`, the most relevant
 * first (French full-text over title, summary, tags and text, accent-insensitive, the visitor's
 * query read as a web search: words, "phrases", -excluded). Drafts never appear.
 */
export async function listPublishedArticles(em: EntityManager, query: BlogListQuery): Promise<BlogList> {
  const conditions = [`status = 'published'`];
  const params: unknown[] = [];
  if (query.category) {
    conditions.push('category = ?');
    params.push(query.category);
  }
  let order = 'published_at desc, created_at desc, id desc';
  const orderParams: unknown[] = [];
  if (query.search) {
    conditions.push(`search_vector @@ websearch_to_tsquery('french_unaccent', ?)`);
    params.push(query.search);
    order = `ts_rank_cd(search_vector, websearch_to_tsquery('french_unaccent', ?), 32) desc, ${order}`;
    orderParams.push(query.search);
  }
  const where = conditions.join(' and ');
  const [rows, counted] = await Promise.all([
    querySql<Row>(em, `select ${COLUMNS} from article where ${where} order by ${order} limit ? offset ?`, [
      ...params,
      ...orderParams,
      query.limit,
      query.offset,
    ]),
    querySql<{ total: number | string }>(em, `select count(*) as total from article where ${where}`, params),
  ]);
  return {
    articles: rows.map((row) => toArticleSummaryDto(toFields(row))),
    pagination: { total: Number(counted[0]?.total ?? 0), limit: query.limit, offset: query.offset },
  };
}
