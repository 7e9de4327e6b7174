import { Migration } from '@mikro-orm/migrations';

/**
 * The site search's precomputed ranks (issue 28 §3, `search-head-term.entity.ts`): each word of
 * each document's heading with its weight there, kept by a trigger on `search_document` (declared
 * on the entity), so that a one-word search ranks from one index range instead of reading and
 * ranking every heading that holds the word (« cotisations », 4 800 headings with the bench's
 * 10 000 articles: 8.5 ms, from this table 2.8 ms).
 *
 * The weight is what `ts_rank_cd(head_vector, 'word':*, 32)` sums for a one-word query: each
 * occurrence counts its weight (A 1, B 0.4, C 0.2, D 0.1, the float4 constants PostgreSQL uses),
 * the words sharing the prefix add up, then `w / (w + 1)` (normalisation 32). The weight function
 * and the filling of the existing documents are written by hand (the schema diff knows neither).
 */
export class Migration20261128103400_search_head_terms extends Migration {
  override name = 'Migration20261128103400_search_head_terms';

  override up(): void | Promise<void> {
    this.addSql(
      `create function "search_head_term_weight"(text[]) returns double precision immutable language sql as $$ select sum(case weight when 'A' then 1::real when 'B' then 0.4::real when 'C' then 0.2::real else 0.1::real end::double precision) from unnest($1) as weight $$;`,
    );
    this.addSql(
      `create table "search_head_term" ("document_id" int not null, "lexeme" text collate "C" not null, "type" text not null, "boost" real not null, "weight" double precision not null, primary key ("document_id", "lexeme"));`,
    );
    this.addSql(
      `create index "search_head_term_rank_index" on "search_head_term" ("lexeme") include ("document_id", "weight", "boost", "type");`,
    );
    // Once per statement, from its transition tables: a row trigger and a foreign key doubled the
    // time of inserting the bench's 10 000 articles into the index (6.9 s to 15.4 s); these add 6 to
    // 37 % (three runs on the loaded VM, bench/README.md « stop 34 »).
    this.addSql(
      `create function "search_document_search_head_terms_fn"() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then
           delete from search_head_term where document_id in (select id from old_documents);
         end if;
         if tg_op in ('INSERT', 'UPDATE') then
           insert into search_head_term (document_id, lexeme, type, boost, weight)
           select document.id, term.lexeme, document.type, document.boost, search_head_term_weight(term.weights)
           from new_documents as document, unnest(document.head_vector) as term;
         end if;
         return null;
       end
       $$;`,
    );
    for (const [event, tables] of [
      ['insert', 'new table as new_documents'],
      ['update', 'old table as old_documents new table as new_documents'],
      ['delete', 'old table as old_documents'],
    ]) {
      this.addSql(
        `create trigger "search_head_terms_${event}" after ${event} on "search_document" referencing ${tables} for each statement execute function "search_document_search_head_terms_fn"();`,
      );
    }
    this.addSql(
      `insert into "search_head_term" ("document_id", "lexeme", "type", "boost", "weight") select document.id, term.lexeme, document.type, document.boost, search_head_term_weight(term.weights) from "search_document" as document, unnest(document.head_vector) as term;`,
    );
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete']) {
      this.addSql(`drop trigger if exists "search_head_terms_${event}" on "search_document";`);
    }
    this.addSql(`drop function if exists "search_document_search_head_terms_fn"();`);
    this.addSql(`drop table if exists "search_head_term";`);
    this.addSql(`drop function if exists "search_head_term_weight"(text[]);`);
  }
}
