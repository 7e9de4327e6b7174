import { Migration } from '@mikro-orm/migrations';

/**
 * The articles' headings in a table of their own (issue 28 §3, `article-heading.entity.ts`): the
 * blog's search ranks the articles whose heading holds the words by reading their `head_vector`,
 * and an article's row carries its text, so ranking « prélèvement à la source » read 988 pages of
 * `article` for 1 675 headings (6.7 of the query's 7.0 ms, bench/README.md « stop 36 »).
 *
 * Triggers on `article` copy `head_vector` (still generated there, from the title, summary and
 * tags) and the columns the search filters and orders by, once per statement from its transition
 * table; an update rewrites only the headings it changed (an edit of the text alone leaves them).
 * The foreign key removes a deleted article's heading. The function and the filling of the
 * existing articles are written by hand (the schema diff knows neither).
 */
export class Migration20261128160000_article_headings extends Migration {
  override name = 'Migration20261128160000_article_headings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "article_heading" ("article_id" int not null, "head_vector" tsvector null, "status" text not null, "category" varchar(100) not null, "published_at" timestamptz null, "created_at" timestamptz not null, primary key ("article_id"));`,
    );
    this.addSql(
      `create function "article_headings_fn"() returns trigger language plpgsql as $$
       begin
         insert into article_heading (article_id, head_vector, status, category, published_at, created_at)
         select id, head_vector, status, category, published_at, created_at from new_articles
         on conflict (article_id) do update
           set head_vector = excluded.head_vector, status = excluded.status, category = excluded.category,
               published_at = excluded.published_at, created_at = excluded.created_at
           where (article_heading.head_vector, article_heading.status, article_heading.category,
                  article_heading.published_at, article_heading.created_at)
                 is distinct from (excluded.head_vector, excluded.status, excluded.category,
                                   excluded.published_at, excluded.created_at);
         return null;
       end
       $$;`,
    );
    for (const event of ['insert', 'update']) {
      this.addSql(
        `create trigger "article_headings_${event}" after ${event} on "article" referencing new table as new_articles for each statement execute function "article_headings_fn"();`,
      );
    }
    this.addSql(
      `insert into "article_heading" ("article_id", "head_vector", "status", "category", "published_at", "created_at") select "id", "head_vector", "status", "category", "published_at", "created_at" from "article";`,
    );
    this.addSql(
      `create index "article_heading_head_vector_index" on "article_heading" using gin ("head_vector") where "status" = 'published';`,
    );
    // The search reads the headings from here alone: the article's own index on them would only slow its writes.
    this.addSql(`drop index "article_head_vector_index";`);
    this.addSql(
      `alter table "article_heading" add constraint "article_heading_article_id_foreign" foreign key ("article_id") references "article" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "article_heading" add constraint "article_heading_status_check" check ("status" in ('draft', 'published'));`,
    );
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update']) {
      this.addSql(`drop trigger if exists "article_headings_${event}" on "article";`);
    }
    this.addSql(`drop function if exists "article_headings_fn"();`);
    this.addSql(`drop table if exists "article_heading" cascade;`);
    this.addSql(
      `create index "article_head_vector_index" on "article" using gin ("head_vector") where "status" = 'published';`,
    );
  }
}
