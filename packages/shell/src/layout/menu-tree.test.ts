import { describe, expect, it } from 'vitest';
import { buildMenuRoutes } from '../routes/menu-routes.js';
import { menu } from '../testing/fixtures.js';
import { accordionOpenKeys, ancestorIds, topEntryOf } from './menu-tree.js';

const child = (id: string, name: string, parentId: string, children = [] as ReturnType<typeof menu>[]) => ({
  ...menu(id, name, children),
  parentId,
});

const routes = buildMenuRoutes([
  menu('permission', '组织权限', [
    child('permission.user', '用户管理', 'permission'),
    child('permission.deep', '更深', 'permission', [
      child('permission.deep.leaf', '叶子', 'permission.deep'),
    ]),
  ]),
  menu('system', '系统管理', [child('system.area', '行政区划', 'system')]),
]);

describe('sidebar menu tree', () => {
  it('knows the ancestors of an entry', () => {
    expect(ancestorIds(routes, 'permission.deep.leaf')).toEqual(['permission', 'permission.deep']);
    expect(ancestorIds(routes, 'system')).toEqual([]);
  });

  it('finds the top-level entry of the current page', () => {
    expect(topEntryOf(routes, '/system.area')?.id).toBe('system');
    expect(topEntryOf(routes, '/home')).toBeUndefined();
  });

  it('keeps one submenu open at a time', () => {
    expect(accordionOpenKeys(routes, ['permission'], ['permission', 'system'])).toEqual(['system']);
    // Opening a nested submenu keeps its parent open.
    expect(accordionOpenKeys(routes, ['permission'], ['permission', 'permission.deep'])).toEqual([
      'permission',
      'permission.deep',
    ]);
    // Closing simply closes.
    expect(accordionOpenKeys(routes, ['system'], [])).toEqual([]);
  });
});
