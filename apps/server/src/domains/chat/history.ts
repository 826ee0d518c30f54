import { sql } from 'kysely';
import { avatarUrl } from '../../accounts/profile.js';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import { epoch } from '../../crud/times.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';

export interface HistoryQuery {
  currentPage: number;
  pageSize: number;
  sord: 'asc' | 'desc';
  keyword?: string;
}

export interface HistoryItem {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  content: string;
  contentType: string;
  sendTime: number;
  receiveTime: number | null;
  state: number;
}

/** One page of the messages between two users, by send time; a keyword searches text messages only. */
export async function conversationPage(
  db: Db,
  userId: string,
  otherId: string,
  { currentPage, pageSize, sord, keyword }: HistoryQuery,
): Promise<{ list: HistoryItem[]; pagination: { currentPage: number; pageSize: number; total: number } }> {
  let query = db
    .selectFrom('imContent')
    .where((eb) =>
      eb.or([
        eb.and([eb('sendUserId', '=', userId), eb('receiveUserId', '=', otherId)]),
        eb.and([eb('sendUserId', '=', otherId), eb('receiveUserId', '=', userId)]),
      ]),
    );
  const wanted = keyword?.trim();
  if (wanted)
    query = query.where('contentType', '=', 'text').where('content', 'ilike', containsPattern(wanted));
  const [rows, total] = await Promise.all([
    query
      .select([
        'id',
        'sendUserId',
        'receiveUserId',
        'content',
        'contentType',
        'sendTime',
        'receiveTime',
        'state',
      ])
      .orderBy('sendTime', sord)
      .orderBy('id', sord)
      .limit(pageSize)
      .offset(offsetOf({ currentPage, pageSize }))
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      sendUserId: row.sendUserId,
      receiveUserId: row.receiveUserId,
      content: row.content,
      contentType: row.contentType,
      sendTime: row.sendTime.getTime(),
      receiveTime: epoch(row.receiveTime),
      state: row.state,
    })),
    pagination: paginationOf({ currentPage, pageSize }, total?.total ?? 0),
  };
}

/** The user's unread chat messages, counted by sender. */
export async function unreadBySender(
  db: Db,
  userId: string,
): Promise<Array<{ sendUserId: string; unreadNum: number }>> {
  // Joined with the users, so that a message outliving its deleted sender counts for nobody.
  const rows = await db
    .selectFrom('imContent')
    .innerJoin('users', 'users.id', 'imContent.sendUserId')
    .select(['imContent.sendUserId', (eb) => eb.fn.countAll<string>().as('unread')])
    .where('imContent.receiveUserId', '=', userId)
    .where('imContent.state', '=', 0)
    .groupBy('imContent.sendUserId')
    .orderBy('imContent.sendUserId')
    .execute();
  return rows.map((row) => ({ sendUserId: row.sendUserId, unreadNum: Number(row.unread) }));
}

/** Marks read what `fromUserId` sent the user; answers how many were unread. */
export async function markConversationRead(db: Db, userId: string, fromUserId: string): Promise<number> {
  const result = await db
    .updateTable('imContent')
    .set({ state: 1, receiveTime: new Date() })
    .where('receiveUserId', '=', userId)
    .where('sendUserId', '=', fromUserId)
    .where('state', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface Conversation {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  unreadMessage: number;
  latestMessage: string;
  messageType: string;
  latestDate: number;
}

/**
 * The user's recent conversations, newest first by their latest message, with that message and
 * the count of unread ones. The recent-conversation rows say whom the user talked with; the
 * order and times come from the messages themselves, each found by one index lookup per
 * direction.
 */
export async function recentConversations(
  db: Db,
  userId: string,
  page: { currentPage: number; pageSize: number },
): Promise<{ list: Conversation[]; pagination: { currentPage: number; pageSize: number; total: number } }> {
  const [{ rows }, total] = await Promise.all([
    sql<{
      id: string;
      account: string;
      realName: string;
      headIcon: string;
      content: string | null;
      contentType: string | null;
      latestDate: Date;
      unread: string;
    }>`
      select r.receive_user_id as id, u.account, u.real_name, u.head_icon,
        latest.content, latest.content_type,
        coalesce(latest.send_time, r.receive_time) as latest_date,
        (select count(*) from im_content c
          where c.receive_user_id = ${userId} and c.send_user_id = r.receive_user_id and c.state = 0) as unread
      from im_reply r
      join users u on u.id = r.receive_user_id
      left join lateral (
        select * from (
          (select c.content, c.content_type, c.send_time, c.id from im_content c
            where c.send_user_id = ${userId} and c.receive_user_id = r.receive_user_id
            order by c.send_time desc, c.id desc limit 1)
          union all
          (select c.content, c.content_type, c.send_time, c.id from im_content c
            where c.send_user_id = r.receive_user_id and c.receive_user_id = ${userId}
            order by c.send_time desc, c.id desc limit 1)
        ) both_ways
        order by send_time desc, id desc limit 1
      ) latest on true
      where r.user_id = ${userId}
      -- Messages stored in the same millisecond are told apart by their ids, which sort in the
      -- order they were stored: the conversation written to last comes first.
      order by latest_date desc, latest.id desc nulls last, r.receive_user_id
      limit ${page.pageSize} offset ${offsetOf(page)}`.execute(db),
    db
      .selectFrom('imReply')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('userId', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      account: row.account,
      realName: row.realName,
      headIcon: avatarUrl(row.headIcon),
      unreadMessage: Number(row.unread),
      latestMessage: row.content ?? '',
      messageType: row.contentType ?? 'text',
      latestDate: row.latestDate.getTime(),
    })),
    pagination: { ...page, total: Number(total?.total ?? 0) },
  };
}
