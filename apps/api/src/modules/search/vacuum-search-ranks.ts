import type { EntityManager } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import { querySql } from '../../lib/db/sql.ts';

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
