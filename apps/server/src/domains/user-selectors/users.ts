import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { avatarUrl } from '../../accounts/profile.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import type { Database } from '../../db/tables.js';
import { ICONS, type Organizes, type TreeNode } from '../organize-selectors/index.js';

/** A user as pickers show one: "RealName/account", the avatar, and the organisation path. */
export interface UserSummary {
  id: string;
  fullName: string;
  account: string;
  realName: string;
  headIcon: string;
  organize: string;
  organizeId: string;
}

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;

export const userColumns = ['id', 'account', 'realName', 'headIcon', 'organizeId'] as const;

/** Enabled users only: a picker offers nobody who cannot sign in. */
export const enabledUsers = (db: Db): UsersQuery =>
  db.selectFrom('users').where('enabledMark', '=', 1).orderBy('sortCode').orderBy('account');

/** Users whose real name or account contains the keyword, without regard to case. */
export function matching(query: UsersQuery, keyword: string | undefined): UsersQuery {
  const wanted = keyword?.trim();
  if (!wanted) return query;
  const pattern = containsPattern(wanted);
  return query.where((eb) => eb.or([eb('realName', 'ilike', pattern), eb('account', 'ilike', pattern)]));
}

/** Members of an organisation: their main one, or one they are linked to besides. */
export const inOrganize = (organizeId: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([
    eb('organizeId', '=', organizeId),
    eb.exists(
      eb
        .selectFrom('userRelation as r')
        .select('r.id')
        .whereRef('r.userId', '=', 'users.id')
        .where('r.objectType', '=', 'Organize')
        .where('r.objectId', '=', organizeId),
    ),
  ]);

type UserRow = { id: string; account: string; realName: string; headIcon: string; organizeId: string };

/** How pickers name a user (RealName/account), in the form and wherever its value is shown. */
export const userFullName = (row: { realName: string; account: string }) => `${row.realName}/${row.account}`;

export function summaryOf(row: UserRow, organizes: Organizes): UserSummary {
  return {
    id: row.id,
    fullName: userFullName(row),
    account: row.account,
    realName: row.realName,
    headIcon: avatarUrl(row.headIcon),
    organize: organizes.pathOf(row.organizeId),
    organizeId: row.organizeId,
  };
}

/** A user as a leaf of the user tree, under `parentId`. */
export function userNode(
  row: UserRow,
  organizes: Organizes,
  parentId = row.organizeId,
): TreeNode & UserSummary {
  return {
    ...summaryOf(row, organizes),
    parentId,
    type: 'user',
    icon: ICONS.user,
    hasChildren: false,
    isLeaf: true,
    organizeIds: organizes.idsOf(parentId),
  };
}
