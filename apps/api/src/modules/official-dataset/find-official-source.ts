import type { EntityManager } from '@mikro-orm/core';
import type { OfficialDataset, OfficialSource } from '@dirigeo/schemas';
import { z } from 'zod';
import { querySql } from '../../lib/db/sql.ts';

const sourceRowSchema = z.object({
  editor: z.string(),
  package_name: z.string(),
  package_version: z.string(),
  license: z.string(),
});

/** Where the loaded dataset comes from (the official_dataset row), for the answers that cite it. */
export async function findOfficialSource(
  em: EntityManager,
  dataset: OfficialDataset,
): Promise<OfficialSource | null> {
  const rows = await querySql(
    em,
    'select "editor", "package_name", "package_version", "license" from "official_dataset" where "name" = ?',
    [dataset],
  );
  const row = z.array(sourceRowSchema).parse(rows)[0];
  if (!row) return null;
  return {
    editeur: row.editor,
    paquet: row.package_name,
    version: row.package_version,
    licence: row.license,
  };
}
