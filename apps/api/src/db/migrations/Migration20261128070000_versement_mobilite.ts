import { Migration } from '@mikro-orm/migrations';

/**
 * The versement mobilité (issue 24): the establishment's commune (code INSEE, not the postal code) and, for a
 * commune the rate table does not hold, the rate the company declares. Null until given.
 */
export class Migration20261128070000_versement_mobilite extends Migration {
  override name = 'Migration20261128070000_versement_mobilite';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "company" add column "commune_insee" varchar(5) null, add column "versement_mobilite_rate_basis_points" int null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "company" drop column "commune_insee", drop column "versement_mobilite_rate_basis_points";`,
    );
  }
}
