import { Migration } from '@mikro-orm/migrations';

export class Migration20261122161743_search_index extends Migration {
  override name = 'Migration20261122161743_search_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "search_document" ("id" serial primary key, "source" varchar(32) not null, "source_id" varchar(255) not null, "type" text not null, "title" text not null, "description" text not null, "body" text not null, "category" varchar(100) not null, "url" varchar(500) not null, "boost" real not null default 1, "search_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "description"), 'B') || setweight(to_tsvector('french_unaccent', "body"), 'C')) stored null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "search_document_vector_index" on "search_document" using gin ("search_vector");`,
    );
    this.addSql(
      `create index "search_document_title_trgm_index" on "search_document" using gin (immutable_unaccent(lower("title")) gin_trgm_ops);`,
    );
    this.addSql(
      `alter table "search_document" add constraint "search_document_source_unique" unique ("source", "source_id");`,
    );

    this.addSql(
      `alter table "search_document" add constraint "search_document_type_check" check ("type" in ('article', 'tool', 'fiche', 'page'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "search_document" cascade;`);
  }
}
