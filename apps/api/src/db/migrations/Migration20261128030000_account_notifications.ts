import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22, e-mail and notifications: the verified address and the three switches of the
 * Notifications tab on the account, with the token of its one-click unsubscribe links; the links
 * that verify an address (at registration or a change); one row per account and month once its
 * monthly reminder was queued; the newsletter's pending (unconfirmed) subscriptions; the headers a
 * queued e-mail carries (List-Unsubscribe).
 */
export class Migration20261128030000_account_notifications extends Migration {
  override name = 'Migration20261128030000_account_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "app_user" add "email_verified_at" timestamptz null, add "pending_email" varchar(255) null, add "email_notifications" boolean not null default true, add "monthly_reminder" boolean not null default true, add "product_updates" boolean not null default true, add "notification_token" varchar(64) null;`,
    );
    this.addSql(
      `update "app_user" set "notification_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');`,
    );
    this.addSql(`alter table "app_user" alter column "notification_token" set not null;`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_notification_token_unique" unique ("notification_token");`,
    );
    // Addresses are stored lower-cased; the index holds it whatever writes them.
    this.addSql(`create unique index "app_user_email_lower_unique" on "app_user" (lower("email"));`);

    this.addSql(
      `create table "email_verification" ("id" serial primary key, "user_id" int not null, "email" varchar(255) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "email_verification" add constraint "email_verification_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "email_verification_user_id_index" on "email_verification" ("user_id");`);
    this.addSql(
      `alter table "email_verification" add constraint "email_verification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "monthly_reminder" ("user_id" int not null, "period" varchar(7) not null, "sent_at" timestamptz not null, constraint "monthly_reminder_pkey" primary key ("user_id", "period"));`,
    );
    this.addSql(
      `alter table "monthly_reminder" add constraint "monthly_reminder_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "newsletter_confirmation" ("id" serial primary key, "email" varchar(255) not null, "prenom" varchar(100) not null, "conventions_collectives" text[] not null default '{}', "consent_ip_address" varchar(45) null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "newsletter_confirmation" add constraint "newsletter_confirmation_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "newsletter_confirmation" add constraint "newsletter_confirmation_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(`alter table "mail_outbox" add "headers" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "headers";`);
    this.addSql(`drop table if exists "newsletter_confirmation" cascade;`);
    this.addSql(`drop table if exists "monthly_reminder" cascade;`);
    this.addSql(`drop table if exists "email_verification" cascade;`);
    this.addSql(`drop index if exists "app_user_email_lower_unique";`);
    this.addSql(
      `alter table "app_user" drop column "email_verified_at", drop column "pending_email", drop column "email_notifications", drop column "monthly_reminder", drop column "product_updates", drop column "notification_token";`,
    );
  }
}
