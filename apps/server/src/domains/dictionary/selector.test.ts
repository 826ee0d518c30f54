import type { DictionaryGroup, DictionaryItem, DictionaryTypeNode } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const DATA = '/api/system/DictionaryData';
const selectorOf = (type: string) => `${DATA}/${encodeURIComponent(type)}/Data/Selector`;

const names = (items: readonly DictionaryItem[] = []): unknown[] =>
  items.map((item) => (item.children ? [item.fullName, names(item.children)] : item.fullName));

describe.each(databaseKinds)('dictionary selectors on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  const read = <T>(url: string, token = staff) => call<T>(server.app, 'GET', url, { token });

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('answers the items of a type named by its enCode to any signed-in user, in their order', async () => {
    const answer = await read<{ list: DictionaryItem[] }>(selectorOf('leaveType'));
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data?.list.map((item) => [item.fullName, item.enCode])).toEqual([
      ['事假', 'personal'],
      ['病假', 'sick'],
      ['年假', 'annual'],
      ['婚假', 'marriage'],
      ['产假', 'maternity'],
    ]);
  });

  it('has the types the position and group forms choose from', async () => {
    const positions = await read<{ list: DictionaryItem[] }>(selectorOf('PositionType'));
    expect(positions.data?.list.map((item) => item.fullName)).toEqual([
      '管理岗位',
      '专业技术岗位',
      '工勤技能岗位',
    ]);
    const groups = await read<{ list: DictionaryItem[] }>(selectorOf('groupType'));
    // The seeded groups' types are among them.
    expect(groups.data?.list.map((item) => item.fullName)).toEqual(['项目组', '工作小组', '委员会']);
  });

  it('has the nationalities and certificate types the user form chooses from', async () => {
    const nations = await read<{ list: DictionaryItem[] }>(selectorOf('nation'));
    expect(nations.data?.list).toHaveLength(56);
    expect(nations.data?.list.slice(0, 3).map((item) => item.fullName)).toEqual(['汉族', '蒙古族', '回族']);
    const certificates = await read<{ list: DictionaryItem[] }>(selectorOf('certificatetype'));
    expect(certificates.data?.list.map((item) => item.fullName)).toContain('居民身份证');
  });

  it('answers the same items when the type is named by its id', async () => {
    const answer = await read<{ list: DictionaryItem[] }>(selectorOf('dict-sex'));
    expect(answer.data?.list).toEqual([
      { id: 'dict-sex-1', parentId: '0', fullName: '男', enCode: '1' },
      { id: 'dict-sex-2', parentId: '0', fullName: '女', enCode: '2' },
    ]);
  });

  it('nests the items of a tree type', async () => {
    const answer = await read<{ list: DictionaryItem[] }>(selectorOf('industry'));
    expect(names(answer.data?.list)).toEqual([
      ['信息技术', ['软件开发', '互联网服务']],
      ['制造业', ['汽车制造', '电子设备']],
      ['金融业', ['银行', '保险', '证券']],
      ['服务业', ['餐饮', '物流']],
    ]);
    expect(answer.data?.list[0]?.children?.[0]).toEqual({
      id: 'dict-industry-software',
      parentId: 'dict-industry-it',
      fullName: '软件开发',
      enCode: 'software',
    });
  });

  it('hides disabled items, with what is filed under them, and every item of a disabled type', async () => {
    await server.db
      .insertInto('dictionaryType')
      .values([
        { id: 'region', fullName: '区域', enCode: 'region', isTree: 1 },
        { id: 'retired', fullName: '停用的', enCode: 'retired', enabledMark: 0 },
      ])
      .execute();
    await server.db
      .insertInto('dictionaryData')
      .values([
        { id: 'north', dictionaryTypeId: 'region', fullName: '华北', enCode: 'north', sortCode: 2 },
        { id: 'east', dictionaryTypeId: 'region', fullName: '华东', enCode: 'east', sortCode: 1 },
        { id: 'sh', dictionaryTypeId: 'region', parentId: 'east', fullName: '上海', enCode: 'sh' },
        { id: 'old', dictionaryTypeId: 'region', fullName: '旧区', enCode: 'old', enabledMark: 0 },
        { id: 'old-a', dictionaryTypeId: 'region', parentId: 'old', fullName: '旧区甲', enCode: 'oldA' },
        { id: 'gone', dictionaryTypeId: 'retired', fullName: '不再使用', enCode: 'gone' },
      ])
      .execute();
    const region = await read<{ list: DictionaryItem[] }>(selectorOf('region'));
    expect(names(region.data?.list)).toEqual([['华东', ['上海']], '华北']);
    expect(await read(selectorOf('retired'))).toEqual({ code: 200, msg: 'Success', data: { list: [] } });

    const all = await read<{ list: DictionaryGroup[] }>(`${DATA}/All`);
    const groups = new Map(all.data?.list.map((group) => [group.enCode, group]));
    expect(groups.has('retired')).toBe(false);
    expect(groups.get('region')?.dictionaryList.map((item) => item.fullName)).toEqual([
      '华东',
      '上海',
      '华北',
    ]);
    expect(groups.get('sex')?.dictionaryList.map((item) => item.id)).toEqual(['dict-sex-1', 'dict-sex-2']);
  });

  it('answers 400 naming a type that does not exist', async () => {
    expect(await read(selectorOf('nope'))).toEqual({
      code: 400,
      msg: 'dictionaryType: 数据字典 nope 不存在',
    });
  });

  it('answers the enabled types as a tree, leaving out the one being edited', async () => {
    await server.db
      .insertInto('dictionaryType')
      .values([
        { id: 'cat-hr', fullName: '人事', enCode: 'hr', sortCode: 90 },
        { id: 'contract', parentId: 'cat-hr', fullName: '合同类型', enCode: 'contract' },
      ])
      .execute();
    const types = await read<{ list: DictionaryTypeNode[] }>('/api/system/DictionaryType/Selector/0');
    const codes = types.data?.list.map((type) => type.enCode);
    const seeded = ['sex', 'leaveType', 'education', 'industry'];
    expect(codes?.filter((code) => seeded.includes(code))).toEqual(seeded);
    expect(codes).not.toContain('retired');
    expect(types.data?.list.find((type) => type.enCode === 'industry')).toMatchObject({ isTree: 1 });
    expect(types.data?.list.find((type) => type.id === 'cat-hr')?.children?.map((t) => t.enCode)).toEqual([
      'contract',
    ]);
    const editing = await read<{ list: DictionaryTypeNode[] }>('/api/system/DictionaryType/Selector/cat-hr');
    expect(editing.data?.list.map((type) => type.enCode)).not.toContain('hr');
    expect(JSON.stringify(editing.data)).not.toContain('contract');
  });

  it('refuses a visitor', async () => {
    expect((await call(server.app, 'GET', selectorOf('sex'))).code).toBe(600);
  });
});
