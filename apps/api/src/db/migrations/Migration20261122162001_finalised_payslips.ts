import { Migration } from '@mikro-orm/migrations';

export class Migration20261122162001_finalised_payslips extends Migration {
  override name = 'Migration20261122162001_finalised_payslips';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "finalised_payslip" ("payslip_id" int not null, "view" jsonb not null, "pdf" bytea not null, "pdf_sha256" varchar(64) not null, "finalised_at" timestamptz not null, primary key ("payslip_id"));`,
    );

    this.addSql(
      `alter table "app_user" add "company_address" varchar(255) null, add "naf_code" varchar(6) null;`,
    );

    this.addSql(`alter table "payslip" add "payment_date" date null;`);

    this.addSql(
      `alter table "finalised_payslip" add constraint "finalised_payslip_payslip_id_foreign" foreign key ("payslip_id") references "payslip" ("id") on update cascade on delete cascade;`,
    );

    // Written by hand: the data snapshot of the payslips stored before keeps the fields the spec's
    // client sends (employerName, employeeName, position, the amounts, netSalary, month, year,
    // status). Identity fields already there win over the profile's; amounts, period and status
    // come from the payslip's own columns. Payslips already finalised get their frozen document
    // at the next start (freezeUnfrozenPayslips), which this SQL cannot render.
    this.addSql(`update "payslip" as p set "data" =
      jsonb_strip_nulls(jsonb_build_object(
        'employerName', u."company",
        'employerSiret', u."siret",
        'employeeName', u."first_name" || ' ' || u."last_name",
        'position', u."position"))
      || coalesce(p."data", '{}'::jsonb)
      || jsonb_build_object(
        'month', p."month",
        'year', p."year",
        'status', p."status",
        'grossSalary', round(p."gross_salary_cents" / 100.0, 2),
        'socialContributions', round(p."social_contributions_cents" / 100.0, 2),
        'otherDeductions', round(p."other_deductions_cents" / 100.0, 2),
        'otherAdditions', round(p."other_additions_cents" / 100.0, 2),
        'netSalary', round(p."net_salary_cents" / 100.0, 2))
      from "app_user" as u
      where u."id" = p."user_id" and jsonb_typeof(coalesce(p."data", '{}'::jsonb)) = 'object';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "finalised_payslip" cascade;`);

    this.addSql(`alter table "app_user" drop column "company_address", drop column "naf_code";`);

    this.addSql(`alter table "payslip" drop column "payment_date";`);
  }
}
