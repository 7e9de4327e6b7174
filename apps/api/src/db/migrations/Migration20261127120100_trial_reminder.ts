import { Migration } from '@mikro-orm/migrations';

/** When the « trial ends in 3 days » e-mail was queued for an account, so it is sent once. */
export class Migration20261127120100_trial_reminder extends Migration {
  override name = 'Migration20261127120100_trial_reminder';

  override up(): void | Promise<void> {
    this.addSql(`alter table "subscription" add "trial_reminder_sent_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscription" drop column "trial_reminder_sent_at";`);
  }
}
