import type { MenuItem } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { buildMenuRoutes } from '../routes/menu-routes.js';
import { menu } from '../testing/fixtures.js';
import {
  createMenuSearch,
  entriesFromRoutes,
  FUSE_OPTIONS,
  searchEntries,
  searchMenu,
} from './menu-search.js';

const page = (id: string, fullName: string, urlAddress: string): MenuItem => ({
  ...menu(id, fullName),
  urlAddress,
});

const MENUS: MenuItem[] = [
  menu('system', '系统管理', [
    page('system.dictionary', '数据字典', 'system/dictionary'),
    page('system.area', '行政区划', 'system/area'),
  ]),
  menu('permission', '组织权限', [page('permission.user', '用户管理', 'permission/user?tab=all')]),
  page('profile', '个人信息', 'profile'),
];

const titles = (text: string) => searchMenu(createMenuSearch(searchEntries(MENUS)), text).map((e) => e.title);

describe('header search', () => {
  it('matches with threshold 0.4, title weight 0.7 and path weight 0.3', () => {
    expect(FUSE_OPTIONS.threshold).toBe(0.4);
    expect(FUSE_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('lists pages titled by their breadcrumb joined with " > ", without directories', () => {
    expect(searchEntries(MENUS).map((entry) => [entry.title, entry.path + entry.query])).toEqual([
      ['系统管理 > 数据字典', '/system/dictionary'],
      ['系统管理 > 行政区划', '/system/area'],
      ['组织权限 > 用户管理', '/permission/user?tab=all'],
      ['个人信息', '/profile'],
    ]);
  });

  it('leaves out hidden entries, also under a visible directory', () => {
    const [system, ...rest] = buildMenuRoutes(MENUS);
    if (!system) throw new Error('fixture');
    const [dictionary, area] = system.children;
    if (!dictionary || !area) throw new Error('fixture');
    const routes = [{ ...system, children: [{ ...dictionary, hidden: true }, area] }, ...rest];
    expect(entriesFromRoutes(routes).map((entry) => entry.title)).toEqual([
      '系统管理 > 行政区划',
      '组织权限 > 用户管理',
      '个人信息',
    ]);
  });

  it('finds 数据字典 by part of its title', () => {
    expect(titles('字典')[0]).toBe('系统管理 > 数据字典');
  });

  it('finds an entry by its parent title too', () => {
    expect(titles('系统管理')).toEqual(
      expect.arrayContaining(['系统管理 > 数据字典', '系统管理 > 行政区划']),
    );
  });

  it('still finds a misspelt path', () => {
    expect(titles('/system/dictionery')[0]).toBe('系统管理 > 数据字典');
    expect(titles('permision/usr')[0]).toBe('组织权限 > 用户管理');
  });

  it('finds nothing for blank or unrelated text', () => {
    expect(titles('  ')).toEqual([]);
    expect(titles('zzzzqqqq')).toEqual([]);
  });
});
