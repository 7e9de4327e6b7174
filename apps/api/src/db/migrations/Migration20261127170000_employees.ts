import { Migration } from '@mikro-orm/migrations';

/**
 * The company's staff (issue 25): one row per employee and contract, owned by the user whose company
 * employs them; a payslip may name the employee it pays (null: the officer's own).
 */
export class Migration20261127170000_employees extends Migration {
  override name = 'Migration20261127170000_employees';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "employee" ("id" serial primary key, "user_id" int not null, "first_name" varchar(80) not null, "last_name" varchar(80) not null, "nir" varchar(15) not null, "birth_date" date not null, "birth_place" jsonb not null, "street" varchar(255) not null, "postal_code" varchar(5) not null, "city" varchar(255) not null, "email" varchar(255) null, "job_title" varchar(120) not null, "status" text not null, "contract_type" text not null, "contract_start" date not null, "contract_end" date null, "cdd_reason" text null, "working_time_ratio_ten_thousandths" int not null, "gross_monthly_salary_cents" int not null, "health_insurance_monthly_cents" int not null, "health_insurance_employer_share_basis_points" int not null, "cadre_prevoyance" boolean not null, "archived" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "employee_user_index" on "employee" ("user_id");`);

    this.addSql(`alter table "payslip" add "employee_id" int null;`);
    this.addSql(
      `alter table "payslip" add constraint "payslip_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on delete no action;`,
    );
    this.addSql(`create index "payslip_employee_id_index" on "payslip" ("employee_id");`);

    this.addSql(
      `alter table "employee" add constraint "employee_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "employee" add constraint "employee_status_check" check ("status" in ('non-cadre', 'cadre'));`,
    );
    this.addSql(
      `alter table "employee" add constraint "employee_contract_type_check" check ("contract_type" in ('cdi', 'cdd'));`,
    );
    this.addSql(
      `alter table "employee" add constraint "employee_cdd_reason_check" check ("cdd_reason" in ('remplacement', 'accroissement-activite', 'saisonnier', 'usage', 'objet-defini', 'politique-emploi'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payslip" drop constraint "payslip_employee_id_foreign";`);

    this.addSql(`drop table if exists "employee" cascade;`);

    this.addSql(`alter table "payslip" drop column "employee_id";`);
  }
}
