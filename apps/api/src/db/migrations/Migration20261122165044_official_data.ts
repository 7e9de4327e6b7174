import { Migration } from '@mikro-orm/migrations';

/**
 * The official content (issue 13): practical sheets, the Code du travail's sections and articles,
 * collective agreements, the vocabulary of the typo correction and the loaded versions. Generated
 * from the entities; its tsvector and trigram columns use `french_unaccent` and
 * `immutable_unaccent()` of the french-text-search migration before it.
 */
export class Migration20261122165044_official_data extends Migration {
  override name = 'Migration20261122165044_official_data';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "collective_agreement" ("idcc" varchar(4) not null, "title" text not null, "short_title" text not null, "kali_id" varchar(20) not null, "search_text" text generated always as (immutable_unaccent(lower(short_title || ' ' || title))) stored not null, primary key ("idcc"));`,
    );
    this.addSql(
      `create index "collective_agreement_search_text_trgm_index" on "collective_agreement" using gin ("search_text" gin_trgm_ops);`,
    );

    this.addSql(
      `create table "labour_code_article" ("id" varchar(30) not null, "legifrance_id" varchar(20) not null, "number" text not null, "number_key" varchar(30) null, "section_id" varchar(20) not null, "position" int not null, "html" text not null, "nota_html" text null, "text" text not null, "ancestors" jsonb not null, "ancestors_text" text not null, "in_force_since" date not null, "in_force_until" date null, "heading_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', number), 'A') || setweight(to_tsvector('french_unaccent', ancestors_text), 'B')) stored not null, "search_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', number), 'A') || setweight(to_tsvector('french_unaccent', ancestors_text), 'B') || strip(to_tsvector('french_unaccent', text))) stored not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "labour_code_article_section_position_index" on "labour_code_article" ("section_id", "position");`,
    );
    this.addSql(
      `create index "labour_code_article_id_pattern_index" on "labour_code_article" ("id" text_pattern_ops);`,
    );
    this.addSql(
      `create index "labour_code_article_number_key_pattern_index" on "labour_code_article" ("number_key" text_pattern_ops);`,
    );
    this.addSql(
      `create index "labour_code_article_heading_vector_index" on "labour_code_article" using gin ("heading_vector");`,
    );
    this.addSql(
      `create index "labour_code_article_search_vector_index" on "labour_code_article" using gin ("search_vector");`,
    );
    this.addSql(
      `alter table "labour_code_article" add constraint "labour_code_article_position_unique" unique ("position");`,
    );

    this.addSql(
      `create table "labour_code_section" ("id" varchar(20) not null, "parent_id" varchar(20) null, "title" text not null, "position" int not null, "ancestors" jsonb not null, "article_count" int not null, "first_article_id" varchar(30) not null, "first_article_number" text not null, "last_article_id" varchar(30) not null, "last_article_number" text not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "labour_code_section_parent_position_index" on "labour_code_section" ("parent_id", "position");`,
    );

    this.addSql(
      `create table "official_dataset" ("name" text not null, "checksum" varchar(64) not null, "editor" varchar(255) not null, "package_name" varchar(255) not null, "package_version" varchar(50) not null, "license" varchar(50) not null, "item_count" int not null, "loaded_at" timestamptz not null, "load_ms" int not null, primary key ("name"));`,
    );

    this.addSql(
      `create table "official_search_word" ("dataset" text not null, "word" varchar(255) not null, "document_count" int not null, primary key ("dataset", "word"));`,
    );
    this.addSql(
      `create index "official_search_word_word_trgm_index" on "official_search_word" using gin ("word" gin_trgm_ops);`,
    );

    this.addSql(
      `create table "practical_sheet" ("slug" varchar(200) not null, "pub_id" varchar(50) not null, "title" text not null, "description" text not null, "category" text not null, "updated_on" date not null, "official_url" text not null, "intro_html" text not null, "sections" jsonb not null, "cited_articles" jsonb not null, "body_text" text not null, "search_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', title), 'A') || setweight(to_tsvector('french_unaccent', description), 'B') || strip(to_tsvector('french_unaccent', body_text))) stored not null, primary key ("slug"));`,
    );
    this.addSql(`create index "practical_sheet_category_index" on "practical_sheet" ("category");`);
    this.addSql(
      `create index "practical_sheet_search_vector_index" on "practical_sheet" using gin ("search_vector");`,
    );

    // Written by hand (the schema diff does not track storage): the texts are compressed and moved
    // out of the row first, the tsvectors only when the row still cannot hold them. Ranking then
    // reads no out-of-line, compressed vector (a search by words: 4 ms to 1.5 ms on PostgreSQL).
    this.addSql(
      `alter table "labour_code_article" alter column "heading_vector" set storage main, alter column "search_vector" set storage main;`,
    );
    this.addSql(`alter table "practical_sheet" alter column "search_vector" set storage main;`);

    this.addSql(
      `alter table "official_dataset" add constraint "official_dataset_name_check" check ("name" in ('fiches-pratiques', 'code-du-travail', 'conventions-collectives'));`,
    );

    this.addSql(
      `alter table "official_search_word" add constraint "official_search_word_dataset_check" check ("dataset" in ('fiches-pratiques', 'code-du-travail', 'conventions-collectives'));`,
    );

    this.addSql(
      `alter table "practical_sheet" add constraint "practical_sheet_category_check" check ("category" in ('contrat', 'remuneration', 'temps-de-travail', 'conges', 'rupture', 'sante-securite', 'representation-du-personnel', 'formation', 'emploi-insertion', 'egalite-discriminations', 'particulier-employeur', 'droits-obligations', 'autres'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "collective_agreement" cascade;`);
    this.addSql(`drop table if exists "labour_code_article" cascade;`);
    this.addSql(`drop table if exists "labour_code_section" cascade;`);
    this.addSql(`drop table if exists "official_dataset" cascade;`);
    this.addSql(`drop table if exists "official_search_word" cascade;`);
    this.addSql(`drop table if exists "practical_sheet" cascade;`);
  }
}
