import type { ListColumn } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import {
  applySettings,
  mergeSettings,
  moveSetting,
  parseSettings,
  toggleSetting,
} from './column-settings.js';

const columns: ListColumn[] = [
  { prop: 'a', label: 'A' },
  { prop: 'b', label: 'B' },
  { prop: 'c', label: 'C' },
];

describe('column settings', () => {
  it('keeps the saved order, drops columns gone and appends new ones', () => {
    const merged = mergeSettings(columns, [
      { prop: 'c', visible: false },
      { prop: 'gone', visible: true },
      { prop: 'a', visible: true },
    ]);
    expect(merged).toEqual([
      { prop: 'c', visible: false },
      { prop: 'a', visible: true },
      { prop: 'b', visible: true },
    ]);
    expect(applySettings(columns, merged).map((column) => column.label)).toEqual(['A', 'B']);
  });

  it('moves a column to where another one was', () => {
    const settings = mergeSettings(columns, null);
    expect(moveSetting(settings, 'a', 'c').map((s) => s.prop)).toEqual(['b', 'c', 'a']);
    expect(moveSetting(settings, 'c', 'a').map((s) => s.prop)).toEqual(['c', 'a', 'b']);
  });

  it('hides one column', () => {
    expect(toggleSetting(mergeSettings(columns, null), 'b', false)[1]).toEqual({ prop: 'b', visible: false });
  });

  it('reads both spellings of the saved flag and ignores broken text', () => {
    expect(parseSettings('[{"prop":"a","columnVisible":false},{"prop":"b"}]')).toEqual([
      { prop: 'a', visible: false },
      { prop: 'b', visible: true },
    ]);
    expect(parseSettings('not json')).toBeNull();
    expect(parseSettings(null)).toBeNull();
  });
});
