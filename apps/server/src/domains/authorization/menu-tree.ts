import { type MenuItem, MenuType, type ModulePermission, type PermissionItem } from '@formwork/schema';
import type { Authorization } from './load-authorization.js';
import { menuNamesOf } from './menu-names.js';
import type { Module, ModuleItem } from './tables.js';

const ROOT = '-1';

function toMenuItem(module: Module): MenuItem {
  return {
    id: module.id,
    parentId: module.parentId,
    fullName: module.fullName,
    fullNameI18n: menuNamesOf(module.fullNameI18n),
    enCode: module.enCode,
    icon: module.icon,
    type: module.type,
    urlAddress: module.urlAddress,
    linkTarget: module.linkTarget === '_blank' ? '_blank' : '_self',
    propertyJson: module.propertyJson,
    sortCode: module.sortCode,
    hasChildren: false,
    children: [],
  };
}

/**
 * The menu tree a user sees. Entries whose parent the user may not see hang at the top level,
 * and directories left with nothing to open are dropped.
 */
export function buildMenuTree(modules: Module[]): MenuItem[] {
  const items = new Map(modules.map((module) => [module.id, toMenuItem(module)]));
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    const parent = item.parentId === ROOT ? undefined : items.get(item.parentId);
    (parent ? parent.children : roots).push(item);
  }
  const prune = (list: MenuItem[]): MenuItem[] =>
    list
      .map((item) => ({ ...item, children: prune(item.children) }))
      .filter((item) => item.type !== MenuType.directory || item.children.length > 0)
      .map((item) => ({ ...item, hasChildren: item.children.length > 0 }));
  return prune(roots);
}

const toPermissionItem = (item: ModuleItem): PermissionItem => ({
  id: item.id,
  fullName: item.fullName,
  enCode: item.enCode,
});

export function buildPermissionList(authorization: Authorization): ModulePermission[] {
  const byModule = (items: ModuleItem[], moduleId: string) =>
    items.filter((item) => item.moduleId === moduleId).map(toPermissionItem);
  return authorization.modules
    .filter((module) => module.type !== MenuType.directory)
    .map((module) => ({
      modelId: module.id,
      moduleName: module.fullName,
      button: byModule(authorization.buttons, module.id),
      column: byModule(authorization.columns, module.id),
      form: byModule(authorization.forms, module.id),
      resource: byModule(authorization.resources, module.id).map(({ id, fullName }) => ({ id, fullName })),
    }));
}
