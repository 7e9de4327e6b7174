import { Migration } from '@mikro-orm/migrations';

/**
 * What the monthly DSN declares of an employee beyond their contract (issue 25): the job's PCS-ESE
 * code, whether they are an EU/EEA/Swiss national, and the DGFiP's identifier of their withholding
 * rate. Null until the officer gives them; the declaration asks for what it lacks.
 */
export class Migration20261128040100_employee_dsn_identity extends Migration {
  override name = 'Migration20261128040100_employee_dsn_identity';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "employee" add column "pcs_ese" varchar(4) null, add column "eu_national" boolean null, add column "pas_rate_id" varchar(18) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "employee" drop column "pcs_ese", drop column "eu_national", drop column "pas_rate_id";`,
    );
  }
}
