import { describe, expect, it } from 'vitest';
import {
  type AuthorizeNode,
  type AuthorizeSteps,
  grantsToSave,
  heldLeaves,
  itemsOfGranted,
  modulesToGrant,
} from './authorize-tree.js';

const node = (id: string, type: AuthorizeNode['type'], children: AuthorizeNode[] = []): AuthorizeNode => ({
  id,
  parentId: '-1',
  fullName: id,
  icon: '',
  type,
  hasChildren: children.length > 0,
  children,
});

// 系统管理 > (数据字典, 行政区划); 请假 at the top.
const menus = [
  node('system', 'module', [node('dict', 'module'), node('area', 'module')]),
  node('leave', 'module'),
];
const buttons = [
  node('system', 'module', [
    node('dict', 'module', [node('dict:add', 'button'), node('dict:edit', 'button')]),
  ]),
  node('leave', 'module', [node('leave:add', 'button')]),
];
const step = (list: AuthorizeNode[], ids: string[] = []) => ({ list, ids, all: [] });

describe('the authorization trees', () => {
  it('ticks only held leaves, so a held directory does not tick entries the role lacks', () => {
    expect(heldLeaves(step(menus, ['system', 'dict']))).toEqual(['dict']);
  });

  it('grants each ticked entry with the directories above it', () => {
    expect(modulesToGrant(menus, ['dict'])).toEqual(['dict', 'system']);
    expect(modulesToGrant(menus, ['leave', 'area', 'dict'])).toEqual(['dict', 'area', 'system', 'leave']);
    expect(modulesToGrant(menus, [])).toEqual([]);
  });

  it('offers the items of granted entries only, dropping entries left empty', () => {
    const cut = itemsOfGranted(buttons, new Set(['system', 'dict']));
    expect(cut.map((n) => n.id)).toEqual(['system']);
    expect(cut[0]?.children[0]?.children.map((n) => n.id)).toEqual(['dict:add', 'dict:edit']);
    expect(itemsOfGranted(buttons, new Set(['leave'])).map((n) => n.id)).toEqual(['leave']);
    expect(itemsOfGranted(buttons, new Set())).toEqual([]);
  });

  it('saves the items still offered, never the entries above them', () => {
    const steps: AuthorizeSteps = {
      module: step(menus),
      button: step(buttons),
      column: step([]),
      form: step([]),
      resource: step([]),
    };
    const saved = grantsToSave(steps, {
      module: ['leave'],
      button: ['dict', 'dict:add', 'leave', 'leave:add'],
      column: [],
      form: [],
      resource: [],
    });
    // 数据字典 is no longer granted, so its button goes with it.
    expect(saved).toEqual({ module: ['leave'], button: ['leave:add'], column: [], form: [], resource: [] });
  });
});
