import { Migration } from '@mikro-orm/migrations';

/** The ACRE an officer declares (issue 24): its start month and conditions, as JSON; null: none. */
export class Migration20261128080000_officer_acre extends Migration {
  override name = 'Migration20261128080000_officer_acre';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add column "acre" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "app_user" drop column "acre";`);
  }
}
