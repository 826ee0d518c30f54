import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { MessageState, MessageType } from '../domains/message/message-types.js';
import { NOTICE_MENU } from './demo-menus.js';
import { seedOnce } from './seed-once.js';

const SYSTEM_MENU = 'menu-system';
const ADMIN_ROLE = 'role-admin';
export const WELCOME_NOTICE_ID = 'notice-welcome';

/**
 * The 通知公告 entry under 系统管理, for installations seeded before it existed (a new one has it
 * from the demo menu already). Skipped when an entry with its code exists or 系统管理 was removed.
 */
async function addNoticeMenu(trx: Transaction<Database>): Promise<void> {
  const present = await trx
    .selectFrom('module')
    .select('id')
    .where((eb) => eb.or([eb('enCode', '=', NOTICE_MENU.enCode), eb('id', '=', NOTICE_MENU.id)]))
    .executeTakeFirst();
  const parent = await trx.selectFrom('module').select('id').where('id', '=', SYSTEM_MENU).executeTakeFirst();
  if (present || !parent) return;
  const last = await trx
    .selectFrom('module')
    .select((eb) => eb.fn.max('sortCode').as('sortCode'))
    .where('parentId', '=', SYSTEM_MENU)
    .executeTakeFirst();
  await trx
    .insertInto('module')
    .values({
      id: NOTICE_MENU.id,
      parentId: SYSTEM_MENU,
      fullName: NOTICE_MENU.fullName,
      fullNameI18n: JSON.stringify(NOTICE_MENU.names),
      enCode: NOTICE_MENU.enCode,
      icon: NOTICE_MENU.icon,
      type: NOTICE_MENU.type,
      urlAddress: NOTICE_MENU.urlAddress ?? '',
      sortCode: Number(last?.sortCode ?? -1) + 1,
    })
    .execute();
  const buttons = (NOTICE_MENU.buttons ?? []).map(([enCode, fullName], index) => ({
    id: `${NOTICE_MENU.id}:${enCode}`,
    moduleId: NOTICE_MENU.id,
    enCode,
    fullName,
    sortCode: index,
  }));
  await trx.insertInto('moduleButton').values(buttons).execute();
  const role = await trx.selectFrom('role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();
  if (!role) return;
  await trx
    .insertInto('authorize')
    .values([
      { roleId: ADMIN_ROLE, itemType: 'module' as const, itemId: NOTICE_MENU.id },
      ...buttons.map((button) => ({ roleId: ADMIN_ROLE, itemType: 'button' as const, itemId: button.id })),
    ])
    .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
    .execute();
}

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
      await addNoticeMenu(trx);
      await welcomeNotice(trx);
    },
  );
}
