import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The site search's precomputed ranks (issue 28 §3): one row per word (lexeme) of a document's
 * heading (`search_document.head_vector`), with what that word weighs there: the sum of its
 * occurrences' weights, 1 in the title and 0.4 in the description, as `ts_rank_cd` counts them.
 * A one-word search (the dialog's usual one, « salaire ») then ranks its documents from this
 * table's covering index alone, instead of reading and ranking thousands of headings; longer
 * searches rank as before. Written only by the database: triggers on `search_document`
 * (`Migration20261128103400_search_head_terms`) keep it in step with every insert, update and
 * delete, so no writer can forget it.
 */
export const SearchHeadTerm = defineEntity({
  name: 'SearchHeadTerm',
  tableName: 'search_head_term',
  indexes: [
    // What a search reads: the words of a prefix, with everything ranking needs (no table access).
    {
      name: 'search_head_term_rank_index',
      properties: ['lexeme'],
      include: ['documentId', 'weight', 'boost', 'type'],
    },
  ],
  properties: {
    // First in the key: the triggers find a document's words by it. No foreign key: the triggers
    // remove a deleted document's words, once per statement (a foreign key checks each row).
    documentId: p.integer().primary(),
    /** The stemmed, accent-free word, compared byte by byte so that a prefix is an index range. */
    lexeme: p.text().collation('C').primary(),
    /** The document's type and boost, copied so that ranking never reads the document. */
    type: p.text(),
    boost: p.float(),
    /** The word's occurrences in the heading, each weighing 1 (title) or 0.4 (description), summed. */
    weight: p.double(),
  },
});
export type SearchHeadTerm = InferEntity<typeof SearchHeadTerm>;
