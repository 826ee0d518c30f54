import { avatarUrl } from '../../accounts/profile.js';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { loadOrganizes } from '../organize-selectors/index.js';
import { enabledUsers, matching } from '../user-selectors/index.js';

export interface ContactQuery {
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

/** Enabled users other than the caller, by account or real name, a page at a time. */
export async function chatContacts(db: Db, userId: string, { keyword, currentPage, pageSize }: ContactQuery) {
  const others = matching(enabledUsers(db), keyword).where('id', '!=', userId);
  const [rows, total, organizes] = await Promise.all([
    others
      .select(['id', 'account', 'realName', 'headIcon', 'organizeId'])
      .orderBy('id')
      .limit(pageSize)
      .offset(offsetOf({ currentPage, pageSize }))
      .execute(),
    others
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
    loadOrganizes(db),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      account: row.account,
      realName: row.realName,
      headIcon: avatarUrl(row.headIcon),
      department: organizes.pathOf(row.organizeId),
    })),
    pagination: paginationOf({ currentPage, pageSize }, total?.total ?? 0),
  };
}
