import { Migration } from '@mikro-orm/migrations';

/**
 * One payslip per person and period (issue 25): the officer's (no employee) once per user and month,
 * each employee's once per month. Two partial unique indexes, which PGlite and PostgreSQL both enforce,
 * replace the unique index on (user, year, month) that allowed one payslip a month for the whole company.
 */
export class Migration20261128040000_payslip_per_person extends Migration {
  override name = 'Migration20261128040000_payslip_per_person';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payslip" drop constraint if exists "payslip_user_period_unique";`);
    this.addSql(`drop index if exists "payslip_user_period_unique";`);
    this.addSql(
      `create unique index "payslip_officer_period_unique" on "payslip" ("user_id", "year", "month") where "employee_id" is null;`,
    );
    this.addSql(
      `create unique index "payslip_employee_period_unique" on "payslip" ("employee_id", "year", "month") where "employee_id" is not null;`,
    );
    // "A user's payslips by period", which the dropped unique index served.
    this.addSql(`create index "payslip_user_period_index" on "payslip" ("user_id", "year", "month");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "payslip_user_period_index";`);
    this.addSql(`drop index if exists "payslip_employee_period_unique";`);
    this.addSql(`drop index if exists "payslip_officer_period_unique";`);
    this.addSql(
      `alter table "payslip" add constraint "payslip_user_period_unique" unique ("user_id", "year", "month");`,
    );
  }
}
