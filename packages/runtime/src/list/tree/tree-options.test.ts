import { leaveRequestList } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { filterTree, nodesOfAnswer, toTreeOptions, treeUrl } from './tree-options.js';

describe('tree options', () => {
  it('finds where the tree comes from', () => {
    expect(treeUrl({ ...leaveRequestList, treeDataSource: 'api', treePropsUrl: '/api/x/Tree' })).toBe(
      '/api/x/Tree',
    );
    expect(treeUrl({ ...leaveRequestList, treeDataSource: 'dictionary', treeDictionary: 'd1' })).toBe(
      '/api/system/DictionaryData/d1/Data/Selector',
    );
    expect(treeUrl({ ...leaveRequestList, treeDataSource: 'organize' })).toBe(
      '/api/permission/Organize/Department/Selector/0',
    );
    expect(treeUrl({ ...leaveRequestList, treeDataSource: 'api', treePropsUrl: 'i1' })).toBe(
      '/api/system/DataInterface/i1/Actions/Response',
    );
  });

  it('reads data or data.list and keeps the branch of a match', () => {
    const nodes = nodesOfAnswer({
      list: [{ id: 1, fullName: '总部', children: [{ id: 2, fullName: '研发部' }] }],
    });
    const options = toTreeOptions(nodes, 'fullName', 'id');
    expect(filterTree(options, '研发')).toEqual([
      { label: '总部', value: 1, children: [{ label: '研发部', value: 2 }] },
    ]);
    expect(filterTree(options, '销售')).toEqual([]);
    expect(nodesOfAnswer([{ id: 1 }])).toHaveLength(1);
  });

  it("reads a data interface's answer, {data: rows}", () => {
    expect(nodesOfAnswer({ data: [{ id: 'hz', fullName: '杭州' }] })).toEqual([
      { id: 'hz', fullName: '杭州' },
    ]);
    expect(nodesOfAnswer({ data: 'not rows' })).toEqual([]);
  });
});
