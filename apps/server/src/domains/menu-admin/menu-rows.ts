import { MenuType } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { type Module, menuIdOf, menuNamesOf } from '../authorization/index.js';

/** The menu types whose entries carry buttons, list columns, form fields and data schemes. */
export const TYPES_WITH_RESOURCES: ReadonlySet<number> = new Set([
  MenuType.page,
  MenuType.onlineDev,
  MenuType.dictionary,
]);

/** Every entry, disabled ones too, in the order menus show them. */
export const allMenus = (db: Db) =>
  db.selectFrom('module').selectAll().orderBy('sortCode').orderBy('fullName').orderBy('id').execute();

/** The entry by id; missing, a 400 about `field` when the id came in a body field. */
export async function findMenu(db: Db, id: string, field?: string): Promise<Module> {
  const row = await db.selectFrom('module').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) return row;
  throw field ? badField(field, 'menuAdmin.notFound') : badRequest(t('menuAdmin.notFound'));
}

/** The entry, locked until the transaction ends so that no one changes or deletes it meanwhile. */
export async function lockMenu(trx: Db, id: string): Promise<Module> {
  const row = await trx.selectFrom('module').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw badRequest(t('menuAdmin.notFound'));
  return row;
}

/** The stored propertyJson as an object; text that is not a JSON object reads as empty. */
export function propertiesOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The thing a typed entry opens (a design, a dictionary ...): propertyJson's moduleId. */
export function linkedIdOf(properties: Record<string, unknown>): string {
  const id = Object.hasOwn(properties, 'moduleId') ? properties.moduleId : undefined;
  return typeof id === 'string' ? id : '';
}

/**
 * The design whose release published this entry, if it is such an entry: a release finds its
 * entry again by id, and the runtime finds the design by propertyJson's moduleId.
 */
export function publishingDesignOf(menu: Pick<Module, 'id' | 'propertyJson'>): string | undefined {
  const designId = linkedIdOf(propertiesOf(menu.propertyJson));
  return designId && menu.id === menuIdOf(designId) ? designId : undefined;
}

const flag = (on: boolean) => (on ? 1 : 0);

/** An entry as the 菜单管理 screen reads it. */
export function shownMenu(row: Module) {
  const resources = flag(TYPES_WITH_RESOURCES.has(row.type));
  return {
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    fullNameI18n: menuNamesOf(row.fullNameI18n),
    enCode: row.enCode,
    icon: row.icon,
    type: row.type,
    urlAddress: row.urlAddress,
    linkTarget: row.linkTarget,
    propertyJson: row.propertyJson,
    /** What a typed entry opens (propertyJson's moduleId), for a form to show on its own. */
    moduleId: linkedIdOf(propertiesOf(row.propertyJson)),
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    category: 'Web',
    isButtonAuthorize: resources,
    isColumnAuthorize: resources,
    isFormAuthorize: resources,
    isDataAuthorize: resources,
  };
}

export type ShownMenu = ReturnType<typeof shownMenu>;
