import { MessageType } from '@formwork/schema';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { MessageState } from '../domains/message/message-types.js';
import { addSeedMenu } from './add-seed-menu.js';
import { NOTICE_MENU } from './demo-menus.js';
import { seedOnce } from './seed-once.js';

const SYSTEM_MENU = 'menu-system';
export const WELCOME_NOTICE_ID = 'notice-welcome';

/** One released notice from the first administrator in every enabled user's inbox, unread. */
async function welcomeNotice(trx: Transaction<Database>): Promise<void> {
  const admin = await trx
    .selectFrom('users')
    .select('id')
    .where('isAdministrator', '=', true)
    .orderBy('sortCode')
    .executeTakeFirst();
  if (!admin) return;
  await trx
    .insertInto('message')
    .values({
      id: WELCOME_NOTICE_ID,
      title: '欢迎使用 Formwork',
      bodyText:
        '<p>这是一条示例公告。</p><p>右上角的铃铛显示未读消息数，打开消息即标为已读；' +
        '管理员可在「系统管理 / 通知公告」起草公告，发布后每位用户都会收到。</p>',
      type: MessageType.notice,
      enabledMark: MessageState.released,
      creatorUserId: admin.id,
      lastModifyUserId: admin.id,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const users = await trx.selectFrom('users').select('id').where('enabledMark', '=', 1).execute();
  if (users.length === 0) return;
  await trx
    .insertInto('messageReceive')
    .values(
      users.map((user) => ({
        id: `${WELCOME_NOTICE_ID}:${user.id}`,
        messageId: WELCOME_NOTICE_ID,
        userId: user.id,
      })),
    )
    .onConflict((conflict) => conflict.columns(['messageId', 'userId']).doNothing())
    .execute();
}

/** The notices menu entry where it is missing, and a welcome notice so the bell has something to show. */
export function seedMessages(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.messages',
    async () => undefined,
    async (trx) => {
      // The 通知公告 entry under 系统管理, for installations seeded before it existed.
      await addSeedMenu(trx, NOTICE_MENU, SYSTEM_MENU);
      await welcomeNotice(trx);
    },
  );
}
