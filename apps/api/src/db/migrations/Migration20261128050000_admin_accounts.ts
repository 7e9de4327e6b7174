import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22 §3: named back-office accounts (username, password, TOTP) instead of one shared
 * ADMIN_PASSWORD, and the log of what each of them did in the back office.
 */
export class Migration20261128050000_admin_accounts extends Migration {
  override name = 'Migration20261128050000_admin_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_account" ("id" serial primary key, "username" varchar(64) not null, "password_hash" varchar(255) not null, "totp_secret" varchar(255) not null, "totp_last_step" int null, "created_at" timestamptz not null, "disabled_at" timestamptz null);`,
    );
    this.addSql(
      `create unique index "admin_account_username_lower_unique" on "admin_account" (lower("username"));`,
    );
    this.addSql(
      `create table "admin_audit_log" ("id" serial primary key, "admin_account_id" int null, "author" varchar(64) not null, "action" varchar(64) not null, "target" varchar(255) null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "admin_audit_log_admin_account_id_index" on "admin_audit_log" ("admin_account_id");`,
    );
    this.addSql(`create index "admin_audit_log_created_at_index" on "admin_audit_log" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_audit_log";`);
    this.addSql(`drop table if exists "admin_account";`);
  }
}
