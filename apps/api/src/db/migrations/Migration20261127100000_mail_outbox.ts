import { Migration } from '@mikro-orm/migrations';

/** The e-mails waiting to leave, written in the transaction that caused them (`modules/mail`). */
export class Migration20261127100000_mail_outbox extends Migration {
  override name = 'Migration20261127100000_mail_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "recipient" varchar(255) not null, "subject" varchar(255) not null, "text" text not null, "html" text not null, "template" varchar(64) not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_error" text null, "failed_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "mail_outbox_next_attempt_at_index" on "mail_outbox" ("next_attempt_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }
}
