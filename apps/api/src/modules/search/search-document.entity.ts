import { SEARCH_RESULT_TYPES } from '@dirigeo/schemas';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One thing a visitor may look for with the site search: an article, a tool, a practical sheet,
 * an article of the Code du travail, a page of the site, a question of the FAQ. Each content
 * feature registers its own documents under its `source` (`modules/search/index-documents.ts`), in
 * the same transaction as the change, so the index is never behind.
 *
 * `search_vector` is computed by PostgreSQL from the title (weight A), the description (B) and the
 * body (C) with the accent-insensitive French configuration; the trigram index on the title finds
 * misspelt words. Both are GIN indexes.
 */
export const SearchDocument = defineEntity({
  name: 'SearchDocument',
  tableName: 'search_document',
  uniques: [{ name: 'search_document_source_unique', properties: ['source', 'sourceId'] }],
  indexes: [
    { name: 'search_document_vector_index', properties: ['searchVector'], type: 'gin' },
    {
      name: 'search_document_title_trgm_index',
      expression:
        'create index "search_document_title_trgm_index" on "search_document" using gin (immutable_unaccent(lower("title")) gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Which feature registered it: `article`, `fiche`, `code`, `tool`, `page`, `faq`. */
    source: p.string().length(32),
    /** Its id within that feature (an article's id, a sheet's slug…). */
    sourceId: p.string().length(255),
    type: p.enum(SEARCH_RESULT_TYPES),
    title: p.text(),
    description: p.text(),
    /** Plain text the words are looked for in (not shown). */
    body: p.text(),
    category: p.string().length(100),
    url: p.string().length(500),
    /** Multiplies the relevance: a tool or a page outranks a long text that mentions the words. */
    boost: p.float().default(1),
    searchVector: p
      .type('tsvector')
      .generated(
        `(setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "description"), 'B') || setweight(to_tsvector('french_unaccent', "body"), 'C')) stored`,
      )
      .lazy()
      .nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SearchDocument = InferEntity<typeof SearchDocument>;
