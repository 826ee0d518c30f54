import { type Kysely, sql } from 'kysely';

// Messages and notices (站内消息) and internal chat.
// - message: one notice or system message. A notice is a draft (enabled_mark 0) until released
//   (1); system messages are created released. type: 1 notice, 2 flow, 3 system, 4 schedule,
//   5 form.
// - message_receive: one row per recipient of a released message, with its read state; the
//   inbox, its unread count and mark-all-read read and write only these rows.
// - im_content: one chat message, stored before the sender is told it was sent, so a reader who
//   was away gets it on reconnecting. state 0 unread, 1 read.
// - im_reply: a user's recent conversations (one row per pair, the latest time), for the chat
//   drawer's 消息 tab.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('creator_user_id', 'text')
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_modify_user_id', 'text')
    .addColumn('last_modify_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('message_type_time')
    .on('message')
    .columns(['type', 'last_modify_time'])
    .execute();

  await db.schema
    .createTable('message_receive')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('message.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'timestamptz')
    .addColumn('creator_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('message_receive_once', ['message_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('message_receive_inbox')
    .on('message_receive')
    .columns(['user_id', 'is_read'])
    .execute();

  await db.schema
    .createTable('im_content')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('send_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receive_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('send_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('receive_time', 'timestamptz')
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('im_content_conversation')
    .on('im_content')
    .columns(['receive_user_id', 'send_user_id', 'send_time'])
    .execute();
  await db.schema
    .createIndex('im_content_sent')
    .on('im_content')
    .columns(['send_user_id', 'receive_user_id', 'send_time'])
    .execute();

  await db.schema
    .createTable('im_reply')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receive_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receive_time', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('im_reply_pair', ['user_id', 'receive_user_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['im_reply', 'im_content', 'message_receive', 'message'])
    await db.schema.dropTable(table).ifExists().execute();
}
