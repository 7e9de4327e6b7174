import type { EntityManager } from '@mikro-orm/core';
import type { CollectiveAgreement } from '@dirigeo/schemas';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { toCollectiveAgreement } from './search-collective-agreements.ts';
import { querySql } from '../../lib/db/sql.ts';

const COLLECTIVE_AGREEMENT_NOT_FOUND_MESSAGE = 'Convention collective introuvable';

const rowSchema = z.object({
  idcc: z.string(),
  title: z.string(),
  short_title: z.string(),
  kali_id: z.string(),
});

/** One agreement by its IDCC, with or without its leading zeros (16 or 0016). */
export async function getCollectiveAgreement(em: EntityManager, idcc: string): Promise<CollectiveAgreement> {
  const rows = await querySql(
    em,
    `select "idcc", "title", "short_title", "kali_id" from "collective_agreement" where "idcc" = ?`,
    [idcc.padStart(4, '0')],
  );
  const row = z.array(rowSchema).parse(rows)[0];
  if (!row) throw new NotFoundError(COLLECTIVE_AGREEMENT_NOT_FOUND_MESSAGE);
  return toCollectiveAgreement(row);
}
