import { ARTICLE_STATUSES } from '@dirigeo/schemas';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** Who wrote an article's current text: a file of the repository, or the back office. */
export const ARTICLE_ORIGINS = ['file', 'back-office'] as const;
export type ArticleOrigin = (typeof ARTICLE_ORIGINS)[number];

/**
 * A blog article (spec 001 §3, stored form). `content` is HTML that went through the sanitiser on
 * its way in, whoever wrote it. Articles written as files (`apps/api/content/blog/`) are loaded at
 * start-up and updated from their file until the back office changes them (`origin`).
 *
 * The blog's search matches on `search_vector` (title, summary, tags, and the text's words without
 * their positions) and ranks on `head_vector` (title A, summary and tags B) only:
 * articles whose heading has the words come first by relevance, then those that have them in
 * their text, newest first. The partial index on the publication date serves its pages. The
 * ranking reads the heading from `article_heading`, a narrow copy kept by triggers.
 */
export const Article = defineEntity({
  name: 'Article',
  tableName: 'article',
  indexes: [
    // Published articles only: the blog's count of matches then comes from the index alone, without
    // visiting thousands of rows to check their status (the headings' index is `article_heading`'s).
    {
      name: 'article_search_vector_index',
      expression: `create index "article_search_vector_index" on "article" using gin ("search_vector") where "status" = 'published'`,
    },
    {
      name: 'article_published_order_index',
      expression: `create index "article_published_order_index" on "article" ("published_at" desc, "created_at" desc, "id" desc) where "status" = 'published'`,
    },
    { name: 'article_category_index', properties: ['category'] },
  ],
  // Keep `article_heading` (what the search ranks by, article-heading.entity.ts) in step, once per
  // statement; the function they share is written in Migration20261128160000_article_headings.
  triggers: [
    {
      name: 'article_headings_insert',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      expression: `create trigger "article_headings_insert" after insert on "article" referencing new table as new_articles for each statement execute function "article_headings_fn"()`,
    },
    {
      name: 'article_headings_update',
      timing: 'after',
      events: ['update'],
      forEach: 'statement',
      expression: `create trigger "article_headings_update" after update on "article" referencing new table as new_articles for each statement execute function "article_headings_fn"()`,
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(200).unique(),
    title: p.string().length(300),
    summary: p.text(),
    content: p.text(),
    category: p.string().length(100),
    tags: p.array().default([]),
    imageUrl: p.string().length(500).nullable(),
    /** The back-office author's id, when there are several (spec 001 §3: optional). */
    authorId: p.integer().nullable(),
    /** The author's name as the back office lists it. */
    author: p.string().length(255).nullable(),
    status: p.enum(ARTICLE_STATUSES).default('draft'),
    publishedAt: p.datetime().nullable(),
    /** Words of the text, for the reading time. */
    wordCount: p.integer().default(0),
    origin: p.enum(ARTICLE_ORIGINS).default('back-office'),
    /** SHA-256 of the file an article was last loaded from; null once the back office changed it. */
    sourceHash: p.string().length(64).nullable(),
    searchVector: p
      .type('tsvector')
      .generated(
        `(setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "summary"), 'B') || setweight(to_tsvector('french_unaccent', immutable_array_to_string("tags", ' ')), 'B') || strip(to_tsvector('french_unaccent', regexp_replace("content", '<[^>]*>', ' ', 'g')))) stored`,
      )
      .lazy()
      .nullable(),
    /** Title (A), summary and tags (B) alone: what a search ranks by. */
    headVector: p
      .type('tsvector')
      .generated(
        `(setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "summary"), 'B') || setweight(to_tsvector('french_unaccent', immutable_array_to_string("tags", ' ')), 'B')) stored`,
      )
      .lazy()
      .nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Article = InferEntity<typeof Article>;
