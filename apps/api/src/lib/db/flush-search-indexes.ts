import type { EntityManager } from '@mikro-orm/core';
import { querySql } from './sql.ts';

/**
 * Merges the pending lists of the full-text and trigram (GIN) indexes into their trees. GIN indexes
 * buffer new entries in a pending list that every search must read whole until a vacuum merges it.
 * PGlite has no autovacuum: after the content loads, 500 pending pages made a search for a word no
 * text holds read 4 MB, 240 ms where 0.2 ms suffice (issue 28 §4). PostgreSQL's autovacuum merges
 * them some time later, or never where it is turned off: on the bench's server (autovacuum off), the
 * 500 pages left by a first start made the assistant's p95 135 ms instead of 81 ms (stop 46). A
 * restart that loads nothing new finds the lists empty. Returns the pages merged.
 */
export async function flushSearchIndexes(em: EntityManager): Promise<number> {
  const rows = await querySql<{ pages: number | string | null }>(
    em,
    `select sum(gin_clean_pending_list(c.oid)) as pages
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
     join pg_namespace n on n.oid = c.relnamespace
     where a.amname = 'gin' and n.nspname = current_schema()
       -- Only the indexes this role may merge (their owner's), never on a read-only standby.
       and pg_has_role(c.relowner, 'USAGE') and not pg_is_in_recovery()`,
  );
  return Number(rows[0]?.pages ?? 0);
}
