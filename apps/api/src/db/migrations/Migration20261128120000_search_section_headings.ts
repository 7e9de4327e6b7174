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
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "search_document" drop column "section_vectors";`);
  }
}
