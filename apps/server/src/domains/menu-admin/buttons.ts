import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { checkCodeFormat } from './menu-checks.js';
import { duplicateCodeOf, nextSortCode, resourceOwner, sameOwner, withStored } from './resource-owner.js';
import { branchOf, nestAll, ROOT, withAncestors } from './tree.js';

export interface ButtonInput {
  moduleId: string;
  /** Another button of the same entry, or '-1'. */
  parentId?: string;
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

const COLUMNS = [
  'id',
  'moduleId',
  'parentId',
  'fullName',
  'enCode',
  'sortCode',
  'enabledMark',
  'description',
] as const;

const buttonsOf = (db: Db, moduleId: string) =>
  db
    .selectFrom('moduleButton')
    .select(COLUMNS)
    .where('moduleId', '=', moduleId)
    .orderBy('sortCode')
    .orderBy('id')
    .execute();

/** An entry's buttons as a tree, disabled ones too; a keyword keeps matches with the buttons above them. */
export async function listButtons(db: Db, moduleId: string, keyword?: string) {
  const needle = keyword?.trim().toLowerCase();
  const rows = await buttonsOf(db, moduleId);
  const kept = needle
    ? withAncestors(rows, (row) => `${row.fullName} ${row.enCode}`.toLowerCase().includes(needle))
    : rows;
  return nestAll(kept);
}

export async function buttonParentChoices(db: Db, moduleId: string) {
  return nestAll(await buttonsOf(db, moduleId));
}

export async function getButton(db: Db, id: string) {
  const row = await db.selectFrom('moduleButton').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('menuAdmin.buttonNotFound'));
  return row;
}

async function checkButton(trx: Db, input: Required<ButtonInput>, stored?: { id: string; enCode: string }) {
  await resourceOwner(trx, input.moduleId);
  if (input.fullName.trim() === '') throw badField('fullName', 'validation.empty');
  checkCodeFormat('enCode', input.enCode, stored?.enCode);
  const rows = await buttonsOf(trx, input.moduleId);
  if (rows.some((row) => row.enCode === input.enCode && row.id !== stored?.id))
    throw badField('enCode', 'common.codeExists', { enCode: input.enCode });
  if (input.parentId === ROOT) return;
  if (!rows.some((row) => row.id === input.parentId))
    throw badField('parentId', 'menuAdmin.parentMissing', { parentId: input.parentId });
  if (stored && branchOf(rows, stored.id).has(input.parentId))
    throw badField('parentId', 'menuAdmin.parentIsOwnDescendant');
}

const DEFAULTS = { parentId: ROOT, enabledMark: 1, description: '' };

const valuesOf = (input: Required<ButtonInput>) => ({
  moduleId: input.moduleId,
  parentId: input.parentId,
  fullName: input.fullName.trim(),
  enCode: input.enCode,
  sortCode: input.sortCode,
  enabledMark: input.enabledMark,
  description: input.description,
});

export async function createButton(db: Db, sent: ButtonInput): Promise<string> {
  const id = randomUUID();
  await db
    .transaction()
    .execute(async (trx) => {
      const sortCode = sent.sortCode ?? (await nextSortCode(trx, 'moduleButton', sent.moduleId));
      const input = { ...DEFAULTS, ...sent, sortCode };
      await checkButton(trx, input);
      await trx
        .insertInto('moduleButton')
        .values({ id, ...valuesOf(input) })
        .execute();
    })
    .catch(duplicateCodeOf('enCode', sent.enCode));
  return id;
}

export async function updateButton(db: Db, id: string, sent: ButtonInput): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      const stored = await getButton(trx, id);
      sameOwner(sent.moduleId, stored.moduleId);
      const input = withStored(stored, sent);
      await checkButton(trx, input, stored);
      await trx.updateTable('moduleButton').set(valuesOf(input)).where('id', '=', id).execute();
    })
    .catch(duplicateCodeOf('enCode', sent.enCode));
}

/** Deletes a button with no buttons under it, and in the same transaction every grant of it. */
export async function deleteButton(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getButton(trx, id);
    const child = await trx
      .selectFrom('moduleButton')
      .select('id')
      .where('parentId', '=', id)
      .executeTakeFirst();
    if (child) throw badField('id', 'menuAdmin.buttonHasChildren');
    await trx.deleteFrom('authorize').where('itemType', '=', 'button').where('itemId', '=', id).execute();
    await trx.deleteFrom('moduleButton').where('id', '=', id).execute();
  });
}

export async function toggleButton(db: Db, id: string): Promise<number> {
  const stored = await getButton(db, id);
  const enabledMark = stored.enabledMark === 1 ? 0 : 1;
  await db.updateTable('moduleButton').set({ enabledMark }).where('id', '=', id).execute();
  return enabledMark;
}
