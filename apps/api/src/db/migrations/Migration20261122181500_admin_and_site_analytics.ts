import { Migration } from '@mikro-orm/migrations';

export class Migration20261122181500_admin_and_site_analytics extends Migration {
  override name = 'Migration20261122181500_admin_and_site_analytics';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_session" ("token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "ends_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "admin_session_expires_at_index" on "admin_session" ("expires_at");`);

    this.addSql(
      `create table "analytics_page_view" ("day" date not null, "path" varchar(300) not null, "views" int not null default 0, primary key ("day", "path"));`,
    );

    this.addSql(
      `create table "analytics_salt" ("day" date not null, "salt" varchar(64) not null, primary key ("day"));`,
    );

    this.addSql(
      `create table "analytics_visitor" ("day" date not null, "visitor_hash" varchar(64) not null, "page_views" int not null default 0, "visits" int not null default 0, "bounced_visits" int not null default 0, "current_visit_pages" int not null default 0, "duration_ms" bigint not null default '0', "last_seen_at" timestamptz not null, primary key ("day", "visitor_hash"));`,
    );

    this.addSql(
      `create table "site_analytics" ("id" serial primary key, "date" date not null, "page_views" int not null, "unique_visitors" int not null, "chat_interactions" int not null default 0, "form_submissions" int not null default 0, "average_session_duration" int not null, "bounce_rate" numeric(5,2) not null, "top_pages" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "site_analytics" add constraint "site_analytics_date_unique" unique ("date");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_session" cascade;`);
    this.addSql(`drop table if exists "analytics_page_view" cascade;`);
    this.addSql(`drop table if exists "analytics_salt" cascade;`);
    this.addSql(`drop table if exists "analytics_visitor" cascade;`);
    this.addSql(`drop table if exists "site_analytics" cascade;`);
  }
}
