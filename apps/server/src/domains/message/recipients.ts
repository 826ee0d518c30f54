import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/tables.js';

/** Which users receive a message: those named (users that do not exist are skipped), or every enabled user. */
export type RecipientChoice = { userIds: readonly string[] } | 'allEnabled';

/**
 * Puts a message into the chosen users' inboxes in one statement, inside the caller's transaction;
 * a user who has it already keeps their one row (and its read state). Answers who received it now.
 */
export async function addRecipients(
  trx: Kysely<Database>,
  messageId: string,
  choice: RecipientChoice,
): Promise<string[]> {
  if (choice !== 'allEnabled' && choice.userIds.length === 0) return [];
  const rows = await trx
    .insertInto('messageReceive')
    .columns(['id', 'messageId', 'userId'])
    .expression((eb) => {
      const users = eb
        .selectFrom('users')
        .select((s) => [
          sql<string>`gen_random_uuid()::text`.as('id'),
          s.val(messageId).as('messageId'),
          'users.id as userId',
        ]);
      return choice === 'allEnabled'
        ? users.where('users.enabledMark', '=', 1)
        : users.where('users.id', 'in', [...choice.userIds]);
    })
    .onConflict((conflict) => conflict.columns(['messageId', 'userId']).doNothing())
    .returning('userId')
    .execute();
  return rows.map((row) => row.userId);
}
