import { describe, expect, it } from 'vitest';
import { FIXTURE_ORGANIZE_TREE } from '../picker-dialog/org-fixtures.js';
import {
  departmentPick,
  indexOrgTree,
  organizePathsOf,
  organizePick,
  organizeValueOf,
  pathKey,
} from './org-index.js';

describe('indexOrgTree', () => {
  it('gives every node its id path and names from the root', () => {
    const index = indexOrgTree(FIXTURE_ORGANIZE_TREE);
    expect(index.get('dep-rd')).toMatchObject({ path: ['org-hq', 'dep-rd'], names: ['总公司', '研发部'] });
    expect(index.get('org-hq')).toMatchObject({ path: ['org-hq'], names: ['总公司'] });
  });

  it('builds the path from the nesting when nodes carry no organizeIds', () => {
    const index = indexOrgTree([{ id: 'a', fullName: 'A', children: [{ id: 'b', fullName: 'B' }] }]);
    expect(index.get('b')?.path).toEqual(['a', 'b']);
  });
});

describe('picks', () => {
  const rd = indexOrgTree(FIXTURE_ORGANIZE_TREE).get('dep-rd');
  it('keys an organisation by its path and lists it with the whole path of names', () => {
    if (!rd) throw new Error('fixture');
    expect(organizePick(rd)).toMatchObject({ key: 'org-hq,dep-rd', name: '研发部', label: '总公司/研发部' });
  });

  it('keys a department by its id', () => {
    if (!rd) throw new Error('fixture');
    expect(departmentPick(rd)).toMatchObject({ key: 'dep-rd', name: '研发部', label: '研发部' });
  });

  it('compares paths by their ids', () => {
    expect(pathKey(['org-hq', 'dep-rd'])).toBe(pathKey(['org-hq', 'dep-rd']));
    expect(pathKey(['org-hq', 'dep-rd'])).not.toBe(pathKey(['dep-rd']));
  });
});

describe('organizeSelect values', () => {
  it('reads a path in single mode and a list of paths in multiple mode', () => {
    expect(organizePathsOf(['org-hq', 'dep-rd'], false)).toEqual([['org-hq', 'dep-rd']]);
    expect(organizePathsOf([['org-hq'], ['org-hq', 'dep-fin']], true)).toEqual([
      ['org-hq'],
      ['org-hq', 'dep-fin'],
    ]);
    // A single path where a list was expected (the field was switched to multiple).
    expect(organizePathsOf(['org-hq', 'dep-rd'], true)).toEqual([['org-hq', 'dep-rd']]);
    expect(organizePathsOf(null, false)).toEqual([]);
    expect(organizePathsOf([], true)).toEqual([]);
  });

  it('stores a path ([] when empty) in single mode and the paths in multiple mode', () => {
    expect(organizeValueOf([['org-hq', 'dep-rd']], false)).toEqual(['org-hq', 'dep-rd']);
    expect(organizeValueOf([], false)).toEqual([]);
    expect(organizeValueOf([['org-hq']], true)).toEqual([['org-hq']]);
  });
});
