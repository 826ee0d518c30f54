import { describe, expect, it } from 'vitest';
import { pickRow, pickRows, type Selection, selectedKeys } from './selection.js';

const huawei = { id: 'c1', name: '华为' };
const byd = { id: 'c2', name: '比亚迪' };
const midea = { id: 'c3', name: '美的' };

describe('picking rows', () => {
  it('keeps only the last checked row in single selection', () => {
    let selection: Selection = [];
    selection = pickRow(selection, 'c1', huawei, false);
    selection = pickRow(selection, 'c2', byd, false);
    expect(selection).toEqual([['c2', byd]]);
    // Checking the checked row again keeps it: a radio does not uncheck.
    expect(pickRow(selection, 'c2', byd, false)).toEqual([['c2', byd]]);
  });

  it('toggles rows in multiple selection, in the order they were checked', () => {
    let selection: Selection = [];
    selection = pickRow(selection, 'c2', byd, true);
    selection = pickRow(selection, 'c1', huawei, true);
    expect(selectedKeys(selection)).toEqual(['c2', 'c1']);
    selection = pickRow(selection, 'c2', byd, true);
    expect(selectedKeys(selection)).toEqual(['c1']);
  });

  it('checks and unchecks a whole page, keeping rows of other pages', () => {
    const start: Selection = [['c3', midea]];
    const page = [['c1', huawei] as const, ['c2', byd] as const];
    const all = pickRows(start, page, true);
    expect(selectedKeys(all)).toEqual(['c3', 'c1', 'c2']);
    expect(selectedKeys(pickRows(all, page, false))).toEqual(['c3']);
  });
});
