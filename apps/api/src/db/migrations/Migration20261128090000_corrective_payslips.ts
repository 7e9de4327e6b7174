import { Migration } from '@mikro-orm/migrations';

/**
 * Corrective payslips (issue 24, « bulletin rectificatif »): a finalised payslip is replaced by a new one that
 * points to it (`corrects_id`); the original, status 'replaced', stays as it was issued and no longer counts.
 * The one-per-person-and-month indexes leave the replaced one out.
 */
export class Migration20261128090000_corrective_payslips extends Migration {
  override name = 'Migration20261128090000_corrective_payslips';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payslip" drop constraint if exists "payslip_status_check";`);
    this.addSql(
      `alter table "payslip" add constraint "payslip_status_check" check ("status" in ('draft', 'completed', 'archived', 'replaced'));`,
    );
    this.addSql(`alter table "payslip" add column "corrects_id" int null;`);
    this.addSql(
      `alter table "payslip" add constraint "payslip_corrects_id_foreign" foreign key ("corrects_id") references "payslip" ("id") on update cascade on delete no action;`,
    );
    this.addSql(
      `create unique index "payslip_corrects_id_unique" on "payslip" ("corrects_id") where "corrects_id" is not null;`,
    );
    this.addSql(`drop index if exists "payslip_officer_period_unique";`);
    this.addSql(`drop index if exists "payslip_employee_period_unique";`);
    this.addSql(
      `create unique index "payslip_officer_period_unique" on "payslip" ("user_id", "year", "month") where "employee_id" is null and "status" <> 'replaced';`,
    );
    this.addSql(
      `create unique index "payslip_employee_period_unique" on "payslip" ("employee_id", "year", "month") where "employee_id" is not null and "status" <> 'replaced';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "payslip_corrects_id_unique";`);
    this.addSql(`alter table "payslip" drop constraint if exists "payslip_corrects_id_foreign";`);
    this.addSql(`alter table "payslip" drop column "corrects_id";`);
  }
}
