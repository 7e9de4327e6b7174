import type { EntityManager } from '@mikro-orm/core';
import { OFFICIAL_DATASETS, type OfficialDatasetInfo } from '@dirigeo/schemas';
import { z } from 'zod';
import { querySql } from '../../lib/db/sql.ts';

const rowSchema = z.object({
  name: z.enum(OFFICIAL_DATASETS),
  editor: z.string(),
  package_name: z.string(),
  package_version: z.string(),
  license: z.string(),
  item_count: z.number().int(),
  loaded_at: z.string(),
});

/** The official datasets loaded, with their source package, version and licence. */
export async function listOfficialDatasets(em: EntityManager): Promise<OfficialDatasetInfo[]> {
  const rows = z.array(rowSchema).parse(
    await querySql(
      em,
      `select "name", "editor", "package_name", "package_version", "license", "item_count",
         to_char("loaded_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "loaded_at"
       from "official_dataset"`,
    ),
  );
  return OFFICIAL_DATASETS.flatMap((dataset) =>
    rows
      .filter((row) => row.name === dataset)
      .map((row) => ({
        jeu: row.name,
        editeur: row.editor,
        paquet: row.package_name,
        version: row.package_version,
        licence: row.license,
        nombre: row.item_count,
        chargeLe: row.loaded_at,
      })),
  );
}
