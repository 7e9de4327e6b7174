import { Migration } from '@mikro-orm/migrations';

/** Two-factor sign-in: the account's sealed TOTP secret and its single-use recovery codes (`modules/user`). */
export class Migration20261128010000_two_factor extends Migration {
  override name = 'Migration20261128010000_two_factor';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "app_user" add "two_factor_secret" varchar(255) null, add "two_factor_pending_secret" varchar(255) null, add "two_factor_enabled_at" timestamptz null, add "two_factor_last_step" int null;`,
    );
    this.addSql(
      `create table "two_factor_recovery_code" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(255) not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "two_factor_recovery_code_user_id_index" on "two_factor_recovery_code" ("user_id");`,
    );
    this.addSql(
      `alter table "two_factor_recovery_code" add constraint "two_factor_recovery_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "two_factor_recovery_code" cascade;`);
    this.addSql(
      `alter table "app_user" drop column "two_factor_secret", drop column "two_factor_pending_secret", drop column "two_factor_enabled_at", drop column "two_factor_last_step";`,
    );
  }
}
