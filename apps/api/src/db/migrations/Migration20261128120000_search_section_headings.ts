import { Migration } from '@mikro-orm/migrations';

/**
 * The headings of a document's sections (a practical sheet's « Peut-on se rétracter ? », « Temps de
 * pause »), one vector each, so that the assistant's ranking finds the sheet one of whose sections
 * is about the question (`modules/search/rank-passages.ts`). Computed once when the document is
 * indexed (`index-documents.ts`): reading them per question from the sheets' sections took the
 * answer's p95 from about 50 to 120 ms on the bench.
 */
export class Migration20261128120000_search_section_headings extends Migration {
  override name = 'Migration20261128120000_search_section_headings';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "search_document" add column "section_vectors" tsvector[] not null default '{}';`,
    );
    // The sheets already indexed have none: without them the next start-up, finding the sheets of
    // the same version indexed, would keep them so until the dataset's next version. Removed with
    // their fingerprint, they are indexed again, headings included, by the start-up that follows.
    this.addSql(`delete from "search_document" where "source" = 'fiche';`);
    this.addSql(`delete from "search_source_fingerprint" where "source" = 'fiche';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "search_document" drop column "section_vectors";`);
  }
}
