import { type Kysely, sql } from 'kysely';

// Chat messages no longer check their two users with foreign keys. Each stored message made the
// database look up and key-share-lock both users' rows, at thousands of messages a second the
// largest part of what storing them cost; the chat writer checks that both users exist (and the
// receiver is enabled) before it stores anything. What the keys also did, deleting a user's
// messages with the user, a trigger on users does instead, once per deleted user rather than on
// every message. (A message stored in the instant its user is deleted may outlive them; every
// read of chat joins the users, so it is never shown.)
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table im_content drop constraint if exists im_content_send_user_id_fkey`.execute(db);
  await sql`alter table im_content drop constraint if exists im_content_receive_user_id_fkey`.execute(db);
  await sql`create or replace function delete_user_chat() returns trigger
    language plpgsql as $$
    begin
      delete from im_content where send_user_id = old.id;
      delete from im_content where receive_user_id = old.id;
      return old;
    end $$`.execute(db);
  await sql`create trigger users_delete_chat after delete on users
    for each row execute function delete_user_chat()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_delete_chat on users`.execute(db);
  await sql`drop function if exists delete_user_chat()`.execute(db);
  await sql`alter table im_content add constraint im_content_send_user_id_fkey
    foreign key (send_user_id) references users (id) on delete cascade`.execute(db);
  await sql`alter table im_content add constraint im_content_receive_user_id_fkey
    foreign key (receive_user_id) references users (id) on delete cascade`.execute(db);
}
