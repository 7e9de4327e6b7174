import { Migration } from '@mikro-orm/migrations';

/**
 * French full-text search that ignores accents, for every searchable table (articles, practical
 * sheets, the Code du travail, the site-wide search index):
 * - `french_unaccent`, the `french` configuration (stemming, stop words) with `unaccent` applied to
 *   words first, so that « indemnite » finds « indemnité »;
 * - `immutable_unaccent(text)`, `unaccent` declared immutable (it is, with its dictionary named) so
 *   that it can sit in an index for trigram matching (`pg_trgm`), which finds « licensiement ».
 * Written by hand: MikroORM's schema diff does not know extensions or text search configurations.
 * Both extensions are "trusted" (PostgreSQL 13+): a database owner may create them.
 */
export class Migration20261122160000_french_text_search extends Migration {
  override name = 'Migration20261122160000_french_text_search';

  override up(): void {
    this.addSql('create extension if not exists unaccent;');
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create text search configuration french_unaccent ( copy = french );');
    this.addSql(
      'alter text search configuration french_unaccent alter mapping for hword, hword_part, word with unaccent, french_stem;',
    );
    this.addSql(
      `create function immutable_unaccent(text) returns text language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`,
    );
  }

  override down(): void {
    this.addSql('drop function if exists immutable_unaccent(text);');
    this.addSql('drop text search configuration if exists french_unaccent;');
  }
}
