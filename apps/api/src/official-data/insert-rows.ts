import type { EntityManager } from '@mikro-orm/core';
import { CompiledQuery, Kysely } from 'kysely';
import { runSql } from '../lib/db/sql.ts';

/** A column filled by `insertRows`, with its SQL type in `json_to_recordset`. */
export interface InsertColumn {
  name: string;
  type: 'text' | 'int' | 'date' | 'jsonb';
}

/** Rows per statement: about 1 MB of JSON. */
const BATCH_SIZE = 500;

/**
 * Inserts many rows in few statements, inside the entity manager's transaction: the rows go in
 * batches of one JSON document each (`json_to_recordset`) into a temporary table, then into the
 * table in one statement, on PostgreSQL and PGlite alike. Thousands of single-row inserts would
 * take PGlite minutes; the batches straight into an indexed table with a generated tsvector took
 * it twice as long as this. Row keys are the column names.
 *
 * The JSON is a bound parameter, through the transaction's Kysely connection: MikroORM's
 * `execute` inlines parameters as escaped literals, and escaping the 12 MB of the sheets' JSON
 * took longer than inserting them.
 */
export async function insertRows(
  em: EntityManager,
  table: string,
  columns: readonly InsertColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const transaction: unknown = em.getTransactionContext();
  if (!(transaction instanceof Kysely)) throw new Error('insertRows runs inside a transaction');
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const definitions = columns.map((column) => `"${column.name}" ${column.type}`).join(', ');
  const staging = `"${table}_staging"`;
  await runSql(em, `create temporary table ${staging} (${definitions}) on commit drop`);
  const insertBatch = `insert into ${staging} select * from json_to_recordset($1::json) as r(${definitions})`;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
    await transaction.executeQuery(CompiledQuery.raw(insertBatch, [batch]));
  }
  await runSql(em, `insert into "${table}" (${names}) select ${names} from ${staging}`);
  await runSql(em, `drop table ${staging}`);
}

/**
 * Moves what a bulk insert left in a GIN index's pending list (fastupdate) into the index proper:
 * a search scans the whole pending list, which after a load took 2 ms of every search of the code
 * and 30 ms of every typo correction on PostgreSQL. Autovacuum would do it, some time later.
 */
export async function cleanGinPendingList(em: EntityManager, index: string): Promise<void> {
  await runSql(em, 'select gin_clean_pending_list(?::regclass)', [index]);
}

/**
 * Replaces a dataset's vocabulary for the typo correction (see OfficialSearchWord and
 * search-vocabulary.ts), inside the caller's transaction.
 */
export async function replaceSearchWords(
  em: EntityManager,
  dataset: string,
  vocabulary: ReadonlyMap<string, number>,
): Promise<void> {
  await runSql(em, 'delete from "official_search_word" where "dataset" = ?', [dataset]);
  await insertRows(
    em,
    'official_search_word',
    [
      { name: 'dataset', type: 'text' },
      { name: 'word', type: 'text' },
      { name: 'document_count', type: 'int' },
    ],
    [...vocabulary].map(([word, count]) => ({ dataset, word, document_count: count })),
  );
  await cleanGinPendingList(em, 'official_search_word_word_trgm_index');
  await runSql(em, 'analyze "official_search_word"');
}
