import { Migration } from '@mikro-orm/migrations';

export class Migration20261122162120_blog_articles extends Migration {
  override name = 'Migration20261122162120_blog_articles';

  override up(): void | Promise<void> {
    // Written by hand: array_to_string is only "stable", and a generated column needs an immutable
    // function (it is, for a text array and a text separator).
    this.addSql(
      `create function immutable_array_to_string(text[], text) returns text language sql immutable parallel safe strict as $$ select array_to_string($1, $2) $$;`,
    );
    this.addSql(
      `create table "article" ("id" serial primary key, "slug" varchar(200) not null, "title" varchar(300) not null, "summary" text not null, "content" text not null, "category" varchar(100) not null, "tags" text[] not null default '{}', "image_url" varchar(500) null, "author_id" int null, "author" varchar(255) null, "status" text not null default 'draft', "published_at" timestamptz null, "word_count" int not null default 0, "origin" text not null default 'back-office', "source_hash" varchar(64) null, "search_vector" tsvector generated always as (setweight(to_tsvector('french_unaccent', "title"), 'A') || setweight(to_tsvector('french_unaccent', "summary"), 'B') || setweight(to_tsvector('french_unaccent', immutable_array_to_string("tags", ' ')), 'B') || setweight(to_tsvector('french_unaccent', regexp_replace("content", '<[^>]*>', ' ', 'g')), 'C')) stored null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "article" add constraint "article_slug_unique" unique ("slug");`);
    this.addSql(`create index "article_search_vector_index" on "article" using gin ("search_vector");`);
    this.addSql(
      `create index "article_published_order_index" on "article" ("published_at" desc, "created_at" desc, "id" desc) where "status" = 'published';`,
    );
    this.addSql(`create index "article_category_index" on "article" ("category");`);

    this.addSql(
      `alter table "article" add constraint "article_status_check" check ("status" in ('draft', 'published'));`,
    );
    this.addSql(
      `alter table "article" add constraint "article_origin_check" check ("origin" in ('file', 'back-office'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article" cascade;`);
    this.addSql('drop function if exists immutable_array_to_string(text[], text);');
  }
}
