import type { DownloadLink } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { sendMultipart } from '../file/test-fixtures.js';

const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Item {
  id: string;
  fullName: string;
  enCode: string;
  children?: Item[];
}

describe.each(databaseKinds)('dictionary files and type-4 entries on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const as =
    (token: () => string) =>
    <T = unknown>(method: Method, url: string, body?: unknown) =>
      call<T>(server.app, method, url, { token: token(), ...(body !== undefined && { body }) });
  const adminCall = as(() => admin);
  const staffCall = as(() => staff);
  const upload = (value: unknown) =>
    sendMultipart<{ id: string }>(
      server.app,
      `${DATA}/Action/Import`,
      admin,
      {},
      {
        name: 'dictionary.json',
        bytes: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
      },
    );
  const counts = async () => {
    const [types, items] = await Promise.all(
      (['dictionaryType', 'dictionaryData'] as const).map(
        async (table) =>
          (
            await server.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
      ),
    );
    return [Number(types), Number(items)];
  };
  let exported: Record<string, unknown> & { list: Array<Record<string, unknown>> };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('exports a tree type with its items as a .json file', async () => {
    const typeId = (
      await adminCall<{ id: string }>('POST', TYPES, { fullName: '地区', enCode: 'region', isTree: 1 })
    ).data?.id;
    const north = (
      await adminCall<{ id: string }>('POST', DATA, {
        dictionaryTypeId: typeId,
        fullName: '华北',
        enCode: 'north',
      })
    ).data?.id;
    await adminCall('POST', DATA, {
      dictionaryTypeId: typeId,
      parentId: north,
      fullName: '北京',
      enCode: 'bj',
    });
    const link = await adminCall<DownloadLink>('GET', `${DATA}/region/Action/Export`);
    expect(link.data?.name).toBe('地区.json');
    const file = await server.app.inject({ method: 'GET', url: link.data?.url as string });
    exported = JSON.parse(file.body);
    expect(exported).toMatchObject({ fullName: '地区', enCode: 'region', isTree: 1, parentId: '0' });
    expect(exported.list.map((item) => [item.enCode, item.parentId === '0' ? 'top' : 'under'])).toEqual([
      ['north', 'top'],
      ['bj', 'under'],
    ]);
  });

  it('refuses an import that collides, writing nothing', async () => {
    const before = await counts();
    expect(await upload(exported)).toEqual({ code: 400, msg: 'file.enCode: 编码 region 已存在' });
    const twice = {
      ...exported,
      enCode: 'region2',
      list: [...exported.list, { ...exported.list[0], id: 'x' }],
    };
    expect(await upload(twice)).toEqual({
      code: 400,
      msg: 'file.list.2.enCode: 编码 north 在文件中出现了多次',
    });
    const orphan = { ...exported, enCode: 'region2', list: [{ ...exported.list[1], parentId: 'gone' }] };
    expect((await upload(orphan)).msg).toBe('file.list.0.parentId: 上级 gone 不存在');
    expect((await upload('not json')).msg).toBe('file: 不是有效的 JSON');
    expect((await upload({ ...exported, enCode: 'region2', extra: 1 })).code).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('imports a file as a new type with new items keeping their tree', async () => {
    const imported = await upload({ ...exported, enCode: 'region2', fullName: '地区二' });
    expect(imported).toMatchObject({ code: 200, msg: '导入成功' });
    const list = (await adminCall<{ list: Item[] }>('GET', `${DATA}/region2`)).data?.list ?? [];
    expect(list.map((item) => [item.enCode, item.children?.map((child) => child.enCode)])).toEqual([
      ['north', ['bj']],
    ]);
    expect(exported.list.map((item) => item.id)).not.toContain(list[0]?.id);
  });

  it('lets a type-4 menu entry maintain its own dictionary, under its buttons, and no other', async () => {
    // The seeded 民族 entry names the nation dictionary; staff are granted it without 删除, and
    // no longer the 数据字典 screen.
    const role = await server.db
      .selectFrom('userRelation')
      .select('objectId')
      .where('objectType', '=', 'Role')
      .where(
        'userId',
        '=',
        (
          await server.db
            .selectFrom('users')
            .select('id')
            .where('account', '=', 'staff')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    await server.db
      .deleteFrom('authorize')
      .where('roleId', '=', role.objectId)
      .where('itemId', 'like', 'menu-system.dictionary%')
      .execute();
    await server.db
      .insertInto('authorize')
      .values([
        { roleId: role.objectId, itemType: 'module', itemId: 'menu-dictionary.nation' },
        { roleId: role.objectId, itemType: 'button', itemId: 'menu-dictionary.nation:btn_add' },
      ])
      .execute();
    const list = await staffCall<{ list: Item[] }>('GET', `${DATA}/dict-nation`);
    expect(list.code, list.msg).toBe(200);
    expect(list.data?.list.length).toBe(56);
    const added = await staffCall<{ id: string }>('POST', DATA, {
      dictionaryTypeId: 'dict-nation',
      fullName: '其他',
      enCode: '99',
    });
    expect(added.code, added.msg).toBe(200);
    expect((await staffCall('DELETE', `${DATA}/${added.data?.id}`)).code).toBe(403);
    expect((await staffCall('PUT', `${DATA}/${added.data?.id}/Actions/State`)).code).toBe(403);
    expect((await staffCall('GET', `${DATA}/region`)).code).toBe(403);
    expect(
      (await staffCall('POST', DATA, { dictionaryTypeId: 'region', fullName: '华南', enCode: 'south' })).code,
    ).toBe(403);
  });
});
