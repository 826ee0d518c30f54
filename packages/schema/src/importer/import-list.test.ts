import { describe, expect, it } from 'vitest';
import columns from './fixtures/leave-request.columns.jnpf.json' with { type: 'json' };
import { importJnpfList } from './import-list.js';

describe('importJnpfList', () => {
  const { list, problems } = importJnpfList(columns);

  it('imports a JNPF columnData without problems, keeping paging, sort and the tree panel', () => {
    expect(problems).toEqual([]);
    expect(list).toMatchObject({
      version: 1,
      kind: 'list',
      type: 2,
      hasPage: true,
      pageSize: 50,
      defaultSidx: 'dateField106',
      sort: 'asc',
      treeTitle: '请假类型',
      treeDataSource: 'dictionary',
      treeRelation: 'selectField105',
      useBtnPermission: true,
      useColumnPermission: false,
    });
  });

  it('maps older jnpfKeys in flat columns and in full-field search entries', () => {
    expect(list.columnList[0]).toEqual({
      label: '申请人',
      prop: 'comInputField102',
      jnpfKey: 'input',
      fixed: 'left',
      align: 'left',
      sortable: true,
      width: 120,
    });
    expect(list.columnList[2]?.jnpfKey).toBe('datePicker');
    expect(list.searchList).toEqual([
      { label: '申请人', prop: 'comInputField102', jnpfKey: 'input', searchType: 2 },
      { label: '开始日期', prop: 'dateField106', jnpfKey: 'datePicker', searchType: 3 },
      { label: '请假类型', prop: 'selectField105', jnpfKey: 'select', searchType: 1, searchMultiple: true },
    ]);
  });

  it('keeps the buttons with their labels and icons', () => {
    expect(list.btnsList.map((b) => b.value)).toEqual(['add', 'download', 'batchRemove']);
    expect(list.columnBtnsList).toEqual([
      { value: 'edit', label: '编辑', icon: 'el-icon-edit' },
      { value: 'remove', label: '删除', icon: 'el-icon-delete' },
    ]);
  });

  it('reports what it cannot carry over instead of dropping it silently', () => {
    const { list: partial, problems: reported } = importJnpfList(
      JSON.stringify({
        columnList: [{ label: '无字段' }, { label: '地图', prop: 'map', jnpfKey: 'amap' }],
        btnsList: [{ value: 'fly', label: '飞' }],
      }),
    );
    expect(partial.columnList.map((c) => c.prop)).toEqual(['map']);
    expect(reported).toEqual(
      expect.arrayContaining([
        { path: 'columnList.0', message: 'a column without prop is left out' },
        { path: 'columnList.1.jnpfKey', message: 'unknown jnpfKey "amap"' },
        { path: 'btnsList.0', message: 'unknown button "fly" is left out' },
      ]),
    );
  });

  it('reports text that is not JSON', () => {
    expect(importJnpfList('{oops').problems[0]?.message).toMatch(/^not JSON/);
  });

  it('keeps the print templates of a list with 批量打印', () => {
    const printing = importJnpfList({
      ...columns,
      btnsList: [{ value: 'batchPrint', label: '批量打印' }],
      printIds: ['tpl-1', '', 7, 'tpl-2'],
    });
    expect(printing.problems).toEqual([]);
    expect(printing.list.btnsList).toEqual([{ value: 'batchPrint', label: '批量打印' }]);
    expect(printing.list.printIds).toEqual(['tpl-1', 'tpl-2']);
  });
});
