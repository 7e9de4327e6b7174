import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005609_init extends Migration {
  override name = 'Migration20261122005609_init';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "session" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz not null, "user_id" int null, primary key ("sid"));`,
    );
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);

    this.addSql(
      `create table "app_user" ("id" serial primary key, "username" varchar(255) not null, "password_hash" varchar(255) not null, "email" varchar(255) not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "company" varchar(255) not null, "position" varchar(255) not null, "phone" varchar(255) null, "status" text not null, "has_employees" boolean not null default false, "number_of_employees" int not null default 0, "company_type" text null, "siret" varchar(14) null, "previous_payroll_system" text null, "eligibility_tested" boolean not null default false, "is_test_account" boolean not null default false, "subscription_type" text not null default 'free_trial', "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_username_unique" unique ("username");`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(
      `create table "social_declaration" ("id" serial primary key, "user_id" int not null, "type" varchar(255) not null, "period" varchar(255) not null, "status" varchar(255) not null, "data" jsonb null, "file_url" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "social_declaration_user_period_index" on "social_declaration" ("user_id", "period");`,
    );

    this.addSql(
      `create table "payslip" ("id" serial primary key, "user_id" int not null, "month" smallint not null, "year" smallint not null, "gross_salary_cents" int not null, "social_contributions_cents" int not null, "other_deductions_cents" int not null default 0, "other_additions_cents" int not null default 0, "net_salary_cents" int not null, "status" text not null default 'draft', "data" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "payslip" add constraint "payslip_user_period_unique" unique ("user_id", "year", "month");`,
    );

    this.addSql(
      `create table "document" ("id" serial primary key, "user_id" int not null, "name" varchar(255) not null, "description" varchar(255) null, "storage_key" varchar(255) not null, "original_file_name" varchar(255) not null, "file_type" varchar(255) not null, "file_size" int not null, "category" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "document_user_created_at_index" on "document" ("user_id", "created_at");`);

    this.addSql(
      `alter table "app_user" add constraint "app_user_status_check" check ("status" in ('sasu', 'sas', 'sarl', 'dg', 'other'));`,
    );
    this.addSql(
      `alter table "app_user" add constraint "app_user_company_type_check" check ("company_type" in ('sas', 'sasu', 'sarl', 'eurl', 'sa', 'other'));`,
    );
    this.addSql(
      `alter table "app_user" add constraint "app_user_previous_payroll_system_check" check ("previous_payroll_system" in ('none', 'comptable', 'payfit', 'silae', 'other'));`,
    );
    this.addSql(
      `alter table "app_user" add constraint "app_user_subscription_type_check" check ("subscription_type" in ('free_trial', 'monthly', 'yearly'));`,
    );

    this.addSql(
      `alter table "social_declaration" add constraint "social_declaration_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "payslip" add constraint "payslip_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payslip" add constraint "payslip_status_check" check ("status" in ('draft', 'completed', 'archived'));`,
    );

    this.addSql(
      `alter table "document" add constraint "document_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "document" add constraint "document_category_check" check ("category" in ('payslip', 'social', 'tax', 'other'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "social_declaration" drop constraint "social_declaration_user_id_foreign";`);
    this.addSql(`alter table "payslip" drop constraint "payslip_user_id_foreign";`);
    this.addSql(`alter table "document" drop constraint "document_user_id_foreign";`);

    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "social_declaration" cascade;`);
    this.addSql(`drop table if exists "payslip" cascade;`);
    this.addSql(`drop table if exists "document" cascade;`);
  }
}
