import { Migration } from '@mikro-orm/migrations';

export class Migration20261122173925_compact_search_vectors extends Migration {
  override name = 'Migration20261122173925_compact_search_vectors';

  override up(): void | Promise<void> {
    this.addSql(`alter table "article" drop column "search_vector";`);
    this.addSql(
      `alter table "article" add "search_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "summary"), 'B') || setweight(to_tsvector('french_unaccent', immutable_array_to_string("tags", ' ')), 'B') || strip(to_tsvector('french_unaccent', regexp_replace("content", '<[^>]*>', ' ', 'g')))) stored null;`,
    );

    this.addSql(`alter table "search_document" drop column "search_vector";`);
    this.addSql(
      `alter table "search_document" add "search_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "description"), 'B') || strip(to_tsvector('french_unaccent', "body"))) stored null;`,
    );

    // By hand (the schema diff knows neither): the vectors stay in the row, compressed, so that
    // ranking many matches reads no out-of-line storage; their GIN indexes, dropped with the
    // columns, come back.
    this.addSql(`alter table "article" alter column "search_vector" set storage main;`);
    this.addSql(`alter table "search_document" alter column "search_vector" set storage main;`);
    this.addSql(`create index "article_search_vector_index" on "article" using gin ("search_vector");`);
    this.addSql(
      `create index "search_document_vector_index" on "search_document" using gin ("search_vector");`,
    );

    // What results are ranked by: the headings alone (see the entities).
    this.addSql(
      `alter table "article" add "head_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "summary"), 'B') || setweight(to_tsvector('french_unaccent', immutable_array_to_string("tags", ' ')), 'B')) stored null;`,
    );
    this.addSql(`create index "article_head_vector_index" on "article" using gin ("head_vector");`);
    this.addSql(
      `alter table "search_document" add "head_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "description"), 'B')) stored null;`,
    );
    this.addSql(
      `create index "search_document_head_vector_index" on "search_document" using gin ("head_vector");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "article_head_vector_index";`);
    this.addSql(`alter table "article" drop column "head_vector";`);
    this.addSql(`drop index "search_document_head_vector_index";`);
    this.addSql(`alter table "search_document" drop column "head_vector";`);
    this.addSql(`alter table "article" drop column "search_vector";`);
    this.addSql(
      `alter table "article" add "search_vector" tsvector generated always as (((setweight(to_tsvector('french_unaccent'::regconfig, (title)::text), 'A'::"char") || setweight(to_tsvector('french_unaccent'::regconfig, summary), 'B'::"char")) || setweight(to_tsvector('french_unaccent'::regconfig, immutable_array_to_string(tags, ' '::text)), 'B'::"char")) || setweight(to_tsvector('french_unaccent'::regconfig, regexp_replace(content, '<[^>]*>'::text, ' '::text, 'g'::text)), 'C'::"char")) stored null;`,
    );

    this.addSql(`alter table "search_document" drop column "search_vector";`);
    this.addSql(
      `alter table "search_document" add "search_vector" tsvector generated always as ((setweight(to_tsvector('french_unaccent'::regconfig, title), 'A'::"char") || setweight(to_tsvector('french_unaccent'::regconfig, description), 'B'::"char")) || setweight(to_tsvector('french_unaccent'::regconfig, body), 'C'::"char")) stored null;`,
    );
    this.addSql(`create index "article_search_vector_index" on "article" using gin ("search_vector");`);
    this.addSql(
      `create index "search_document_vector_index" on "search_document" using gin ("search_vector");`,
    );
  }
}
