import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { OFFICIAL_DATASETS } from '@dirigeo/schemas';

/**
 * Which version of each official dataset the database holds: the checksum of the data file it was
 * loaded from (the loader reloads a dataset when its file's checksum differs), and its source.
 */
export const OfficialDatasetVersion = defineEntity({
  name: 'OfficialDatasetVersion',
  tableName: 'official_dataset',
  properties: {
    name: p.enum(OFFICIAL_DATASETS).primary(),
    /** SHA-256 of the data file's bytes. */
    checksum: p.string().length(64),
    editor: p.string().length(255),
    packageName: p.string().length(255),
    packageVersion: p.string().length(50),
    license: p.string().length(50),
    /** Sheets, articles or agreements loaded. */
    itemCount: p.integer(),
    loadedAt: p.datetime(),
    /** How long the load took, milliseconds. */
    loadMs: p.integer(),
  },
});
export type OfficialDatasetVersion = InferEntity<typeof OfficialDatasetVersion>;
