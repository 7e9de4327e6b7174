import { Migration } from '@mikro-orm/migrations';

export class Migration20261122171923_newsletter extends Migration {
  override name = 'Migration20261122171923_newsletter';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "newsletter_subscription" ("id" serial primary key, "email" varchar(255) not null, "prenom" varchar(100) not null, "conventions_collectives" text[] not null default '{}', "consent_at" timestamptz not null, "consent_ip_address" varchar(45) null, "unsubscribe_token" varchar(64) not null, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "newsletter_subscription" add constraint "newsletter_subscription_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "newsletter_subscription" add constraint "newsletter_subscription_unsubscribe_token_unique" unique ("unsubscribe_token");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "newsletter_subscription" cascade;`);
  }
}
