import type { Db } from '../../db/database.js';
import { GRANT_KINDS, type GrantKind, type ItemKind } from './grant-kinds.js';
import { type MenuNames, menuNamesOf } from './menu-names.js';
import type { AuthorizeItemType } from './tables.js';
import { unguardedKinds } from './unguarded-kinds.js';

export { GRANT_KINDS, type GrantKind, ITEM_KINDS, type ItemKind } from './grant-kinds.js';

export const ITEM_TYPE_OF: Readonly<Record<GrantKind, AuthorizeItemType>> = {
  module: 'module',
  button: 'button',
  column: 'column',
  form: 'form',
  resource: 'dataScheme',
};

export interface CatalogueModule {
  id: string;
  parentId: string;
  fullName: string;
  fullNameI18n: MenuNames;
  icon: string;
  enabled: boolean;
  /** A released design's entry: the kinds of grant its design does not check (switched off). */
  unguarded?: readonly ItemKind[];
}

export interface CatalogueItem {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  enabled: boolean;
}

/** Every menu entry and every button, column, form field and data scheme, in display order. */
export interface Catalogue {
  modules: CatalogueModule[];
  items: Record<ItemKind, CatalogueItem[]>;
}

const ITEM_TABLES = {
  button: 'moduleButton',
  column: 'moduleColumn',
  form: 'moduleForm',
  resource: 'moduleDataScheme',
} as const;

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  const loadItems = async (kind: ItemKind): Promise<CatalogueItem[]> =>
    (
      await db
        .selectFrom(ITEM_TABLES[kind])
        .select(['id', 'moduleId', 'fullName', 'enCode', 'enabledMark'])
        .orderBy('sortCode')
        .orderBy('id')
        .execute()
    ).map(({ enabledMark, ...item }) => ({ ...item, enabled: enabledMark === 1 }));
  const [modules, button, column, form, resource, unguarded] = await Promise.all([
    db
      .selectFrom('module')
      .select(['id', 'parentId', 'fullName', 'fullNameI18n', 'icon', 'enabledMark'])
      .orderBy('sortCode')
      .orderBy('fullName')
      .execute(),
    loadItems('button'),
    loadItems('column'),
    loadItems('form'),
    loadItems('resource'),
    unguardedKinds(db),
  ]);
  return {
    modules: modules.map(({ enabledMark, fullNameI18n, ...module }) => ({
      ...module,
      fullNameI18n: menuNamesOf(fullNameI18n),
      enabled: enabledMark === 1,
      ...(unguarded.has(module.id) && { unguarded: unguarded.get(module.id) }),
    })),
    items: { button, column, form, resource },
  };
}

/** The item ids granted to a role, by kind. */
export async function loadRoleGrants(db: Db, roleId: string): Promise<Record<GrantKind, Set<string>>> {
  const rows = await db
    .selectFrom('authorize')
    .select(['itemType', 'itemId'])
    .where('roleId', '=', roleId)
    .execute();
  const granted = Object.fromEntries(GRANT_KINDS.map((kind) => [kind, new Set<string>()])) as Record<
    GrantKind,
    Set<string>
  >;
  for (const kind of GRANT_KINDS) {
    for (const row of rows) if (row.itemType === ITEM_TYPE_OF[kind]) granted[kind].add(row.itemId);
  }
  return granted;
}
