import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A collective agreement with its IDCC. `search_text` (titles in lower case, without accents)
 * carries a trigram index: words of the title are found anywhere, accents and case aside, and a
 * word mistyped still finds its title.
 */
export const CollectiveAgreement = defineEntity({
  name: 'CollectiveAgreement',
  tableName: 'collective_agreement',
  indexes: [
    {
      name: 'collective_agreement_search_text_trgm_index',
      expression:
        'create index "collective_agreement_search_text_trgm_index" on "collective_agreement" using gin ("search_text" gin_trgm_ops)',
    },
  ],
  properties: {
    /** 4 digits: 0016. */
    idcc: p.string().length(4).primary(),
    title: p.text(),
    shortTitle: p.text(),
    /** Its container on Légifrance, KALICONT… */
    kaliId: p.string().length(20),
    searchText: p
      .text()
      .generated("(immutable_unaccent(lower(short_title || ' ' || title))) stored")
      .lazy()
      .hidden(),
  },
});
export type CollectiveAgreement = InferEntity<typeof CollectiveAgreement>;
