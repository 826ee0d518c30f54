import { randomUUID } from 'node:crypto';
import { MessageType } from '@formwork/schema';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import type { EventBus } from '../../realtime/bus.js';
import { checkMessageContent, type MessageContentInput } from './content.js';
import { creatorName } from './creator-name.js';
import { MessageState } from './message-types.js';
import { checkNoticeRecipients, resolveNoticeTargets, storedTargets } from './notice-recipients.js';
import { addRecipients } from './recipients.js';

/** A notice as its form writes it: the content and whom it goes to (nothing chosen: everyone). */
export interface NoticeInput extends MessageContentInput {
  /** "id--user,id--department,id--role" or a list of them, as JNPF's notice form sends it. */
  toUserIds?: string | readonly string[];
}

export interface NoticeQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** Every notice, drafts and released, newest change first. */
export async function listNotices(db: Db, query: NoticeQuery) {
  let base = db.selectFrom('message as m').where('m.type', '=', MessageType.notice);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where('m.title', 'ilike', containsPattern(keyword));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as c', 'c.id', 'm.creatorUserId')
      .select([
        'm.id',
        'm.title',
        'm.type',
        'm.enabledMark',
        // So the list can say, before a release, whether everyone or only those chosen receive it.
        'm.toUserIds',
        'm.creatorUserId',
        'm.creatorTime',
        'm.lastModifyTime',
        'c.realName',
        'c.account',
      ])
      .orderBy('m.lastModifyTime', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
  ]);
  return {
    list: rows.map(({ realName, account, creatorUserId, creatorTime, lastModifyTime, ...row }) => ({
      ...row,
      creatorUser: creatorName(creatorUserId, realName, account),
      creatorTime: creatorTime.getTime(),
      lastModifyTime: lastModifyTime.getTime(),
    })),
    pagination: paginationOf(query, total),
  };
}

async function noticeRow(db: Db, id: string) {
  const row = await db
    .selectFrom('message')
    .selectAll()
    .where('id', '=', id)
    .where('type', '=', MessageType.notice)
    .executeTakeFirst();
  if (!row) throw badRequest(t('message.noticeNotFound'));
  return row;
}

/** One notice as its form edits it. */
export async function getNotice(db: Db, id: string) {
  const row = await noticeRow(db, id);
  const creator = row.creatorUserId
    ? await db
        .selectFrom('users')
        .select(['realName', 'account'])
        .where('id', '=', row.creatorUserId)
        .executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    title: row.title,
    bodyText: row.bodyText,
    files: row.files,
    // As JNPF answers it: the chosen recipients comma-separated, '' for everyone.
    toUserIds: row.toUserIds,
    type: row.type,
    enabledMark: row.enabledMark,
    creatorUser: creatorName(row.creatorUserId, creator?.realName ?? null, creator?.account ?? null),
    creatorTime: row.creatorTime.getTime(),
    lastModifyTime: row.lastModifyTime.getTime(),
  };
}

/** A new draft notice; nobody receives it until it is released. */
export async function createNotice(db: Db, input: NoticeInput, userId: string): Promise<string> {
  const content = checkMessageContent(input);
  const toUserIds = await checkNoticeRecipients(db, input.toUserIds);
  const id = randomUUID();
  await db
    .insertInto('message')
    .values({
      id,
      ...content,
      toUserIds,
      type: MessageType.notice,
      enabledMark: MessageState.draft,
      creatorUserId: userId,
      lastModifyUserId: userId,
    })
    .execute();
  return id;
}

/** Changes a draft. What was released stays as its readers received it. */
export async function updateNotice(db: Db, id: string, input: NoticeInput, userId: string) {
  const content = checkMessageContent(input);
  const row = await noticeRow(db, id);
  if (row.enabledMark !== MessageState.draft) throw badRequest(t('message.releasedNotEditable'));
  const toUserIds = await checkNoticeRecipients(db, input.toUserIds);
  const result = await db
    .updateTable('message')
    .set({ ...content, toUserIds, lastModifyUserId: userId, lastModifyTime: new Date() })
    .where('id', '=', id)
    .where('enabledMark', '=', MessageState.draft)
    .executeTakeFirst();
  // Released between the read and the write by someone else.
  if (Number(result.numUpdatedRows) === 0) throw badRequest(t('message.releasedNotEditable'));
}

/**
 * Deletes a notice; a released one leaves every inbox with it, and the sockets of those who had
 * it are told their new unread count after the commit (the same push a release sends, so bells
 * and open message lists follow). A notice to chosen recipients names its title to them only.
 */
export async function deleteNotice(db: Db, bus: EventBus, id: string): Promise<void> {
  const { deleted, receivers } = await db.transaction().execute(async (trx) => {
    // Read before the delete takes the inbox rows with it.
    const receivers = await trx
      .selectFrom('messageReceive')
      .select('userId')
      .where('messageId', '=', id)
      .execute();
    const deleted = await trx
      .deleteFrom('message')
      .where('id', '=', id)
      .where('type', '=', MessageType.notice)
      .returning(['title', 'enabledMark', 'toUserIds'])
      .executeTakeFirst();
    return { deleted, receivers: receivers.map((row) => row.userId) };
  });
  if (!deleted) throw badRequest(t('message.noticeNotFound'));
  if (deleted.enabledMark !== MessageState.released) return;
  const everyone = storedTargets(deleted.toUserIds) === 'everyone';
  if (!everyone && receivers.length === 0) return;
  await bus.publish({
    kind: 'messagePush',
    userIds: everyone ? 'all' : receivers,
    messageId: id,
    messageType: MessageType.notice,
    title: deleted.title,
  });
}

/**
 * Releases a draft to its chosen recipients (resolved now to the enabled users they reach), or
 * to every enabled user when none were chosen: its state and one inbox row per user change together,
 * so a release is never half done. The state changes only from draft, inside the same
 * statement that checks it, so two releases at once deliver once and the second is refused.
 * Sockets are told after the commit.
 */
export async function releaseNotice(db: Db, bus: EventBus, id: string, userId: string): Promise<number> {
  const { title, recipients, count } = await db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('message')
      .set({ enabledMark: MessageState.released, lastModifyUserId: userId, lastModifyTime: new Date() })
      .where('id', '=', id)
      .where('type', '=', MessageType.notice)
      .where('enabledMark', '=', MessageState.draft)
      .returning(['title', 'toUserIds'])
      .executeTakeFirst();
    if (!released) {
      await noticeRow(trx, id);
      throw badRequest(t('message.alreadyReleased'));
    }
    const targets = storedTargets(released.toUserIds);
    if (targets === 'everyone') {
      const recipients = await addRecipients(trx, id, 'allEnabled');
      return { title: released.title, recipients: 'all' as const, count: recipients.length };
    }
    const chosen = await resolveNoticeTargets(trx, targets);
    const recipients = await addRecipients(trx, id, { userIds: chosen });
    return { title: released.title, recipients, count: recipients.length };
  });
  // Sockets of users the notice does not reach hear nothing of it, not even its title.
  if (recipients === 'all' || recipients.length > 0)
    await bus.publish({
      kind: 'messagePush',
      userIds: recipients,
      messageId: id,
      messageType: MessageType.notice,
      title,
    });
  return count;
}
