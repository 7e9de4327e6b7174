import { Migration } from '@mikro-orm/migrations';

/**
 * Usernames are unique without case (`Alice` and `alice` are one account), as e-mail addresses
 * already were. An account whose username only differed in case from an older one's gets a
 * suffix (`-2`…) so the index can be built; its owner signs in with the new name.
 */
export class Migration20261127100200_username_without_case extends Migration {
  override name = 'Migration20261127100200_username_without_case';

  override up(): void | Promise<void> {
    this.addSql(`update "app_user" as u set "username" = u."username" || '-' || d.rank
      from (select "id", row_number() over (partition by lower("username") order by "id") as rank from "app_user") as d
      where d."id" = u."id" and d.rank > 1;`);
    this.addSql(`create unique index "app_user_username_lower_unique" on "app_user" (lower("username"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "app_user_username_lower_unique";`);
  }
}
