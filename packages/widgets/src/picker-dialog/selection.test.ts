import { describe, expect, it } from 'vitest';
import { idsOf, idValueOf } from './id-value.js';
import { addPick, removePick } from './selection.js';

const keyOf = (item: { key: string }) => item.key;
const zhang = { key: 'u1', label: '张三/zhangsan' };
const li = { key: 'u2', label: '李四/lisi' };

describe('picking', () => {
  it('replaces the selection in single mode', () => {
    expect(addPick([zhang], li, false, keyOf)).toEqual([li]);
  });

  it('appends in multiple mode and ignores a duplicate of the same key', () => {
    const two = addPick([zhang], li, true, keyOf);
    expect(two).toEqual([zhang, li]);
    expect(addPick(two, { ...zhang }, true, keyOf)).toEqual([zhang, li]);
  });

  it('removes one entry by key', () => {
    expect(removePick([zhang, li], 'u1', keyOf)).toEqual([li]);
  });
});

describe('id values', () => {
  it('reads one id or a list, dropping empty ones', () => {
    expect(idsOf('u1', false)).toEqual(['u1']);
    expect(idsOf(['u1', '', 'u2'], true)).toEqual(['u1', 'u2']);
    expect(idsOf('u1', true)).toEqual(['u1']);
    expect(idsOf(['u1', 'u2'], false)).toEqual(['u1']);
    expect(idsOf(null, true)).toEqual([]);
    expect(idsOf('', false)).toEqual([]);
  });

  it('stores the first id or null in single mode, the list in multiple', () => {
    expect(idValueOf(['u1'], false)).toBe('u1');
    expect(idValueOf([], false)).toBeNull();
    expect(idValueOf([], true)).toEqual([]);
    expect(idValueOf(['u1', 'u2'], true)).toEqual(['u1', 'u2']);
  });
});
