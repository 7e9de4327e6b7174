import { Migration } from '@mikro-orm/migrations';

/** Password-reset links: the hash of each token, its expiry and its use (`modules/user`). */
export class Migration20261127100100_password_reset extends Migration {
  override name = 'Migration20261127100100_password_reset';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_reset_token" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "password_reset_token_user_id_index" on "password_reset_token" ("user_id");`);
    this.addSql(
      `alter table "password_reset_token" add constraint "password_reset_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "password_reset_token" add constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_token" cascade;`);
  }
}
