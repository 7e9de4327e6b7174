import { Migration } from '@mikro-orm/migrations';

/**
 * One session table for the clients and the back office (docs/adr/2026-11-27-sessions-and-jobs.md):
 * `session` gains the role, the stage (for the second factor), a public id, the sign-in and last-use
 * dates, the browser and the address; `admin_session` goes (its sessions, at most 12 hours long,
 * end: our staff signs in again). The clients' open sessions are kept: their sign-in date comes
 * from the JSON column it replaces.
 */
export class Migration20261127090000_sessions_one_table extends Migration {
  override name = 'Migration20261127090000_sessions_one_table';

  override up(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_session" cascade;`);
    this.addSql(`delete from "session" where "user_id" is null or "expire" <= now();`);
    this.addSql(
      `alter table "session" add "public_id" uuid not null default gen_random_uuid(), add "role" text not null default 'client', add "stage" text not null default 'active', add "created_at" timestamptz not null default now(), add "last_used_at" timestamptz not null default now(), add "user_agent" varchar(512) null, add "ip" varchar(64) null;`,
    );
    this.addSql(
      `update "session" set "created_at" = coalesce(to_timestamp(("sess"->>'signedInAt')::double precision / 1000), now()), "last_used_at" = coalesce(to_timestamp(("sess"->>'renewedAt')::double precision / 1000), now());`,
    );
    this.addSql(
      `alter table "session" alter "public_id" drop default, alter "role" drop default, alter "stage" drop default, alter "created_at" drop default, alter "last_used_at" drop default;`,
    );
    this.addSql(`alter table "session" drop column "sess";`);
    this.addSql(`alter table "session" add constraint "session_public_id_unique" unique ("public_id");`);
    this.addSql(
      `alter table "session" add constraint "session_role_check" check ("role" in ('client', 'admin'));`,
    );
    this.addSql(
      `alter table "session" add constraint "session_stage_check" check ("stage" in ('active', 'second-factor'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "admin_session" ("token_hash" varchar(64) not null, "created_at" timestamptz(6) not null, "expires_at" timestamptz(6) not null, "ends_at" timestamptz(6) not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "admin_session_expires_at_index" on "admin_session" ("expires_at");`);
    this.addSql(`delete from "session" where "role" <> 'client';`);
    this.addSql(`alter table "session" add "sess" jsonb not null default '{}'::jsonb;`);
    this.addSql(
      `update "session" set "sess" = jsonb_build_object('userId', "user_id", 'signedInAt', (extract(epoch from "created_at") * 1000)::bigint, 'renewedAt', (extract(epoch from "last_used_at") * 1000)::bigint);`,
    );
    this.addSql(`alter table "session" drop constraint "session_public_id_unique";`);
    this.addSql(`alter table "session" drop constraint "session_role_check";`);
    this.addSql(`alter table "session" drop constraint "session_stage_check";`);
    this.addSql(
      `alter table "session" drop column "public_id", drop column "role", drop column "stage", drop column "created_at", drop column "last_used_at", drop column "user_agent", drop column "ip";`,
    );
  }
}
