import { Migration } from '@mikro-orm/migrations';

/**
 * Plans, trial and billing (issue 26): each account's subscription (the plan chosen, the trial, the
 * payment provider's last word), the provider events handled (idempotence), the invoices and their
 * one counter (row 1). The demo account is given Complète. An account registered before has no row:
 * it is read as a trial begun at its registration (so, long over, Freemium) while billing is on.
 */
export class Migration20261127120000_billing extends Migration {
  override name = 'Migration20261127120000_billing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "billing_event" ("id" varchar(255) not null, "type" varchar(255) not null, "received_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(`create table "invoice_counter" ("id" serial primary key, "value" int not null);`);
    this.addSql(`insert into "invoice_counter" ("id", "value") values (1, 0);`);

    this.addSql(
      `create table "subscription" ("user_id" int not null, "chosen_plan" text not null, "chosen_interval" text null, "trial_ends_at" timestamptz null, "complimentary_plan" text null, "provider_customer_id" varchar(255) null, "provider_subscription_id" varchar(255) null, "provider_status" text null, "provider_plan" text null, "provider_interval" text null, "current_period_end" timestamptz null, "cancel_at" timestamptz null, "past_due_since" timestamptz null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_provider_customer_id_unique" unique ("provider_customer_id");`,
    );

    this.addSql(
      `create table "invoice" ("id" serial primary key, "user_id" int not null, "number" varchar(32) not null, "sequence" int not null, "provider_invoice_id" varchar(255) not null, "issued_at" timestamptz not null, "paid_at" timestamptz not null, "description" varchar(255) not null, "period_start" timestamptz not null, "period_end" timestamptz not null, "amount_excl_tax_cents" int not null, "vat_rate_percent" int not null, "vat_cents" int not null, "amount_incl_tax_cents" int not null, "buyer_company" varchar(255) not null, "buyer_name" varchar(255) not null, "buyer_siret" varchar(14) null, "buyer_address" varchar(255) null, "document_id" int null);`,
    );
    this.addSql(`alter table "invoice" add constraint "invoice_number_unique" unique ("number");`);
    this.addSql(`alter table "invoice" add constraint "invoice_sequence_unique" unique ("sequence");`);
    this.addSql(
      `alter table "invoice" add constraint "invoice_provider_invoice_id_unique" unique ("provider_invoice_id");`,
    );
    this.addSql(`create index "invoice_user_issued_at_index" on "invoice" ("user_id", "issued_at");`);

    this.addSql(
      `alter table "subscription" add constraint "subscription_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_chosen_plan_check" check ("chosen_plan" in ('freemium', 'essentielle', 'complete'));`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_chosen_interval_check" check ("chosen_interval" in ('month', 'year'));`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_complimentary_plan_check" check ("complimentary_plan" in ('freemium', 'essentielle', 'complete'));`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_provider_status_check" check ("provider_status" in ('active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'));`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_provider_plan_check" check ("provider_plan" in ('essentielle', 'complete'));`,
    );
    this.addSql(
      `alter table "subscription" add constraint "subscription_provider_interval_check" check ("provider_interval" in ('month', 'year'));`,
    );

    this.addSql(
      `alter table "invoice" add constraint "invoice_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `insert into "subscription" ("user_id", "chosen_plan", "complimentary_plan", "updated_at") select "id", 'complete', 'complete', now() from "app_user" where "username" = 'demo';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "billing_event" cascade;`);
    this.addSql(`drop table if exists "invoice_counter" cascade;`);
    this.addSql(`drop table if exists "subscription" cascade;`);
    this.addSql(`drop table if exists "invoice" cascade;`);
  }
}
