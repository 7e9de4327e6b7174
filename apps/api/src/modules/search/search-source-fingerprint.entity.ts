import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * The SHA-256 of the documents a content feature last gave the site search as a whole
 * (`replaceSearchDocuments`): at the next start, the same documents are recognised at once and
 * nothing is sent to the database. Removed whenever a single document of the source changes.
 */
export const SearchSourceFingerprint = defineEntity({
  name: 'SearchSourceFingerprint',
  properties: {
    source: p.string().length(32).primary(),
    sha256: p.string().length(64),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type SearchSourceFingerprint = InferEntity<typeof SearchSourceFingerprint>;
