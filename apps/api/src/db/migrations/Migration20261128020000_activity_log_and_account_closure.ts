import { Migration } from '@mikro-orm/migrations';

/**
 * The account's activity log (`activity_log_entry`, no foreign key: kept its own 12 months whatever
 * becomes of the account) and the closing of an account (`app_user.closed_at`).
 */
export class Migration20261128020000_activity_log_and_account_closure extends Migration {
  override name = 'Migration20261128020000_activity_log_and_account_closure';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "activity_log_entry" ("id" serial primary key, "user_id" int not null, "kind" text check ("kind" in ('account-created', 'sign-in', 'sign-in-failed', 'sign-out', 'session-ended', 'password-changed', 'password-reset', 'two-factor-enabled', 'two-factor-disabled', 'two-factor-recovery-code-used', 'settings-changed', 'payslip-finalised', 'declaration-prepared', 'declaration-deposited', 'export-downloaded', 'data-exported', 'account-deleted')) not null, "detail" varchar(255) null, "occurred_at" timestamptz not null, "ip" varchar(64) null, "user_agent" varchar(512) null);`,
    );
    this.addSql(
      `create index "activity_log_entry_user_id_occurred_at_index" on "activity_log_entry" ("user_id", "occurred_at");`,
    );
    this.addSql(
      `create index "activity_log_entry_occurred_at_index" on "activity_log_entry" ("occurred_at");`,
    );
    this.addSql(`alter table "app_user" add "closed_at" timestamptz null;`);
    this.addSql(`create index "app_user_closed_at_index" on "app_user" ("closed_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "app_user_closed_at_index";`);
    this.addSql(`alter table "app_user" drop column "closed_at";`);
    this.addSql(`drop table if exists "activity_log_entry" cascade;`);
  }
}
