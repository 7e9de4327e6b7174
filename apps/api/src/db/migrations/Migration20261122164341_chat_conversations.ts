import { Migration } from '@mikro-orm/migrations';

export class Migration20261122164341_chat_conversations extends Migration {
  override name = 'Migration20261122164341_chat_conversations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "chat_conversation" ("id" serial primary key, "session_id" varchar(255) not null, "user_message" text not null, "bot_response" text not null, "response_time" int not null, "answered_by" varchar(20) not null default 'retrieval', "ip_address" varchar(45) null, "user_agent" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "chat_conversation_created_at_index" on "chat_conversation" ("created_at");`);
    this.addSql(`create index "chat_conversation_session_id_index" on "chat_conversation" ("session_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "chat_conversation" cascade;`);
  }
}
