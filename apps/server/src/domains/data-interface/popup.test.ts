import type { PagedList } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES_INTERFACE_ID } from '../../seed/seed-data-interfaces.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const INTERFACE = '/api/system/DataInterface';
type Row = Record<string, unknown>;

const PEOPLE = Array.from({ length: 25 }, (_, i) => ({
  code: `E${String(i + 1).padStart(2, '0')}`,
  name: `员工${i + 1}`,
  dept: i % 5 === 0 ? '研发' : '市场',
}));

describe.each(databaseKinds)('data interface popups on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const list = (id: string, body: Record<string, unknown>) =>
    call<PagedList<Row>>(server.app, 'POST', `${INTERFACE}/${id}/Actions/List`, { token: admin, body });
  const byIds = (id: string, body: Record<string, unknown>) =>
    call<Row[]>(server.app, 'POST', `${INTERFACE}/${id}/Actions/InfoByIds`, { token: admin, body });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    await server.db
      .insertInto('dataInterface')
      .values([
        { id: 'people', fullName: '员工', enCode: 'people', query: JSON.stringify(PEOPLE) },
        {
          id: 'wrapped',
          fullName: '包装',
          enCode: 'wrapped',
          query: JSON.stringify({ list: [{ id: 1, n: '一' }, 2] }),
        },
        { id: 'scalar', fullName: '标量', enCode: 'scalar', query: '{"a": 1}' },
      ])
      .execute();
  });
  afterAll(() => server?.close());

  it('pages the rows of a static interface', async () => {
    const first = await list(CITIES_INTERFACE_ID, { currentPage: 1, pageSize: 2, relationField: 'fullName' });
    expect(first).toEqual({
      code: 200,
      msg: 'Success',
      data: {
        list: [
          { id: 'beijing', fullName: '北京' },
          { id: 'shanghai', fullName: '上海' },
        ],
        pagination: { currentPage: 1, pageSize: 2, total: 5 },
      },
    });
    const defaults = await list('people', {});
    expect(defaults.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 25 });
    expect(defaults.data?.list).toHaveLength(20);
    expect((await list('people', { currentPage: 2 })).data?.list.map((row) => row.code)).toEqual([
      'E21',
      'E22',
      'E23',
      'E24',
      'E25',
    ]);
  });

  it('matches the keyword in the shown columns only, without regard to case', async () => {
    const found = await list('people', {
      relationField: 'name',
      columnOptions: 'name,dept',
      keyword: '研发',
    });
    expect(found.data?.list.map((row) => row.code)).toEqual(['E01', 'E06', 'E11', 'E16', 'E21']);
    expect(found.data?.pagination.total).toBe(5);
    // The code column is not shown, so its text is not searched.
    expect((await list('people', { columnOptions: 'name,dept', keyword: 'e01' })).data?.list).toEqual([]);
    expect((await list('people', { keyword: 'e01' })).data?.list.map((row) => row.name)).toEqual(['员工1']);
    expect(
      (await list(CITIES_INTERFACE_ID, { relationField: 'fullName', keyword: '上' })).data?.list,
    ).toEqual([{ id: 'shanghai', fullName: '上海' }]);
  });

  it('answers the rows of the ids asked, in that order, comparing values as text', async () => {
    expect(
      await byIds(CITIES_INTERFACE_ID, { ids: ['shanghai', 'nope', 'beijing'], propsValue: 'id' }),
    ).toEqual({
      code: 200,
      msg: 'Success',
      data: [
        { id: 'shanghai', fullName: '上海' },
        { id: 'beijing', fullName: '北京' },
      ],
    });
    expect((await byIds('wrapped', { ids: ['1'], propsValue: 'id', relationField: 'n' })).data).toEqual([
      { id: 1, n: '一' },
    ]);
    expect((await byIds('people', { ids: [], propsValue: 'code' })).data).toEqual([]);
  });

  it('finds nothing in a column named like an object member that the rows do not have', async () => {
    for (const column of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      // Inherited members read as the text of a function ("function Object() { [native code] }")
      // or of an empty object; neither is a value of these rows.
      for (const keyword of ['function', 'native', '{}']) {
        const found = await list('people', { columnOptions: column, keyword });
        expect(found.data?.pagination.total, `${column} ${keyword}`).toBe(0);
      }
      const texts = [`function ${column}() { [native code] }`, 'function Object() { [native code] }', '{}'];
      expect((await byIds('people', { ids: texts, propsValue: column })).data, column).toEqual([]);
    }
  });

  it('answers 400 naming what is wrong', async () => {
    expect(await list('nope', {})).toEqual({ code: 400, msg: 'id: 数据接口 nope 不存在' });
    expect(await list('scalar', {})).toEqual({ code: 400, msg: 'id: 数据接口 scalar 的数据不是列表' });
    expect(await list('people', { currentPage: 0 })).toEqual({ code: 400, msg: 'currentPage: 不能小于1' });
    expect(await list('people', { columnOptions: ['name'] })).toEqual({
      code: 400,
      msg: 'columnOptions: 应为文本',
    });
    expect(await byIds('people', { ids: ['E01'] })).toEqual({ code: 400, msg: 'propsValue: 不能为空' });
    expect(await byIds('people', { ids: 'E01', propsValue: 'code' })).toEqual({
      code: 400,
      msg: 'ids: 应为列表',
    });
  });

  it('refuses a visitor', async () => {
    expect((await call(server.app, 'POST', `${INTERFACE}/people/Actions/List`, { body: {} })).code).toBe(600);
    expect((await call(server.app, 'POST', `${INTERFACE}/people/Actions/InfoByIds`, { body: {} })).code).toBe(
      600,
    );
  });
});

describe('the data-interface list of the picker', () => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());
  const page = (query: Record<string, string | number>) =>
    call<PagedList<Row>>(
      server.app,
      'GET',
      `${INTERFACE}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      { token: staff },
    );

  it('lists the seeded interfaces a page at a time, by keyword on name or code', async () => {
    const all = await page({ currentPage: 1, pageSize: 20 });
    expect(all.data?.list.map((row) => row.fullName)).toEqual(['城市', '客户', '请假统计']);
    expect(all.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    expect((await page({ keyword: 'custom', currentPage: 1, pageSize: 20 })).data?.list).toEqual([
      { id: 'interface-customers', fullName: '客户', enCode: 'customers', category: '示例', dataType: 2 },
    ]);
    const second = await page({ currentPage: 2, pageSize: 1 });
    expect(second.data?.list.map((row) => row.enCode)).toEqual(['customers']);
    expect(second.data?.pagination.total).toBe(3);
  });

  it('answers 400 naming the field for a page size out of range', async () => {
    const answer = await page({ currentPage: 1, pageSize: 100000 });
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(/pageSize/);
  });
});
