import { Migration } from '@mikro-orm/migrations';

/** Login alerts: the account's setting (on by default) and the browsers it already used. */
export class Migration20261127100300_login_alerts extends Migration {
  override name = 'Migration20261127100300_login_alerts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "login_alerts" boolean not null default true;`);
    this.addSql(
      `create table "known_browser" ("id" serial primary key, "user_id" int not null, "browser_key" varchar(64) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "known_browser" add constraint "known_browser_user_id_browser_key_unique" unique ("user_id", "browser_key");`,
    );
    this.addSql(
      `alter table "known_browser" add constraint "known_browser_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "known_browser" cascade;`);
    this.addSql(`alter table "app_user" drop column "login_alerts";`);
  }
}
