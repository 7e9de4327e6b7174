import { Migration } from '@mikro-orm/migrations';

/**
 * The company's headcount follows its contracts unless the officer sets it (issue 25). A company whose
 * headcount is 0 (no employees declared at registration) follows its contracts from now on; one with a
 * figure keeps it as the officer's own.
 */
export class Migration20261128060000_headcount_source extends Migration {
  override name = 'Migration20261128060000_headcount_source';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add column "headcount_source" text not null default 'declared';`);
    this.addSql(
      `alter table "company" add constraint "company_headcount_source_check" check ("headcount_source" in ('declared', 'contracts'));`,
    );
    this.addSql(`update "company" set "headcount_source" = 'contracts' where "headcount" = 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company" drop column "headcount_source";`);
  }
}
