import type { EntityManager } from '@mikro-orm/core';
import type { CollectiveAgreementsFile } from './data-files.ts';
import { cleanGinPendingList, insertRows } from './insert-rows.ts';
import { runSql } from '../lib/db/sql.ts';

/** Replaces the collective agreements in the database with the file's (caller's transaction). */
export async function loadCollectiveAgreements(
  em: EntityManager,
  file: CollectiveAgreementsFile,
): Promise<number> {
  await runSql(em, 'delete from "collective_agreement"');
  await insertRows(
    em,
    'collective_agreement',
    [
      { name: 'idcc', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'short_title', type: 'text' },
      { name: 'kali_id', type: 'text' },
    ],
    file.agreements.map((agreement) => ({
      idcc: agreement.idcc,
      title: agreement.title,
      short_title: agreement.shortTitle,
      kali_id: agreement.kaliId,
    })),
  );
  await cleanGinPendingList(em, 'collective_agreement_search_text_trgm_index');
  await runSql(em, 'analyze "collective_agreement"');
  return file.agreements.length;
}
