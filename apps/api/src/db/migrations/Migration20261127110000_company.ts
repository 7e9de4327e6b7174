import { Migration } from '@mikro-orm/migrations';

/**
 * The company moves out of the user's row into its own table, one row per user (issue 23 §2): the
 * name, SIRET, APE code, address (split into voie, code postal and ville where the one line allows)
 * and headcount the profile held, plus what the DSN needs. The officer's own details for the DSN
 * join the user's row.
 */
export class Migration20261127110000_company extends Migration {
  override name = 'Migration20261127110000_company';

  override up(): void | Promise<void> {
    this.addSql(`create table "company" (
      "user_id" int not null,
      "name" varchar(255) not null,
      "siret" varchar(14) null,
      "naf_code" varchar(6) null,
      "street" varchar(255) null,
      "postal_code" varchar(5) null,
      "city" varchar(255) null,
      "headcount" int not null default 0,
      "atmp_rate_basis_points" int null,
      "atmp_risk_code" varchar(6) null,
      "idcc" varchar(4) null,
      "urssaf_siret" varchar(14) null,
      "agirc_arrco_siret" varchar(14) null,
      "iban" varchar(34) null,
      "bic" varchar(11) null,
      "prevoyance_contract" jsonb null,
      "mutuelle_contract" jsonb null,
      "updated_at" timestamptz not null,
      constraint "company_pkey" primary key ("user_id"));`);
    this.addSql(
      `alter table "company" add constraint "company_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    // '8 rue de la République, 69002 Lyon' → voie, code postal, ville; any other line stays the voie.
    this.addSql(`insert into "company" ("user_id", "name", "siret", "naf_code", "street", "postal_code", "city", "headcount", "updated_at")
      select "id", "company", "siret", "naf_code",
        case when "company_address" ~ '^.+,\\s*\\d{5}\\s+\\S.*$'
          then trim(substring("company_address" from '^(.+),\\s*\\d{5}\\s+\\S.*$')) else "company_address" end,
        substring("company_address" from '^.+,\\s*(\\d{5})\\s+\\S.*$'),
        trim(substring("company_address" from '^.+,\\s*\\d{5}\\s+(\\S.*)$')),
        "number_of_employees", now()
      from "app_user";`);
    this.addSql(
      `alter table "app_user" drop column "company", drop column "siret", drop column "company_address", drop column "naf_code", drop column "number_of_employees";`,
    );
    this.addSql(`alter table "app_user"
      add "nir" varchar(15) null,
      add "birth_date" date null,
      add "birth_place" jsonb null,
      add "street" varchar(255) null,
      add "postal_code" varchar(5) null,
      add "city" varchar(255) null,
      add "mandate_start_date" date null,
      add "pcs_ese" varchar(4) null,
      add "eu_national" boolean null,
      add "pas_rate_id" varchar(18) null,
      add "pas_rate_basis_points" int null,
      add "pas_rate_type" text null;`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_pas_rate_type_check" check ("pas_rate_type" in ('personalised', 'neutral'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "app_user" drop column "nir", drop column "birth_date", drop column "birth_place", drop column "street", drop column "postal_code", drop column "city", drop column "mandate_start_date", drop column "pcs_ese", drop column "eu_national", drop column "pas_rate_id", drop column "pas_rate_basis_points", drop column "pas_rate_type";`,
    );
    this.addSql(
      `alter table "app_user" add "company" varchar(255) not null default '', add "siret" varchar(14) null, add "company_address" varchar(255) null, add "naf_code" varchar(6) null, add "number_of_employees" int not null default 0;`,
    );
    this.addSql(`update "app_user" set "company" = c."name", "siret" = c."siret", "naf_code" = c."naf_code", "number_of_employees" = c."headcount",
      "company_address" = case when c."postal_code" is null then c."street" else c."street" || ', ' || c."postal_code" || ' ' || c."city" end
      from "company" c where c."user_id" = "app_user"."id";`);
    this.addSql(`alter table "app_user" alter column "company" drop default;`);
    this.addSql(`drop table "company";`);
  }
}
