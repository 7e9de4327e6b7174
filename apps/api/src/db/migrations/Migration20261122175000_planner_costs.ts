import { Migration } from '@mikro-orm/migrations';

/**
 * The planner's cost of a random page read, set for this database to what it is on solid-state
 * storage or in memory (1.1, against the default 4, which models spinning disks). With the default,
 * a search matching a few thousand articles was read by a full scan that decompresses every
 * article's vector (50 to 160 ms), instead of the GIN index's bitmap (5 to 10 ms): see
 * bench/README.md. Sessions opened after the migration get it.
 */
export class Migration20261122175000_planner_costs extends Migration {
  override name = 'Migration20261122175000_planner_costs';

  override up(): void {
    this.addSql(
      `do $$ begin execute format('alter database %I set random_page_cost = 1.1', current_database()); end $$;`,
    );
  }

  override down(): void {
    this.addSql(
      `do $$ begin execute format('alter database %I reset random_page_cost', current_database()); end $$;`,
    );
  }
}
