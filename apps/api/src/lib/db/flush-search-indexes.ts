import type { EntityManager } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import { querySql } from './sql.ts';

/**
 * Merges the pending lists of the full-text and trigram (GIN) indexes into their trees, on the
 * embedded database. GIN indexes buffer new entries in a pending list that every search must read
 * whole until a vacuum merges it; PostgreSQL's autovacuum does, PGlite has none. After the content
 * loads, 500 pending pages made a search for a word no text holds read 4 MB: 240 ms where 0.2 ms
 * suffice (issue 28 §4). PostgreSQL is left to its autovacuum. Returns the pages merged.
 */
export async function flushSearchIndexes(em: EntityManager): Promise<number> {
  if (!(em.getDriver() instanceof PgliteDriver)) return 0;
  const rows = await querySql<{ pages: number | string | null }>(
    em,
    `select sum(gin_clean_pending_list(c.oid)) as pages
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
     join pg_namespace n on n.oid = c.relnamespace
     where a.amname = 'gin' and n.nspname = current_schema()`,
  );
  return Number(rows[0]?.pages ?? 0);
}

/**
 * Vacuums the site search's precomputed ranks (`search_head_term`) on the embedded database, which
 * has no autovacuum: a one-word search reads them from its index alone only where the visibility
 * map says the rows are visible to all (unvacuumed, « cotisations » read 4 800 rows from the table:
 * 10-14 ms instead of 2-3 ms on PostgreSQL). A vacuum skips the pages already all-visible, so a
 * restart with nothing new costs little; the statistics the planner needs are gathered once (the
 * words' distribution hardly moves with a new article), as analysing at every start cost 0.1-0.4 s.
 */
export async function vacuumSearchRanks(em: EntityManager): Promise<void> {
  if (!(em.getDriver() instanceof PgliteDriver)) return;
  await querySql(em, 'vacuum search_head_term');
  const analysed = await querySql(
    em,
    `select 1 from pg_stats where schemaname = current_schema() and tablename = 'search_head_term' limit 1`,
  );
  if (analysed.length === 0) await querySql(em, 'analyze search_head_term');
}
