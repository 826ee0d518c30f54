import { describe, expect, it } from 'vitest';
import { isSelectableNode, pathTexts, treeOptionsOf } from './tree-options.js';

const frontEnd = { id: 'fe', fullName: '前端组', hasChildren: false };
const rd = { id: 'rd', fullName: '研发部', hasChildren: true, children: [frontEnd] };
const hq = { id: 'hq', fullName: '总公司', hasChildren: true, children: [rd] };

describe('isSelectableNode (lastLevel)', () => {
  it('lets every node be chosen without lastLevel, and in multiple mode', () => {
    expect(isSelectableNode(rd, {})).toBe(true);
    expect(isSelectableNode(rd, { lastLevel: true, multiple: true })).toBe(true);
  });

  it('in single mode with lastLevel selects only nodes whose hasChildren is false', () => {
    expect(isSelectableNode(rd, { lastLevel: true })).toBe(false);
    expect(isSelectableNode(frontEnd, { lastLevel: true })).toBe(true);
  });

  it('compares the configured key with the configured value, strictly', () => {
    const rule = { lastLevel: true, lastLevelKey: 'type', lastLevelValue: 'team' };
    expect(isSelectableNode({ id: 'a', type: 'team' }, rule)).toBe(true);
    expect(isSelectableNode({ id: 'b', type: 'department' }, rule)).toBe(false);
    expect(isSelectableNode({ id: 'c' }, rule)).toBe(false);
    expect(isSelectableNode({ id: 'd', hasChildren: 0 }, { lastLevel: true })).toBe(false);
    expect(isSelectableNode({ id: 'e', hasChildren: true }, { lastLevel: true, lastLevelValue: true })).toBe(
      true,
    );
  });

  it('reads hasChildren from the children of options that do not carry it', () => {
    const rule = { lastLevel: true };
    expect(isSelectableNode({ value: 'x', children: [{ value: 'y' }] }, rule)).toBe(false);
    expect(isSelectableNode({ value: 'y' }, rule)).toBe(true);
    expect(isSelectableNode({ value: 'z', kids: [{ value: 'y' }] }, rule, 'kids')).toBe(false);
  });
});

describe('treeOptionsOf', () => {
  it('maps JNPF keys id/fullName/children by default and marks what may be chosen', () => {
    const [top] = treeOptionsOf([hq], {}, { lastLevel: true });
    expect(top).toMatchObject({ title: '总公司', value: 'hq', selectable: false });
    expect(top?.children?.[0]?.children?.[0]).toMatchObject({
      title: '前端组',
      value: 'fe',
      selectable: true,
      path: ['总公司', '研发部', '前端组'],
    });
  });

  it('maps through the props key names', () => {
    const options = [{ code: 1, text: '一级', items: [{ code: 2, text: '二级' }] }];
    const [top] = treeOptionsOf(options, { label: 'text', value: 'code', children: 'items' });
    expect(top?.children?.[0]).toMatchObject({ title: '二级', value: 2, path: ['一级', '二级'] });
  });

  it('reads values as their paths, unknown ones as themselves', () => {
    const options = treeOptionsOf([hq]);
    expect(pathTexts(options, ['fe', 'hq', 'gone'])).toEqual(['总公司/研发部/前端组', '总公司', 'gone']);
  });
});
