import { SEARCH_RESULT_TYPES } from '@dirigeo/schemas';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One thing a visitor may look for with the site search: an article, a tool, a practical sheet,
 * an article of the Code du travail, a page of the site, a question of the FAQ. Each content
 * feature registers its own documents under its `source` (`modules/search/index-documents.ts`), in
 * the same transaction as the change, so the index is never behind.
 *
 * Two vectors, computed by PostgreSQL with the accent-insensitive French configuration:
 * `search_vector` (the title, the description and the body's words without their positions, kept
 * in the row) decides what matches; `head_vector` (the title, weight A, and the description, B)
 * how it ranks. Ranking reads only the small one, and only for documents whose title or
 * description has the words: a common word matching thousands of texts ranks a few hundred
 * headings, the rest follow in a fixed order. The trigram index on the title finds misspelt words.
 * All are GIN indexes.
 */
export const SearchDocument = defineEntity({
  name: 'SearchDocument',
  tableName: 'search_document',
  uniques: [{ name: 'search_document_source_unique', properties: ['source', 'sourceId'] }],
  indexes: [
    { name: 'search_document_vector_index', properties: ['searchVector'], type: 'gin' },
    { name: 'search_document_head_vector_index', properties: ['headVector'], type: 'gin' },
    {
      name: 'search_document_title_trgm_index',
      expression:
        'create index "search_document_title_trgm_index" on "search_document" using gin (immutable_unaccent(lower("title")) gin_trgm_ops)',
    },
  ],
  // Keep `search_head_term` (the one-word searches' ranks) in step, once per statement; the function
  // they share is written in Migration20261128103400_search_head_terms.
  triggers: [
    {
      name: 'search_head_terms_insert',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      expression: `create trigger "search_head_terms_insert" after insert on "search_document" referencing new table as new_documents for each statement execute function "search_document_search_head_terms_fn"()`,
    },
    {
      name: 'search_head_terms_update',
      timing: 'after',
      events: ['update'],
      forEach: 'statement',
      expression: `create trigger "search_head_terms_update" after update on "search_document" referencing old table as old_documents new table as new_documents for each statement execute function "search_document_search_head_terms_fn"()`,
    },
    {
      name: 'search_head_terms_delete',
      timing: 'after',
      events: ['delete'],
      forEach: 'statement',
      expression: `create trigger "search_head_terms_delete" after delete on "search_document" referencing old table as old_documents for each statement execute function "search_document_search_head_terms_fn"()`,
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
        `(setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "description"), 'B') || strip(to_tsvector('french_unaccent', "body"))) stored`,
      )
      .lazy()
      .nullable(),
    /** The title (A) and the description (B) alone: what results are ranked by. */
    headVector: p
      .type('tsvector')
      .generated(
        `(setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "description"), 'B')) stored`,
      )
      .lazy()
      .nullable(),
    /** Each of its sections' headings as a vector (a practical sheet's « Peut-on se rétracter ? »). */
    sectionVectors: p.type('tsvector[]').lazy().defaultRaw(`'{}'`),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type SearchDocument = InferEntity<typeof SearchDocument>;
