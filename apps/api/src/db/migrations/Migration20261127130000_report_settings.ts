import { Migration } from '@mikro-orm/migrations';

/** A company's report settings: its payroll accounts, its yearly budget, its dashboard's indicators. */
export class Migration20261127130000_report_settings extends Migration {
  override name = 'Migration20261127130000_report_settings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "report_settings" ("user_id" int not null, "accounts" jsonb not null, "annual_budget_cents" bigint null, "indicators" jsonb not null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "report_settings" add constraint "report_settings_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "report_settings" cascade;`);
  }
}
