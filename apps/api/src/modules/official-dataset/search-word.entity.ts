import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { OFFICIAL_DATASETS } from '@dirigeo/schemas';

/**
 * The words of a dataset's texts (lower case, without accents), with a trigram index: a searched
 * word that is in no text is replaced by the closest word that is (« licensiement » →
 * « licenciement ») before the full-text search. Rebuilt with the dataset.
 */
export const OfficialSearchWord = defineEntity({
  name: 'OfficialSearchWord',
  tableName: 'official_search_word',
  indexes: [
    {
      name: 'official_search_word_word_trgm_index',
      expression:
        'create index "official_search_word_word_trgm_index" on "official_search_word" using gin ("word" gin_trgm_ops)',
    },
  ],
  properties: {
    dataset: p.enum(OFFICIAL_DATASETS).primary(),
    word: p.string().length(255).primary(),
    /** In how many documents of the dataset it appears: the most common of equally close words wins. */
    documentCount: p.integer(),
  },
});
export type OfficialSearchWord = InferEntity<typeof OfficialSearchWord>;
