import { Migration } from '@mikro-orm/migrations';

/**
 * The contact requests' last change by the back office (`updated_at`, null until then), from which
 * their retention is counted (from their sending while it is null).
 */
export class Migration20261122182649_contact_last_exchange extends Migration {
  override name = 'Migration20261122182649_contact_last_exchange';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_submission" add "updated_at" timestamptz null;`);
    this.addSql(`create index "contact_submission_updated_at_index" on "contact_submission" ("updated_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contact_submission_updated_at_index";`);
    this.addSql(`alter table "contact_submission" drop column "updated_at";`);
  }
}
