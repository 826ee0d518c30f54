import { describe, expect, it } from 'vitest';
import { addPick } from '../picker-dialog/index.js';
import {
  areaPathKey,
  areaPathsOf,
  areaPathText,
  areaValueOf,
  DEFAULT_AREA_LEVEL,
  isAreaLeaf,
  type PickedArea,
} from './area-path.js';

const branch = { isLeaf: false };

describe('isAreaLeaf', () => {
  it('stops at districts by default (address depth 2)', () => {
    expect(DEFAULT_AREA_LEVEL).toBe(2);
    expect(isAreaLeaf(branch, 0)).toBe(false);
    expect(isAreaLeaf(branch, 1)).toBe(false);
    expect(isAreaLeaf(branch, 2)).toBe(true);
  });

  it.each([
    [0, [true, true, true]],
    [1, [false, true, true]],
    [2, [false, false, true]],
    [3, [false, false, false]],
  ])('level %i makes nodes from that depth leaves', (level, atDepths) => {
    expect([0, 1, 2].map((depth) => isAreaLeaf(branch, depth, level))).toEqual(atDepths);
  });

  it('keeps a real leaf a leaf above the configured depth', () => {
    expect(isAreaLeaf({ isLeaf: true }, 0, 2)).toBe(true);
  });

  it('reads a negative level as provinces only', () => {
    expect(isAreaLeaf(branch, 0, -1)).toBe(true);
  });
});

describe('area values', () => {
  const xihu = ['330000', '330100', '330106'];
  const dongcheng = ['110000', '110100', '110101'];

  it('reads one path in single mode and every path in multiple mode', () => {
    expect(areaPathsOf(xihu, false)).toEqual([xihu]);
    expect(areaPathsOf(xihu, true)).toEqual([xihu]);
    expect(areaPathsOf([xihu, dongcheng], true)).toEqual([xihu, dongcheng]);
    expect(areaPathsOf([xihu, dongcheng], false)).toEqual([xihu]);
  });

  it('reads nothing from empty or foreign values', () => {
    for (const value of [undefined, null, '', [], [[]], ['330000', 3], 'x'])
      expect(areaPathsOf(value, true)).toEqual([]);
  });

  it('stores a path, [] or a list of paths', () => {
    expect(areaValueOf([xihu], false)).toEqual(xihu);
    expect(areaValueOf([], false)).toEqual([]);
    expect(areaValueOf([xihu, dongcheng], true)).toEqual([xihu, dongcheng]);
    expect(areaValueOf([], true)).toEqual([]);
  });

  it('reads a place as its names joined with /', () => {
    expect(areaPathText(['浙江省', '杭州市', '西湖区'])).toBe('浙江省/杭州市/西湖区');
  });

  it('ignores the same path picked twice in multiple mode and replaces in single mode', () => {
    const keyOf = (area: PickedArea) => areaPathKey(area.path);
    const picked: PickedArea = { path: xihu, names: ['浙江省', '杭州市', '西湖区'] };
    const other: PickedArea = { path: dongcheng, names: ['北京市', '市辖区', '东城区'] };
    expect(addPick([picked], { ...picked, path: [...xihu] }, true, keyOf)).toEqual([picked]);
    expect(addPick([picked], other, true, keyOf)).toEqual([picked, other]);
    expect(addPick([picked], other, false, keyOf)).toEqual([other]);
  });
});
