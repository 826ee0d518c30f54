import { MenuType } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import {
  type AuthorizeItemType,
  addBuiltInSchemes,
  builtInSchemeId,
  menuIdOf,
} from '../authorization/index.js';

/** The role that is granted every published entry, so the administrator sees it at once. */
const ADMIN_ROLE = 'role-admin';

const BUTTONS: Array<[string, string]> = [
  ['btn_add', '新建'],
  ['btn_edit', '编辑'],
  ['btn_remove', '删除'],
  ['btn_detail', '详情'],
  ['btn_download', '导出'],
  ['btn_batchRemove', '批量删除'],
  ['btn_batchPrint', '批量打印'],
];

const ITEM_TABLES = { button: 'moduleButton', column: 'moduleColumn', form: 'moduleForm' } as const;
type ItemKind = keyof typeof ITEM_TABLES;

export interface PublishedMenu {
  visualdevId: string;
  fullName: string;
  enCode: string;
  parentId: string;
  columns: Array<{ prop: string; label: string }>;
  /** The 表单权限 entries: each data field, and each sub-table column as `table-column`. */
  fields: Array<{ enCode: string; fullName: string; childTableKey?: string }>;
}

/** Fails before anything is written when the parent is missing or the code belongs to another entry. */
export async function checkMenuTarget(
  db: Db,
  menu: Pick<PublishedMenu, 'visualdevId' | 'enCode' | 'parentId'>,
) {
  if (menu.parentId !== '-1') {
    const parent = await db
      .selectFrom('module')
      .select('id')
      .where('id', '=', menu.parentId)
      .executeTakeFirst();
    if (!parent) throw badField('pcModuleParentId', 'visualdev.parentMenuMissing');
  }
  const taken = await db
    .selectFrom('module')
    .select('id')
    .where('enCode', '=', menu.enCode)
    .where('id', '<>', menuIdOf(menu.visualdevId))
    .executeTakeFirst();
  if (taken) throw badField('enCode', 'visualdev.menuCodeTaken', { enCode: menu.enCode });
}

/**
 * Creates or updates the type-3 entry with its buttons, columns, form fields and the built-in data
 * schemes (all records, own records, own department ...), so that a role can be granted any of
 * them as soon as the design is released. Items that are kept keep their ids, so what other roles
 * were granted on them survives a re-release.
 */
export async function publishMenu(trx: Db, menu: PublishedMenu): Promise<string> {
  const moduleId = menuIdOf(menu.visualdevId);
  const entry = {
    parentId: menu.parentId,
    fullName: menu.fullName,
    enCode: menu.enCode,
    type: MenuType.onlineDev,
    urlAddress: `onlineDev/${menu.enCode}`,
    propertyJson: JSON.stringify({ moduleId: menu.visualdevId }),
  };
  await trx
    .insertInto('module')
    .values({ id: moduleId, icon: 'icon-ym icon-ym-webForm', ...entry })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(entry))
    .execute();

  const items: Record<ItemKind, Array<[string, string]>> = {
    button: BUTTONS,
    column: menu.columns.map((column) => [column.prop, column.label]),
    form: menu.fields.map((field) => [field.enCode, field.fullName]),
  };
  // A sub-table column's entry says which sub-table it is of, as JNPF's child-table fields do.
  const childTableOf = new Map(
    menu.fields.flatMap((field) => (field.childTableKey ? [[field.enCode, field.childTableKey]] : [])),
  );
  const grants: Array<{ itemType: AuthorizeItemType; itemId: string }> = [
    { itemType: 'module', itemId: moduleId },
  ];
  for (const kind of Object.keys(ITEM_TABLES) as ItemKind[]) {
    const table = ITEM_TABLES[kind];
    const wanted = new Map(items[kind].map(([enCode, fullName]) => [enCode, fullName || enCode]));
    const stale = await trx
      .selectFrom(table)
      .select('id')
      .where('moduleId', '=', moduleId)
      .where('enCode', 'not in', [...wanted.keys(), ''])
      .execute();
    await removeItems(
      trx,
      kind,
      stale.map((row) => row.id),
    );
    let sortCode = 0;
    for (const [enCode, fullName] of wanted) {
      const id = `${moduleId}:${kind}:${enCode}`;
      const childTableKey = kind === 'form' ? childTableOf.get(enCode) : undefined;
      const child = childTableKey ? { fieldRule: 2, childTableKey } : {};
      await trx
        .insertInto(table)
        .values({ id, moduleId, enCode, fullName, sortCode, ...child })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ fullName, sortCode, ...child }))
        .execute();
      grants.push({ itemType: kind, itemId: id });
      sortCode += 1;
    }
  }

  await addBuiltInSchemes(trx, moduleId);
  // A scheme whose code another one had taken was not added; only one that exists is granted.
  const allRecords = await trx
    .selectFrom('moduleDataScheme')
    .select('id')
    .where('id', '=', builtInSchemeId(moduleId, 'all'))
    .executeTakeFirst();
  if (allRecords) grants.push({ itemType: 'dataScheme', itemId: allRecords.id });

  const adminRole = await trx.selectFrom('role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();
  if (adminRole) {
    await trx
      .insertInto('authorize')
      .values(grants.map((grant) => ({ roleId: ADMIN_ROLE, ...grant })))
      .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
      .execute();
  }
  return moduleId;
}

async function removeItems(trx: Db, kind: ItemKind, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await trx.deleteFrom('authorize').where('itemType', '=', kind).where('itemId', 'in', ids).execute();
  await trx.deleteFrom(ITEM_TABLES[kind]).where('id', 'in', ids).execute();
}

/** Removes a design's menu entry, its items and every grant on them. */
export async function unpublishMenu(trx: Db, visualdevId: string): Promise<void> {
  const moduleId = menuIdOf(visualdevId);
  for (const kind of Object.keys(ITEM_TABLES) as ItemKind[]) {
    const rows = await trx
      .selectFrom(ITEM_TABLES[kind])
      .select('id')
      .where('moduleId', '=', moduleId)
      .execute();
    await removeItems(
      trx,
      kind,
      rows.map((row) => row.id),
    );
  }
  // The entry's data schemes go with it (by cascade); their grants name them by id only.
  await trx
    .deleteFrom('authorize')
    .where('itemType', '=', 'dataScheme')
    .where('itemId', 'in', trx.selectFrom('moduleDataScheme').select('id').where('moduleId', '=', moduleId))
    .execute();
  await trx.deleteFrom('authorize').where('itemType', '=', 'module').where('itemId', '=', moduleId).execute();
  await trx.deleteFrom('module').where('id', '=', moduleId).execute();
}
