import { sql } from 'kysely';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { placeName } from '../../http/client-info.js';
import { t } from '../../http/i18n/index.js';
import { describeEvents } from './operation-event.js';
import { LOG_TYPE } from './request-log.js';

export type LogType = (typeof LOG_TYPE)[keyof typeof LOG_TYPE];

export interface LogQuery {
  keyword?: string;
  /** Milliseconds since 1970, or '' for none. */
  startTime?: number | '';
  endTime?: number | '';
  currentPage: number;
  pageSize: number;
}

/** The user's name as lists show it: real name/account, or else the account a sign-in typed. */
const userName = (fallback: ReturnType<typeof sql<string>>) =>
  sql<string>`coalesce(u.real_name || '/' || u.account, ${fallback})`;

/** A day range ends at the end of its last day when the client sends that day's midnight. */
const endOf = (epoch: number) => new Date(epoch % 86_400_000 === 0 ? epoch + 86_399_999 : epoch);

/** A page of one log (sign-in, operation, error or request), newest first. */
export async function logPage(db: Db, type: LogType, query: LogQuery) {
  const { currentPage, pageSize, startTime, endTime } = query;
  const keyword = query.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const from = typeof startTime === 'number' ? new Date(startTime) : undefined;
  const to = typeof endTime === 'number' ? endOf(endTime) : undefined;
  const offset = offsetOf({ currentPage, pageSize });

  if (type === LOG_TYPE.signIn) {
    let found = db.selectFrom('loginLog as l').leftJoin('users as u', 'u.id', 'l.userId');
    if (from) found = found.where('l.loginTime', '>=', from);
    if (to) found = found.where('l.loginTime', '<=', to);
    if (pattern)
      found = found.where((eb) =>
        eb.or([
          eb('l.account', 'ilike', pattern),
          eb('u.realName', 'ilike', pattern),
          eb('l.ipAddress', 'ilike', pattern),
          eb('l.message', 'ilike', pattern),
        ]),
      );
    const [total, rows] = await Promise.all([
      found.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      found
        .select([
          'l.id',
          'l.loginTime',
          'l.ipAddress',
          'l.ipAddressName',
          'l.userAgent',
          'l.success',
          'l.message',
          userName(sql`l.account`).as('userName'),
        ])
        .orderBy('l.loginTime', 'desc')
        .orderBy('l.id')
        .offset(offset)
        .limit(pageSize)
        .execute(),
    ]);
    const list = rows.map((row) => ({
      id: row.id,
      creatorTime: row.loginTime.getTime(),
      userName: row.userName,
      ipaddress: row.ipAddress,
      ipAddressName: placeName(row.ipAddressName),
      platForm: row.userAgent,
      loginMark: row.success ? 1 : 0,
      abstracts: row.success ? t('sysLog.signedIn') : row.message,
    }));
    return { list, pagination: paginationOf({ currentPage, pageSize }, total.total) };
  }

  let found = db
    .selectFrom('sysLog as l')
    .leftJoin('users as u', 'u.id', 'l.userId')
    .where('l.type', '=', type === LOG_TYPE.error ? LOG_TYPE.error : LOG_TYPE.request);
  // An operation is a request that changes something: any method but GET.
  if (type === LOG_TYPE.operation) found = found.where('l.requestMethod', 'not in', ['GET', 'HEAD']);
  if (from) found = found.where('l.createdAt', '>=', from);
  if (to) found = found.where('l.createdAt', '<=', to);
  if (pattern)
    found = found.where((eb) =>
      eb.or([
        eb('u.account', 'ilike', pattern),
        eb('u.realName', 'ilike', pattern),
        eb('l.ipAddress', 'ilike', pattern),
        eb('l.requestUrl', 'ilike', pattern),
        eb('l.detail', 'ilike', pattern),
      ]),
    );
  const [total, rows] = await Promise.all([
    found.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    found
      .select([
        'l.id',
        'l.createdAt',
        'l.ipAddress',
        'l.userAgent',
        'l.requestMethod',
        'l.requestUrl',
        'l.statusCode',
        'l.durationMs',
        'l.detail',
        userName(sql`''`).as('userName'),
        'u.account',
      ])
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id')
      .offset(offset)
      .limit(pageSize)
      .execute(),
  ]);
  // A request's row keeps what it did as keys; the reader sees it in the reader's language.
  const { events, kinds } = await describeEvents(db, rows);
  const list = rows.map((row, index) => ({
    id: row.id,
    creatorTime: row.createdAt.getTime(),
    userName: row.userName,
    ipaddress: row.ipAddress,
    platForm: row.userAgent,
    requestURL: row.requestUrl,
    moduleName: kinds[index] || row.requestUrl,
    abstracts: events[index] ?? '',
    requestMethod: row.requestMethod,
    requestDuration: row.durationMs,
    statusCode: row.statusCode,
    json: type === LOG_TYPE.error ? row.detail : '',
  }));
  return { list, pagination: paginationOf({ currentPage, pageSize }, total.total) };
}

/** Deletes the chosen entries of any log. */
export async function removeLogEntries(db: Db, ids: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysLog').where('id', 'in', ids).execute();
    await trx.deleteFrom('loginLog').where('id', 'in', ids).execute();
  });
}

/** Clears one log. */
export async function clearLog(db: Db, type: LogType): Promise<void> {
  if (type === LOG_TYPE.signIn) await db.deleteFrom('loginLog').execute();
  else if (type === LOG_TYPE.error)
    await db.deleteFrom('sysLog').where('type', '=', LOG_TYPE.error).execute();
  else {
    let requests = db.deleteFrom('sysLog').where('type', '=', LOG_TYPE.request);
    if (type === LOG_TYPE.operation) requests = requests.where('requestMethod', 'not in', ['GET', 'HEAD']);
    await requests.execute();
  }
}
