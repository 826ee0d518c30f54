import { describe, expect, it } from 'vitest';
import { type Authorization, canAccess, reachedDesigns, reachesMenu } from './load-authorization.js';
import { designOfMenu, menuIdOf } from './menu-ids.js';
import type { Module } from './tables.js';

const entry = (id: string, enCode: string) => ({ id, enCode }) as Module;

const held: Authorization = {
  modules: [
    entry(menuIdOf('d2'), 'orders'),
    entry('sys-users', 'permission.user'),
    entry(menuIdOf('d1'), 'leave'),
  ],
  buttons: [],
  columns: [],
  forms: [],
  resources: [],
};

describe('menu entries reached by id', () => {
  it('reaches an entry held, by its id, as the rule reaches it by its code', () => {
    expect(reachesMenu(held, 'sys-users')).toBe(true);
    expect(canAccess(held, { module: 'permission.user' })).toBe(true);
    expect(reachesMenu(held, 'permission.user')).toBe(false);
    expect(reachesMenu(held, 'sys-roles')).toBe(false);
  });

  it('finds the design a published entry came from; other entries came from none', () => {
    expect(designOfMenu(menuIdOf('abc'))).toBe('abc');
    expect(designOfMenu('sys-users')).toBeUndefined();
  });

  it('lists the designs whose entries are held, in the order of the menu', () => {
    expect(reachedDesigns(held)).toEqual(['d2', 'd1']);
    expect(reachedDesigns({ ...held, modules: [] })).toEqual([]);
  });
});
