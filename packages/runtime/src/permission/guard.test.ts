import type { ModulePermission } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { accessCheck, grantedButtons, grantedColumns, grantedSearches } from './guard.js';

const permissions: ModulePermission[] = [
  {
    modelId: 'menu-1',
    moduleName: '请假',
    button: [{ id: 'b1', fullName: '新增', enCode: 'btn_add' }],
    column: [{ id: 'c1', fullName: '申请人', enCode: 'applicant' }],
    form: [{ id: 'f1', fullName: '请假天数', enCode: 'days' }],
    resource: [],
  },
];
const buttons = [
  { value: 'add', label: '新增' },
  { value: 'remove', label: '删除' },
];
const columns = [
  { prop: 'applicant', label: '申请人' },
  { prop: 'days', label: '请假天数' },
];

describe('list permissions', () => {
  it('keeps only granted buttons and columns when the checks are on', () => {
    const can = accessCheck('menu-1', permissions);
    expect(grantedButtons(buttons, can).map((b) => b.label)).toEqual(['新增']);
    expect(grantedColumns(columns, can).map((c) => c.label)).toEqual(['申请人']);
  });

  it('shows everything when the checks are off', () => {
    const can = accessCheck('menu-1', [], {});
    expect(grantedButtons(buttons, can)).toHaveLength(2);
    expect(grantedColumns(columns, can)).toHaveLength(2);
  });

  it('grants nothing guarded on another menu entry', () => {
    const can = accessCheck('menu-2', permissions);
    expect(grantedButtons(buttons, can)).toEqual([]);
  });

  it('offers searches only on columns and fields the user may see, when those are checked', () => {
    const props = (list: Array<{ prop: string }>) => list.map((search) => search.prop);
    const under = (guards: Parameters<typeof accessCheck>[2]) => accessCheck('menu-1', permissions, guards);
    expect(props(grantedSearches(columns, under({ useColumnPermission: true })))).toEqual(['applicant']);
    expect(props(grantedSearches(columns, under({ useFormPermission: true })))).toEqual(['days']);
    expect(grantedSearches(columns, under({ useColumnPermission: true, useFormPermission: true }))).toEqual(
      [],
    );
    expect(grantedSearches(columns, under({}))).toHaveLength(2);
  });
});
