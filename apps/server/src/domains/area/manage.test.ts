import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const AREA = '/api/system/Area';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Row {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  level: number;
  enabledMark: number;
  hasChildren: boolean;
}

describe.each(databaseKinds)('managing areas on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const adminCall = <T = unknown>(method: Method, url: string, body?: unknown) =>
    call<T>(server.app, method, url, { token: admin, ...(body !== undefined && { body }) });
  const adminList = async (parentId: string, keyword = '') =>
    (
      await adminCall<{ list: Row[] }>(
        'GET',
        `${AREA}/${parentId}?withDisabled=1${keyword && `&keyword=${encodeURIComponent(keyword)}`}`,
      )
    ).data?.list ?? [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('lists one level with whether each row opens, and searches every level by keyword', async () => {
    const provinces = await adminList('-1');
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toMatchObject({ id: '110000', enCode: '110000', level: 1, hasChildren: true });
    const found = await adminList('-1', '西湖');
    expect(found.map((row) => [row.fullName, row.hasChildren])).toContainEqual(['西湖区', false]);
  });

  it('adds, edits, disables and deletes an area under a city', async () => {
    const created = await adminCall<{ id: string }>('POST', AREA, {
      parentId: '330100',
      fullName: '新区',
      enCode: '330199',
      sortCode: 99,
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data?.id as string;
    expect(await adminCall<Row>('GET', `${AREA}/${id}/Info`)).toMatchObject({
      data: { parentId: '330100', level: 3, fullName: '新区', enabledMark: 1, description: '' },
    });
    expect(
      (await adminCall('POST', AREA, { parentId: '330100', fullName: '又一', enCode: '330199' })).msg,
    ).toBe('编码: 编码 330199 已存在');
    expect(
      (
        await adminCall('PUT', `${AREA}/${id}`, {
          parentId: '330100',
          fullName: '钱塘新区',
          enCode: '330199',
        })
      ).code,
    ).toBe(200);
    expect((await adminList('330100')).map((row) => row.fullName)).toContain('钱塘新区');
    expect((await adminCall('PUT', `${AREA}/${id}/Actions/State`)).data).toEqual({ enabledMark: 0 });
    // The picker leaves a disabled area out; the screen still shows it.
    const picker = await call<{ list: Row[] }>(server.app, 'GET', `${AREA}/330100`, { token: staff });
    expect(picker.data?.list.map((row) => row.fullName)).not.toContain('钱塘新区');
    expect((await adminList('330100')).find((row) => row.id === id)?.enabledMark).toBe(0);
    // JNPF's web client reads this path only on its 行政区划 screen: it gets the screen's rows.
    const jnpf = await call<{ list: Row[] }>(
      server.app,
      'GET',
      `${AREA}/330100?keyword=&n=${Math.floor(Date.now() / 1000)}`,
      { token: admin, headers: { 'jnpf-origin': 'pc' }, shape: 'jnpf' },
    );
    expect(jnpf.data?.list).toEqual(await adminList('330100'));
    expect(jnpf.data?.list.find((row) => row.id === id)).toMatchObject({
      enabledMark: 0,
      hasChildren: false,
    });
    expect(jnpf.data?.list.find((row) => row.id === '330106')).toMatchObject({
      enabledMark: 1,
      enCode: '330106',
    });
    expect(await adminCall('DELETE', `${AREA}/${id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect((await adminCall('GET', `${AREA}/${id}/Info`)).msg).toBe('行政区划不存在或已删除');
  });

  it('refuses to delete an area with areas under it, or to move one under itself', async () => {
    expect(await adminCall('DELETE', `${AREA}/330100`)).toEqual({
      code: 400,
      msg: 'id: 该区划下有下级区划，不能删除',
    });
    const moved = await adminCall('PUT', `${AREA}/330000`, {
      parentId: '330100',
      fullName: '浙江省',
      enCode: '330000',
    });
    expect(moved.msg).toBe('上级: 上级不能是自己或自己的下级');
    expect((await adminCall('POST', AREA, { parentId: 'nope', fullName: 'x', enCode: 'x1' })).msg).toBe(
      '上级: 上级区划 nope 不存在',
    );
  });

  it('moves a city to another province, its districts following a level', async () => {
    const moved = await adminCall('PUT', `${AREA}/330200`, {
      parentId: '-1',
      fullName: '宁波市',
      enCode: '330200',
    });
    expect(moved.code, moved.msg).toBe(200);
    expect((await adminCall<Row>('GET', `${AREA}/330200/Info`)).data?.level).toBe(1);
    expect((await adminCall<Row>('GET', `${AREA}/330203/Info`)).data?.level).toBe(2);
  });

  it('offers the enabled children to choose a parent from, without the edited area', async () => {
    const choices = await adminCall<{ list: Array<{ id: string }> }>('GET', `${AREA}/330000/Selector/330100`);
    expect(choices.data?.list.map((row) => row.id)).not.toContain('330100');
    expect(choices.data?.list.map((row) => row.id)).toContain('330300');
  });

  it('keeps the upkeep to the screen: staff may read but not change', async () => {
    expect((await call(server.app, 'DELETE', `${AREA}/330106`, { token: staff })).code).toBe(403);
    expect(
      (
        await call(server.app, 'POST', AREA, {
          token: staff,
          body: { parentId: '-1', fullName: 'x', enCode: 'y' },
        })
      ).code,
    ).toBe(403);
  });
});
