import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { creatorName } from './creator-name.js';

export interface InboxQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  type?: number;
}

/** The messages this user received, newest first, with whether each was opened. */
export async function listInbox(db: Db, userId: string, query: InboxQuery) {
  let base = db
    .selectFrom('messageReceive as r')
    .innerJoin('message as m', 'm.id', 'r.messageId')
    .where('r.userId', '=', userId);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where('m.title', 'ilike', containsPattern(keyword));
  if (query.type !== undefined) base = base.where('m.type', '=', query.type);

  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as c', 'c.id', 'm.creatorUserId')
      .select([
        'm.id',
        'm.title',
        'm.type',
        'm.creatorUserId',
        'm.lastModifyTime',
        'r.isRead',
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
    list: rows.map((row) => {
      const sender = creatorName(row.creatorUserId, row.realName, row.account);
      const sentAt = row.lastModifyTime.getTime();
      // JNPF's message centre names the same two releaseUser and releaseTime.
      return {
        id: row.id,
        title: row.title,
        type: row.type,
        creatorUser: sender,
        lastModifyTime: sentAt,
        releaseUser: sender,
        releaseTime: sentAt,
        isRead: row.isRead,
      };
    }),
    pagination: paginationOf(query, total),
  };
}

/**
 * One message this user received, marked read. A message sent only to others answers the same
 * "not found" as one that does not exist, so nobody learns what others were sent.
 */
export async function readMessage(db: Db, userId: string, messageId: string) {
  const row = await db
    .selectFrom('messageReceive as r')
    .innerJoin('message as m', 'm.id', 'r.messageId')
    .leftJoin('users as c', 'c.id', 'm.creatorUserId')
    .select([
      'm.id',
      'm.title',
      'm.bodyText',
      'm.type',
      'm.files',
      'm.creatorUserId',
      'm.lastModifyTime',
      'r.isRead',
      'c.realName',
      'c.account',
    ])
    .where('r.userId', '=', userId)
    .where('r.messageId', '=', messageId)
    .executeTakeFirst();
  if (!row) throw badRequest(t('message.notFound'));
  if (row.isRead === 0)
    await db
      .updateTable('messageReceive')
      .set({ isRead: 1, readTime: new Date() })
      .where('userId', '=', userId)
      .where('messageId', '=', messageId)
      .execute();
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    bodyText: row.bodyText,
    creatorUser: creatorName(row.creatorUserId, row.realName, row.account),
    lastModifyTime: row.lastModifyTime.getTime(),
    files: row.files,
  };
}

/** Marks every unread message of this user read; answers how many were. */
export async function readAll(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable('messageReceive')
    .set({ isRead: 1, readTime: new Date() })
    .where('userId', '=', userId)
    .where('isRead', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Takes these messages out of this user's inbox; other recipients keep theirs. */
export async function removeFromInbox(
  db: Db,
  userId: string,
  messageIds: readonly string[],
): Promise<number> {
  if (messageIds.length === 0) return 0;
  const result = await db
    .deleteFrom('messageReceive')
    .where('userId', '=', userId)
    .where('messageId', 'in', messageIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
