import { Migration } from '@mikro-orm/migrations';

/**
 * The practical sheets' search documents are indexed again: a day glued to its month in the sheets'
 * source text (« 1ermai ») is now spaced when they are indexed
 * (`modules/practical-sheet/list-practical-sheet-search-documents.ts`). The start-up indexes the
 * sheets only when their dataset's version changed or the index holds none of them; removed with
 * their fingerprint, they are indexed again by the start-up that follows, as
 * `Migration20261128120000_search_section_headings` did.
 */
export class Migration20261128140000_search_sheets_glued_dates extends Migration {
  override name = 'Migration20261128140000_search_sheets_glued_dates';

  override up(): void | Promise<void> {
    this.addSql(`delete from "search_document" where "source" = 'fiche';`);
    this.addSql(`delete from "search_source_fingerprint" where "source" = 'fiche';`);
  }

  override down(): void | Promise<void> {
    // Nothing to restore: the next start-up indexes the sheets again either way.
  }
}
