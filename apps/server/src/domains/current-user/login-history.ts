import type { LoginHistoryEntry, PagedList } from '@formwork/schema';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { placeName } from '../../http/client-info.js';
import { t } from '../../http/i18n/index.js';

export interface LoginHistoryQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

export async function loginHistory(
  db: Db,
  userId: string,
  query: LoginHistoryQuery,
): Promise<PagedList<LoginHistoryEntry>> {
  let base = db.selectFrom('loginLog').where('userId', '=', userId);
  if (query.startTime !== undefined) base = base.where('loginTime', '>=', new Date(query.startTime));
  if (query.endTime !== undefined) base = base.where('loginTime', '<=', new Date(query.endTime));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    base = base.where((eb) =>
      eb.or([eb('ipAddress', 'ilike', pattern), eb('ipAddressName', 'ilike', pattern)]),
    );
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('loginTime', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      creatorTime: row.loginTime.getTime(),
      ipAddress: row.ipAddress,
      ipAddressName: placeName(row.ipAddressName),
      userAgent: row.userAgent,
      success: row.success,
      abstracts: row.success ? t('sysLog.signedIn') : row.message,
    })),
    pagination: paginationOf(query, total),
  };
}
