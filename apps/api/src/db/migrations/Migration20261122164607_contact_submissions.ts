import { Migration } from '@mikro-orm/migrations';

export class Migration20261122164607_contact_submissions extends Migration {
  override name = 'Migration20261122164607_contact_submissions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_submission" ("id" serial primary key, "name" varchar(255) not null, "email" varchar(255) not null, "company_name" varchar(255) not null, "job_title" varchar(255) not null, "employee_count" int not null, "package_type" varchar(100) not null, "client_type" varchar(100) not null, "siret" varchar(14) not null, "message" text not null, "submission_time" int not null, "ip_address" varchar(45) not null, "user_agent" text null, "status" varchar(50) not null default 'new', "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "contact_submission_created_at_index" on "contact_submission" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_submission" cascade;`);
  }
}
