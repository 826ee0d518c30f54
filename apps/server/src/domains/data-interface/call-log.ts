import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';

export interface LogQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** A page of an interface's calls, newest first, by caller or address. */
export async function interfaceLogPage(db: Db, interfaceId: string, query: LogQuery) {
  const { currentPage, pageSize, keyword = '' } = query;
  let rows = db
    .selectFrom('dataInterfaceLog as l')
    .leftJoin('users as u', 'u.id', 'l.userId')
    .where('l.interfaceId', '=', interfaceId);
  if (keyword.trim()) {
    const pattern = containsPattern(keyword.trim());
    rows = rows.where((eb) =>
      eb.or([
        eb('u.realName', 'ilike', pattern),
        eb('u.account', 'ilike', pattern),
        eb('l.invokIp', 'ilike', pattern),
      ]),
    );
  }
  const [counted, list] = await Promise.all([
    rows.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
    rows
      .select([
        'l.id',
        'l.invokTime',
        'l.invokIp',
        'l.invokDevice',
        'l.invokType',
        'l.invokWasteTime',
        'l.success',
        'l.message',
        'u.realName',
        'u.account',
      ])
      .orderBy('l.invokTime', 'desc')
      .orderBy('l.id')
      .limit(pageSize)
      .offset(offsetOf({ currentPage, pageSize }))
      .execute(),
  ]);
  return {
    list: list.map(({ realName, account, invokTime, ...row }) => ({
      ...row,
      invokTime: invokTime.getTime(),
      userId: realName ? `${realName}/${account}` : '',
    })),
    pagination: paginationOf({ currentPage, pageSize }, counted?.total ?? 0),
  };
}
