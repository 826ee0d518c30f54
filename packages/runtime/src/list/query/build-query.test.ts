import { leaveRequestList } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { buildListQuery, buildQueryJson, initialQueryState } from './build-query.js';

describe('list query', () => {
  it('leaves out empty searches and keeps ranges as [start, end]', () => {
    const text = buildQueryJson({
      applicant: '  张三 ',
      leaveType: null,
      days: [],
      startDate: [1, null],
      reason: '',
    });
    expect(JSON.parse(text ?? '')).toEqual({ applicant: '张三', startDate: [1, null] });
    expect(buildQueryJson({ days: [null, null] })).toBeUndefined();
  });

  it('filters by the chosen tree node through the tree relation', () => {
    expect(buildQueryJson({}, { relation: 'dept', value: 'd1' })).toBe('{"dept":"d1"}');
  });

  it('starts on page 1 with the schema page size and default order', () => {
    expect(buildListQuery(leaveRequestList, initialQueryState(leaveRequestList), 'm1')).toEqual({
      currentPage: 1,
      pageSize: 20,
      menuId: 'm1',
      sidx: 'startDate',
      sort: 'desc',
    });
  });

  it('asks for 10000 rows without paging', () => {
    const list = { ...leaveRequestList, hasPage: false };
    const state = { ...initialQueryState(list), currentPage: 3 };
    expect(buildListQuery(list, state, 'm1')).toMatchObject({ currentPage: 1, pageSize: 10000 });
  });

  it('asks a grouped list for every record, whatever its paging says', () => {
    const list = { ...leaveRequestList, type: 3 as const, groupField: 'leaveType' };
    const state = { ...initialQueryState(list), currentPage: 2 };
    expect(buildListQuery(list, state, 'm1')).toMatchObject({ currentPage: 1, pageSize: 10000 });
  });

  it('sends the schema default order, ascending when it says so, until the user sorts', () => {
    const list = { ...leaveRequestList, defaultSidx: 'days', sort: 'asc' as const };
    expect(buildListQuery(list, initialQueryState(list), 'm1')).toMatchObject({ sidx: 'days', sort: 'asc' });
    const sorted = { ...initialQueryState(list), sort: { sidx: 'applicant', sort: 'desc' as const } };
    expect(buildListQuery(list, sorted, 'm1')).toMatchObject({ sidx: 'applicant', sort: 'desc' });
  });

  it("sends each search value as its own parameter with filters: 'params', without queryJson", () => {
    const list = { ...leaveRequestList, defaultSidx: undefined, treeRelation: 'dept' };
    const state = {
      ...initialQueryState(list),
      keyword: ' 请假 ',
      filters: { category: ' 人事 ', isRelease: 0, empty: '', currentPage: 9 },
      treeValue: 'd1',
    };
    expect(buildListQuery(list, state, 'm1', 'params')).toEqual({
      currentPage: 1,
      pageSize: 20,
      menuId: 'm1',
      keyword: '请假',
      category: '人事',
      isRelease: 0,
      dept: 'd1',
    });
  });

  it("sends a range as start<Prop> and end<Prop> with filters: 'params'", () => {
    const list = {
      ...leaveRequestList,
      defaultSidx: undefined,
      searchList: [{ label: '时间', prop: 'time', jnpfKey: 'createTime', searchType: 3 as const }],
    };
    const state = { ...initialQueryState(list), filters: { time: [100, 200] } };
    expect(buildListQuery(list, state, 'm1', 'params')).toMatchObject({ startTime: 100, endTime: 200 });
    const open = { ...initialQueryState(list), filters: { time: [100, null] } };
    const query = buildListQuery(list, open, 'm1', 'params');
    expect(query).toMatchObject({ startTime: 100 });
    expect(query).not.toHaveProperty('endTime');
    expect(query).not.toHaveProperty('time');
  });
});
