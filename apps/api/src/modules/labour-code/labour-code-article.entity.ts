import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { LabourCodeSectionTitle } from './labour-code-section.entity.ts';

/**
 * An article of the Code du travail in force. Searched by number through `id` and `number_key`
 * (prefix indexes), and by words, in the accent-insensitive French configuration, through:
 * - `heading_vector`: its number (weight A) and the titles of the sections it sits in (B);
 * - `search_vector`: the same, and the words of its text without their positions (`strip`, weight
 *   D, counted once). Stripped, the vectors stay small enough to be stored in the row: ranking the
 *   4,000 articles that say « salarié » no longer decompresses 4,000 out-of-line vectors (60 ms to
 *   7 ms on PostgreSQL), and a word in a section's title outranks the same word in the text.
 */
export const LabourCodeArticle = defineEntity({
  name: 'LabourCodeArticle',
  tableName: 'labour_code_article',
  indexes: [
    { name: 'labour_code_article_section_position_index', properties: ['sectionId', 'position'] },
    {
      name: 'labour_code_article_id_pattern_index',
      expression:
        'create index "labour_code_article_id_pattern_index" on "labour_code_article" ("id" text_pattern_ops)',
    },
    {
      name: 'labour_code_article_number_key_pattern_index',
      expression:
        'create index "labour_code_article_number_key_pattern_index" on "labour_code_article" ("number_key" text_pattern_ops)',
    },
    {
      name: 'labour_code_article_heading_vector_index',
      expression:
        'create index "labour_code_article_heading_vector_index" on "labour_code_article" using gin ("heading_vector")',
    },
    {
      name: 'labour_code_article_search_vector_index',
      expression:
        'create index "labour_code_article_search_vector_index" on "labour_code_article" using gin ("search_vector")',
    },
  ],
  uniques: [{ name: 'labour_code_article_position_unique', properties: ['position'] }],
  properties: {
    /** Ours, in URLs: the number (L1234-9, R1233-3-4 for R*1233-3-4), or an annex's LEGIARTI id. */
    id: p.string().length(30).primary(),
    /** Légifrance's id of the version served (LEGIARTI…). */
    legifranceId: p.string().length(20),
    /** As Légifrance writes it: L1234-9, R*1233-3-4, Annexe I. */
    number: p.text(),
    /** The number without its letter (1234-9), for a search typed without it; null for annexes. */
    numberKey: p.string().length(30).nullable(),
    sectionId: p.string().length(20),
    /** Order in the code. */
    position: p.integer(),
    /** Sanitised HTML. */
    html: p.text(),
    notaHtml: p.text().nullable(),
    /** Plain text. */
    text: p.text(),
    /** Its place, from the part down to its section. */
    ancestors: p.json<LabourCodeSectionTitle[]>(),
    /** The titles of `ancestors`, for the search. */
    ancestorsText: p.text(),
    inForceSince: p.date(),
    /** End of the served version when already known. */
    inForceUntil: p.date().nullable(),
    headingVector: p
      .type('tsvector')
      .generated(
        "(setweight(to_tsvector('french_unaccent', number), 'A') || setweight(to_tsvector('french_unaccent', ancestors_text), 'B')) stored",
      )
      .lazy()
      .hidden(),
    searchVector: p
      .type('tsvector')
      .generated(
        "(setweight(to_tsvector('french_unaccent', number), 'A') || setweight(to_tsvector('french_unaccent', ancestors_text), 'B') || strip(to_tsvector('french_unaccent', text))) stored",
      )
      .lazy()
      .hidden(),
  },
});
export type LabourCodeArticle = InferEntity<typeof LabourCodeArticle>;
