import { createHash, randomUUID } from 'node:crypto';
import { hashPassword } from '../../accounts/passwords.js';
import { endUserSessions } from '../../accounts/sessions.js';
import type { RelationType } from '../../db/core-tables.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import type { References } from './references.js';
import { type PreparedUser, prepareUser, type StoredUser } from './user-checks.js';
import type { UserInput } from './user-input.js';

/** A new user's password until they change it at their first sign-in, which they are made to. */
export const INITIAL_PASSWORD = '0000';
export const initialPasswordHash = () =>
  hashPassword(createHash('md5').update(INITIAL_PASSWORD).digest('hex'));

export async function findStoredUser(db: Db, id: string): Promise<StoredUser> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'account', 'headIcon', 'isAdministrator', 'enabledMark'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw badRequest(t('permissionUser.notFound'));
  return user;
}

/** Replaces the user's organisation, position and role links with the prepared ones, in order. */
async function writeRelations(trx: Db, userId: string, prepared: PreparedUser): Promise<void> {
  await trx
    .deleteFrom('userRelation')
    .where('userId', '=', userId)
    .where('objectType', 'in', ['Organize', 'Position', 'Role'])
    .execute();
  const links = (objectType: RelationType, ids: string[]) =>
    ids.map((objectId, sortCode) => ({ id: randomUUID(), userId, objectType, objectId, sortCode }));
  const rows = [
    ...links('Organize', prepared.organizeIds),
    ...links('Position', prepared.positionIds),
    ...links('Role', prepared.roleIds),
  ];
  if (rows.length) await trx.insertInto('userRelation').values(rows).execute();
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** Inserts a prepared user and its links in one transaction; a same-moment duplicate account is a 400. */
export async function insertUser(db: Db, prepared: PreparedUser, passwordHash: string): Promise<string> {
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ id, ...prepared.values, passwordHash, isFirst: 0 })
        .execute();
      await writeRelations(trx, id, prepared);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw badField('account', 'permissionUser.accountExists', { account: prepared.values.account });
    throw error;
  }
  return id;
}

export async function createUser(
  db: Db,
  refs: References,
  input: UserInput,
  callerId: string,
  /** The md5 of the initial password the administrator chose; 0000 without one. */
  passwordMd5?: string,
): Promise<string> {
  const prepared = await prepareUser(db, refs, input, { callerId });
  const passwordHash = passwordMd5 ? await hashPassword(passwordMd5) : await initialPasswordHash();
  return insertUser(db, prepared, passwordHash);
}

/**
 * Updates a user and their links. A user the update disables or locks is signed out everywhere:
 * answers the sessions ended, for the caller to announce.
 */
export async function updateUser(
  db: Db,
  refs: References,
  id: string,
  input: UserInput,
  callerId: string,
): Promise<string[]> {
  const stored = await findStoredUser(db, id);
  const prepared = await prepareUser(db, refs, input, { callerId, stored });
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...prepared.values, lastModifyTime: new Date() })
      .where('id', '=', id)
      .execute();
    await writeRelations(trx, id, prepared);
    return prepared.values.enabledMark === 1 ? [] : endUserSessions(trx, id, 'forced');
  });
}

/** What still points at a user and keeps them from being deleted; the first found is named. */
async function checkUnreferenced(db: Db, id: string): Promise<void> {
  const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name).join(', ');
  const reports = await db
    .selectFrom('users')
    .select(['realName', 'account'])
    .where('managerId', '=', id)
    .limit(5)
    .execute();
  if (reports.length)
    throw badField('id', 'permissionUser.stillManager', {
      names: names(reports.map((row) => ({ name: `${row.realName}/${row.account}` }))),
    });
  const organizes = await db
    .selectFrom('organize')
    .select('fullName as name')
    .where('managerId', '=', id)
    .limit(5)
    .execute();
  if (organizes.length)
    throw badField('id', 'permissionUser.stillOrganizeManager', { names: names(organizes) });
  const subAccounts = await db
    .selectFrom('users')
    .select('account as name')
    .where('mainUserId', '=', id)
    .limit(5)
    .execute();
  if (subAccounts.length)
    throw badField('id', 'permissionUser.hasSubAccounts', { names: names(subAccounts) });
}

/** Deletes a user nothing points at any more; their sessions, links and inbox go with them. */
export async function deleteUser(db: Db, id: string, callerId: string): Promise<void> {
  const stored = await findStoredUser(db, id);
  if (stored.isAdministrator) throw badField('id', 'permissionUser.adminNotDeletable');
  if (stored.id === callerId) throw badField('id', 'permissionUser.selfNotDeletable');
  await checkUnreferenced(db, id);
  try {
    await db.deleteFrom('users').where('id', '=', id).execute();
  } catch (error) {
    // Someone made the user a manager between the check and the delete.
    if ((error as { code?: unknown } | null)?.code === '23503') await checkUnreferenced(db, id);
    throw error;
  }
}
