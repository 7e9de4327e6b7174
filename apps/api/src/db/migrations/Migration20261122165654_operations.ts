import { Migration } from '@mikro-orm/migrations';

export class Migration20261122165654_operations extends Migration {
  override name = 'Migration20261122165654_operations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit_counter" ("key" varchar(512) not null, "hits" int not null, "expires_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "rate_limit_counter_expires_at_index" on "rate_limit_counter" ("expires_at");`);

    this.addSql(
      `create table "stored_file" ("key" varchar(255) not null, "size" bigint not null default '0', "complete" boolean not null default false, "created_at" timestamptz not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "stored_file_chunk" ("file_key" varchar(255) not null, "position" int not null, "data" bytea not null, primary key ("file_key", "position"));`,
    );

    this.addSql(
      `alter table "stored_file_chunk" add constraint "stored_file_chunk_file_key_foreign" foreign key ("file_key") references "stored_file" ("key") on delete cascade;`,
    );

    this.addSql(
      `create table "search_source_fingerprint" ("source" varchar(32) not null, "sha256" varchar(64) not null, "updated_at" timestamptz not null, primary key ("source"));`,
    );

    // Written by hand: the session table keeps the SHA-256 of each session id (hex), never the id
    // the cookie carries, so a copy of the table or of a backup opens no session. The sessions
    // open at the upgrade stay open (their cookies hash to the new keys); their absolute lifetime
    // (12 hours by default) starts now, since when they began is not known.
    this.addSql(
      `update "session" set "sid" = encode(sha256(convert_to("sid", 'UTF8')), 'hex'),
         "sess" = case when "sess" -> 'signedInAt' is not null then "sess"
                       else "sess" || jsonb_build_object('signedInAt', floor(extract(epoch from now()) * 1000)::bigint) end,
         "expire" = least("expire", now() + interval '12 hours');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stored_file_chunk" drop constraint "stored_file_chunk_file_key_foreign";`);

    this.addSql(`drop table if exists "rate_limit_counter" cascade;`);
    this.addSql(`drop table if exists "stored_file" cascade;`);
    this.addSql(`drop table if exists "stored_file_chunk" cascade;`);
    this.addSql(`drop table if exists "search_source_fingerprint" cascade;`);

    // The session ids cannot be recovered from their hashes: every session ends.
    this.addSql(`delete from "session";`);
  }
}
