import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A file kept in the database by `PostgresFileStorage` (every instance reads the same bytes): its
 * key, and whether its last chunk was written. Its bytes are the rows of `StoredFileChunk`.
 */
export const StoredFile = defineEntity({
  name: 'StoredFile',
  properties: {
    /** The storage key (`<userId>/<uuid>`), as the document row holds it. */
    key: p.string().length(255).primary(),
    /** Bytes, once complete. */
    size: p.bigint('number').default(0),
    /** False while the upload is under way: an incomplete file is never read, and is swept later. */
    complete: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StoredFile = InferEntity<typeof StoredFile>;

/** A piece of a stored file's bytes, in order (`position` 0, 1, …); at most 256 KB each. */
export const StoredFileChunk = defineEntity({
  name: 'StoredFileChunk',
  properties: {
    file: () => p.manyToOne(StoredFile).primary().deleteRule('cascade'),
    position: p.integer().primary(),
    data: p.blob(),
  },
});
export type StoredFileChunk = InferEntity<typeof StoredFileChunk>;
