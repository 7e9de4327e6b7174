import type { EntityManager } from '@mikro-orm/core';

/**
 * Hand-written SQL for what the ORM does not express (full-text ranking, bulk upserts), run in the
 * entity manager's transaction when it has one. Parameters are `?` placeholders, never spliced.
 */
export async function querySql<Row>(em: EntityManager, sql: string, params: unknown[] = []): Promise<Row[]> {
  return em.getConnection().execute<Row[]>(sql, params, 'all', em.getTransactionContext());
}

export async function runSql(em: EntityManager, sql: string, params: unknown[] = []): Promise<void> {
  await em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
}
