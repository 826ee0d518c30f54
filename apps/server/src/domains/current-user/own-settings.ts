import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';

/** What the signed-in user may change of their own profile. */
export interface OwnInfo {
  realName: string;
  gender?: number;
  email?: string;
  mobilePhone?: string;
  /** Milliseconds since 1970; null clears it. */
  birthday?: number | null;
  signature?: string;
}

/** Writes the fields sent; those left out stay as they are. */
export async function updateOwnInfo(db: Db, userId: string, info: OwnInfo): Promise<void> {
  const { email, mobilePhone, birthday, ...rest } = info;
  await db
    .updateTable('users')
    .set({
      ...rest,
      ...(email !== undefined && { email }),
      ...(mobilePhone !== undefined && { mobilePhone }),
      ...(birthday !== undefined && { birthday: birthday === null ? null : new Date(birthday) }),
      lastModifyTime: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

/** The layout, language or avatar the user chose. */
export async function setOwnSettings(
  db: Db,
  userId: string,
  settings: { theme: string } | { language: string } | { headIcon: string },
): Promise<void> {
  await db.updateTable('users').set(settings).where('id', '=', userId).execute();
}

/** Whether the user administers, and their main organisation and position. */
export function ownUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['isAdministrator', 'organizeId', 'positionId'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Makes one of the organisations or positions the user belongs to their main one. */
export async function switchMajor(
  db: Db,
  userId: string,
  majorType: 'Organize' | 'Position',
  majorId: string,
): Promise<void> {
  const held = await db
    .selectFrom('userRelation')
    .select('id')
    .where('userId', '=', userId)
    .where('objectType', '=', majorType)
    .where('objectId', '=', majorId)
    .executeTakeFirst();
  if (!held)
    throw badField(
      'majorId',
      majorType === 'Organize' ? 'currentUser.notInOrganize' : 'currentUser.notInPosition',
    );
  await db
    .updateTable('users')
    .set(majorType === 'Organize' ? { organizeId: majorId } : { positionId: majorId })
    .where('id', '=', userId)
    .execute();
}
