import { Migration } from '@mikro-orm/migrations';

/**
 * The article's full-text indexes cover published articles only, the only ones the blog searches:
 * its two counts (matches, and matches in a heading) come from the index alone instead of visiting
 * every matching row for its status (with 10 000 articles, 8 ms of a 12 ms search).
 */
export class Migration20261122191500_published_article_vector_indexes extends Migration {
  override name = 'Migration20261122191500_published_article_vector_indexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index "article_search_vector_index";`);
    this.addSql(
      `create index "article_search_vector_index" on "article" using gin ("search_vector") where "status" = 'published';`,
    );
    this.addSql(`drop index "article_head_vector_index";`);
    this.addSql(
      `create index "article_head_vector_index" on "article" using gin ("head_vector") where "status" = 'published';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "article_search_vector_index";`);
    this.addSql(`create index "article_search_vector_index" on "article" using gin ("search_vector");`);
    this.addSql(`drop index "article_head_vector_index";`);
    this.addSql(`create index "article_head_vector_index" on "article" using gin ("head_vector");`);
  }
}
