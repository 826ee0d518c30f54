import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import type { AreaNode } from './areas.js';

const AREA = '/api/system/Area';

describe.each(databaseKinds)('areas on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  const children = (parentId: string) =>
    call<{ list: AreaNode[] }>(server.app, 'GET', `${AREA}/${encodeURIComponent(parentId)}`, {
      token: staff,
    });
  const names = (idsList: unknown) =>
    call<string[][]>(server.app, 'POST', `${AREA}/GetAreaByIds`, { token: staff, body: { idsList } });

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('answers the 34 provincial divisions under the root -1 to any signed-in user', async () => {
    const answer = await children('-1');
    expect(answer.code, answer.msg).toBe(200);
    const list = answer.data?.list ?? [];
    expect(list).toHaveLength(34);
    expect(list[0]).toEqual({ id: '110000', fullName: '北京市', isLeaf: false });
    expect(list.map((area) => area.fullName)).toContain('浙江省');
    expect(list.at(-1)).toEqual({ id: '820000', fullName: '澳门特别行政区', isLeaf: false });
  });

  it('walks province, city and district, the districts being leaves', async () => {
    const cities = (await children('330000')).data?.list ?? [];
    expect(cities).toHaveLength(11);
    expect(cities[0]).toEqual({ id: '330100', fullName: '杭州市', isLeaf: false });
    const districts = (await children('330100')).data?.list ?? [];
    expect(districts).toContainEqual({ id: '330106', fullName: '西湖区', isLeaf: true });
    expect(districts.every((district) => district.isLeaf)).toBe(true);
    // Hong Kong lists its districts directly under the region.
    expect((await children('810000')).data?.list[0]).toEqual({
      id: '810001',
      fullName: '中西區',
      isLeaf: true,
    });
  });

  it('answers no children under a leaf or an unknown id, and 400 naming a malformed one', async () => {
    expect(await children('330106')).toEqual({ code: 200, msg: 'Success', data: { list: [] } });
    expect(await children('nope')).toEqual({ code: 200, msg: 'Success', data: { list: [] } });
    expect(await children('a b')).toEqual({ code: 400, msg: 'params.parentId: 格式不正确' });
  });

  it('names each id path, leaving out ids that name no area', async () => {
    const answer = await names([
      ['330000', '330100', '330106'],
      ['110000', '110100', '110101'],
      ['999999'],
      [],
    ]);
    expect(answer).toEqual({
      code: 200,
      msg: 'Success',
      data: [['浙江省', '杭州市', '西湖区'], ['北京市', '市辖区', '东城区'], [], []],
    });
    expect(await names([])).toEqual({ code: 200, msg: 'Success', data: [] });
  });

  it('answers 400 naming the field for a malformed body', async () => {
    expect((await names('330000')).msg).toBe('idsList: 应为列表');
    expect((await names([['330000', 5]])).msg).toBe('idsList.0.1: 应为文本');
    expect((await call(server.app, 'POST', `${AREA}/GetAreaByIds`, { token: staff, body: {} })).msg).toBe(
      'idsList: 不能为空',
    );
  });

  it('seeds the areas once: a deleted area stays deleted after a restart', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('area')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(3800);
    await server.db.deleteFrom('area').where('id', '=', '330106').execute();
    await server.restart();
    staff = await signIn(server.app, 'staff', 'staff123');
    expect(await count()).toBe(3799);
    expect((await children('330100')).data?.list.map((area) => area.id)).not.toContain('330106');
  });

  it('refuses a visitor', async () => {
    expect((await call(server.app, 'GET', `${AREA}/-1`)).code).toBe(600);
  });
});
