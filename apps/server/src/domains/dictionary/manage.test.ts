import type { DictionaryItem } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseKinds)('managing dictionaries on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const as =
    (token: () => string) =>
    <T = unknown>(method: Method, url: string, body?: unknown) =>
      call<T>(server.app, method, url, { token: token(), ...(body !== undefined && { body }) });
  const adminCall = as(() => admin);
  const staffCall = as(() => staff);
  const itemCount = async (typeId: string) =>
    Number(
      (
        await server.db
          .selectFrom('dictionaryData')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('dictionaryTypeId', '=', typeId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('creates a tree type and its items, which the selector then offers', async () => {
    const created = await adminCall<{ id: string }>('POST', TYPES, {
      fullName: '部门类别',
      enCode: 'deptKind',
      isTree: 1,
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const typeId = created.data?.id as string;
    const office = await adminCall<{ id: string }>('POST', DATA, {
      dictionaryTypeId: 'deptKind',
      fullName: '职能部门',
      enCode: 'office',
    });
    expect(office.code, office.msg).toBe(200);
    const hr = await adminCall<{ id: string }>('POST', DATA, {
      dictionaryTypeId: typeId,
      parentId: office.data?.id,
      fullName: '人力资源',
      enCode: 'hr',
    });
    expect(hr.code, hr.msg).toBe(200);

    const selector = await staffCall<{ list: DictionaryItem[] }>('GET', `${DATA}/deptKind/Data/Selector`);
    expect(selector.data?.list).toEqual([
      {
        id: office.data?.id,
        parentId: '0',
        fullName: '职能部门',
        enCode: 'office',
        children: [{ id: hr.data?.id, parentId: office.data?.id, fullName: '人力资源', enCode: 'hr' }],
      },
    ]);
    const info = await adminCall<Record<string, unknown>>('GET', `${DATA}/${hr.data?.id}/Info`);
    expect(info.data).toMatchObject({ fullName: '人力资源', enabledMark: 1, dictionaryTypeId: typeId });
  });

  it('refuses bad input by field and writes nothing', async () => {
    const before = await itemCount('dict-sex');
    const refusals: Array<[string, unknown, string]> = [
      [TYPES, { fullName: '性别2', enCode: 'sex' }, '编码: 编码 sex 已存在'],
      [
        TYPES,
        { fullName: '坏编码', enCode: '.bad' },
        '编码: 编码只能输入英文、数字和小数点且小数点不能放在首尾',
      ],
      [TYPES, { fullName: '无上级', enCode: 'orphan', parentId: 'nope' }, '上级: 上级 nope 不存在'],
      [DATA, { dictionaryTypeId: 'sex', fullName: '未知', enCode: '1' }, '编码: 编码 1 已存在'],
      [DATA, { dictionaryTypeId: 'sex', fullName: '男', enCode: '9' }, '名称: 名称 男 已存在'],
      [
        DATA,
        { dictionaryTypeId: 'sex', fullName: '其他', enCode: '3', parentId: 'dict-sex-1' },
        '上级: 该数据字典不是树形，不能选择上级',
      ],
      [DATA, { dictionaryTypeId: 'ghost', fullName: '甲', enCode: 'a' }, '字典分类: 数据字典 ghost 不存在'],
      [DATA, { dictionaryTypeId: 'sex', enCode: 'a' }, '名称: 不能为空'],
    ];
    for (const [url, body, msg] of refusals)
      expect(await adminCall('POST', url, body)).toMatchObject({ code: 400, msg });
    expect(await itemCount('dict-sex')).toBe(before);
    expect(
      await server.db.selectFrom('dictionaryType').select('id').where('enCode', 'in', ['orphan']).execute(),
    ).toEqual([]);
  });

  it('keeps an item from moving under itself', async () => {
    const moved = await adminCall('PUT', `${DATA}/dict-industry-it`, {
      dictionaryTypeId: 'industry',
      parentId: 'dict-industry-software',
      fullName: '信息技术',
      enCode: 'it',
    });
    expect(moved).toEqual({ code: 400, msg: '上级: 上级不能是自己或自己的下级', field: 'parentId' });
  });

  it('offers the parents an item may move under: not itself nor its branch, none for a flat type', async () => {
    const ids = (nodes: ReadonlyArray<{ id: string; children?: unknown[] }>): string[] =>
      nodes.flatMap((node) => [
        node.id,
        ...ids((node.children ?? []) as ReadonlyArray<{ id: string; children?: unknown[] }>),
      ]);
    type Choices = { isTree: number; list: Array<{ id: string; children?: unknown[] }> };
    const all = await adminCall<Choices>('GET', `${DATA}/industry/Selector/0`);
    expect(all.data?.isTree).toBe(1);
    expect(ids(all.data?.list ?? [])).toEqual(
      expect.arrayContaining(['dict-industry-it', 'dict-industry-software']),
    );
    const editing = await adminCall<Choices>('GET', `${DATA}/industry/Selector/dict-industry-it`);
    const branch = ['dict-industry-it', 'dict-industry-software', 'dict-industry-internet'];
    expect(ids(editing.data?.list ?? [])).toEqual(
      ids(all.data?.list ?? []).filter((id) => !branch.includes(id)),
    );
    expect((await adminCall<Choices>('GET', `${DATA}/sex/Selector/0`)).data?.isTree).toBe(0);
  });

  it('hides a disabled item from the selector and shows it again when enabled', async () => {
    const url = `${DATA}/dict-education-doctor/Actions/State`;
    expect(await adminCall('PUT', url)).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    const codes = async () =>
      (await staffCall<{ list: DictionaryItem[] }>('GET', `${DATA}/education/Data/Selector`)).data?.list.map(
        (item) => item.enCode,
      );
    expect(await codes()).not.toContain('doctor');
    const all = await adminCall<{ list: Array<{ enCode: string; enabledMark: number }> }>(
      'GET',
      `${DATA}/education`,
    );
    expect(all.data?.list.find((item) => item.enCode === 'doctor')?.enabledMark).toBe(0);
    await adminCall('PUT', url);
    expect((await codes())?.[0]).toBe('doctor');
  });

  it('deletes only what holds nothing', async () => {
    expect(await adminCall('DELETE', `${DATA}/dict-industry-it`)).toEqual({
      code: 400,
      msg: 'id: 该数据下有下级数据，不能删除',
    });
    expect(await adminCall('DELETE', `${TYPES}/dict-sex`)).toEqual({
      code: 400,
      msg: 'id: 该数据字典下有数据，不能删除',
    });
    expect(await adminCall('DELETE', `${DATA}/dict-industry-bank`)).toEqual({ code: 200, msg: '删除成功' });
    const empty = await adminCall<{ id: string }>('POST', TYPES, { fullName: '空字典', enCode: 'empty' });
    expect(await adminCall('DELETE', `${TYPES}/${empty.data?.id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await adminCall('GET', `${TYPES}/${empty.data?.id}`)).toEqual({
      code: 400,
      msg: '数据字典不存在或已删除',
    });
  });

  it('lets staff read and add, but not edit or delete, as the 数据字典 grants say', async () => {
    expect((await staffCall('GET', TYPES)).code).toBe(200);
    const added = await staffCall('POST', DATA, {
      dictionaryTypeId: 'education',
      fullName: '中专',
      enCode: 'secondary',
    });
    expect(added.code, added.msg).toBe(200);
    const denied = { code: 403, msg: 'Permission Denied' };
    expect(
      await staffCall('PUT', `${DATA}/dict-sex-1`, {
        dictionaryTypeId: 'sex',
        fullName: '男士',
        enCode: '1',
      }),
    ).toEqual(denied);
    expect(await staffCall('DELETE', `${DATA}/dict-sex-1`)).toEqual(denied);
    expect(await staffCall('PUT', `${DATA}/dict-sex-1/Actions/State`)).toEqual(denied);
  });
});
