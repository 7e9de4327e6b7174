import { ARTICLE_STATUSES } from '@dirigeo/schemas';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Article } from './article.entity.ts';

/**
 * An article's heading alone (issue 28 §3): its `head_vector` (title A, summary and tags B) with
 * what the blog's search filters and orders by, so that ranking the articles whose heading holds
 * the words reads a narrow row each instead of the article's, which carries its text (« prélèvement
 * à la source », 1 675 of the bench's 10 000 articles: 988 pages of `article`). Written only by the
 * database: triggers on `article` (declared there, their function in
 * `Migration20261128160000_article_headings`) copy each insert and update, and the foreign key
 * removes a deleted article's heading, so no writer can forget it.
 */
export const ArticleHeading = defineEntity({
  name: 'ArticleHeading',
  tableName: 'article_heading',
  indexes: [
    // The ranking's matches: published headings only, as on `article`.
    {
      name: 'article_heading_head_vector_index',
      expression: `create index "article_heading_head_vector_index" on "article_heading" using gin ("head_vector") where "status" = 'published'`,
    },
  ],
  properties: {
    article: () => p.oneToOne(Article).primary().owner().deleteRule('cascade'),
    /** `article.head_vector`, copied. */
    headVector: p.type('tsvector').nullable(),
    status: p.enum(ARTICLE_STATUSES),
    category: p.string().length(100),
    publishedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type ArticleHeading = InferEntity<typeof ArticleHeading>;
