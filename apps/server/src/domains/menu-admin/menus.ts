import { randomUUID } from 'node:crypto';
import { MenuType } from '@formwork/schema';
import { isUniqueViolation } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import type { AuthorizeItemType, Module } from '../authorization/index.js';
import { checkMenu, type MenuInput, propertiesSent } from './menu-checks.js';
import { allMenus, findMenu, lockMenu, type ShownMenu, shownMenu } from './menu-rows.js';
import { branchOf, nestAll, ROOT, withAncestors } from './tree.js';

export interface MenuQuery {
  keyword?: string;
  /** Web: the console's menu; App: the mobile menu, which this installation does not have. */
  category?: string;
  type?: number;
}

const matches = (row: ShownMenu, needle: string) =>
  [row.fullName, row.enCode, row.urlAddress, ...Object.values(row.fullNameI18n)].some((text) =>
    text?.toLowerCase().includes(needle),
  );

/** The whole menu an administrator maintains, disabled entries too; a filter keeps the way to each match. */
export async function menuTree(db: Db, query: MenuQuery) {
  if (query.category === 'App') return [];
  let rows = (await allMenus(db)).map(shownMenu);
  const needle = query.keyword?.trim().toLowerCase();
  if (needle) rows = withAncestors(rows, (row) => matches(row, needle));
  if (query.type !== undefined) rows = withAncestors(rows, (row) => row.type === query.type);
  return nestAll(rows);
}

const choice = (row: Module) => ({
  id: row.id,
  parentId: row.parentId,
  fullName: row.fullName,
  fullNameI18n: shownMenu(row).fullNameI18n,
  enCode: row.enCode,
  icon: row.icon,
  type: row.type,
  enabledMark: row.enabledMark,
});

/** The directories an entry may be filed under: all but `editedId` ('0': none) and what is under it. */
export async function parentChoices(db: Db, editedId: string) {
  const rows = await allMenus(db);
  const branch = editedId === '0' ? new Set<string>() : branchOf(rows, editedId);
  return nestAll(rows.filter((row) => row.type === MenuType.directory && !branch.has(row.id)).map(choice));
}

/** The top of the menu as a node holding the choices, so that "at the top" is a choice too. */
export function topChoice<T>(choices: T[]) {
  return {
    id: ROOT,
    parentId: '',
    fullName: t('menuAdmin.top'),
    hasChildren: choices.length > 0,
    children: choices,
  };
}

/** Every enabled entry, to choose one from. */
export async function enabledChoices(db: Db) {
  return nestAll((await allMenus(db)).filter((row) => row.enabledMark === 1).map(choice));
}

export async function getMenu(db: Db, id: string) {
  return shownMenu(await findMenu(db, id));
}

function valuesOf(input: MenuInput, properties: Record<string, unknown>) {
  const names = Object.fromEntries(
    Object.entries(input.fullNameI18n ?? {})
      .map(([language, name]) => [language, name?.trim() ?? ''])
      .filter(([, name]) => name !== ''),
  );
  return {
    parentId: input.parentId,
    fullName: input.fullName.trim(),
    fullNameI18n: JSON.stringify(names),
    enCode: input.enCode,
    icon: input.icon,
    type: input.type,
    urlAddress: input.type === MenuType.directory ? '' : (input.urlAddress?.trim() ?? ''),
    linkTarget: input.linkTarget === '_blank' ? '_blank' : '_self',
    propertyJson: JSON.stringify(properties),
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: input.description ?? '',
  };
}

/** Someone saved the same code at the same moment: the unique index refused the second. */
const duplicateCode = (input: MenuInput) => (error: unknown) => {
  throw isUniqueViolation(error) ? badField('enCode', 'common.codeExists', { enCode: input.enCode }) : error;
};

export async function createMenu(db: Db, input: MenuInput): Promise<string> {
  const properties = propertiesSent(input);
  const id = randomUUID();
  await db
    .transaction()
    .execute(async (trx) => {
      await checkMenu(trx, input, properties);
      await trx
        .insertInto('module')
        .values({ id, ...valuesOf(input, properties) })
        .execute();
    })
    .catch(duplicateCode(input));
  return id;
}

/** What an update leaves out keeps its stored value, so a form showing fewer fields loses nothing. */
function storedInput(row: Module): Required<Omit<MenuInput, 'moduleId'>> {
  const shown = shownMenu(row);
  return {
    parentId: row.parentId,
    fullName: row.fullName,
    fullNameI18n: shown.fullNameI18n,
    enCode: row.enCode,
    icon: row.icon,
    type: row.type,
    urlAddress: row.urlAddress,
    linkTarget: row.linkTarget === '_blank' ? '_blank' : '_self',
    propertyJson: row.propertyJson,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
  };
}

export async function updateMenu(db: Db, id: string, sent: MenuInput): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      const stored = await lockMenu(trx, id);
      const input = { ...storedInput(stored), ...sent };
      const properties = propertiesSent(input);
      await checkMenu(trx, input, properties, stored);
      await trx.updateTable('module').set(valuesOf(input, properties)).where('id', '=', id).execute();
    })
    .catch(duplicateCode(sent));
}

const ITEM_TABLES = [
  ['moduleButton', 'button'],
  ['moduleColumn', 'column'],
  ['moduleForm', 'form'],
  ['moduleDataScheme', 'dataScheme'],
] as const satisfies ReadonlyArray<readonly [string, AuthorizeItemType]>;

/**
 * Deletes an entry with nothing filed under it, and with it in the same transaction its buttons,
 * columns, form fields, data schemes and data fields, every grant of them and of the entry, and
 * the column arrangements users saved for it.
 */
export async function deleteMenu(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMenu(trx, id);
    const child = await trx.selectFrom('module').select('id').where('parentId', '=', id).executeTakeFirst();
    if (child) throw badField('id', 'menuAdmin.hasChildren');
    for (const [table, itemType] of ITEM_TABLES) {
      await trx
        .deleteFrom('authorize')
        .where('itemType', '=', itemType)
        .where('itemId', 'in', trx.selectFrom(table).select('id').where('moduleId', '=', id))
        .execute();
    }
    await trx.deleteFrom('authorize').where('itemType', '=', 'module').where('itemId', '=', id).execute();
    await trx.deleteFrom('userColumnSetting').where('moduleId', '=', id).execute();
    // The entry's items, schemes and data fields go with it by cascade.
    await trx.deleteFrom('module').where('id', '=', id).execute();
  });
}

/** Actions/State: enabled becomes disabled and back. */
export async function toggleMenu(db: Db, id: string): Promise<number> {
  const stored = await findMenu(db, id);
  const enabledMark = stored.enabledMark === 1 ? 0 : 1;
  await db.updateTable('module').set({ enabledMark }).where('id', '=', id).execute();
  return enabledMark;
}
