import { CANONICAL_SHAPE_HEADERS } from '@formwork/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The provider the widget package ships, run here against the real server (STYLE habit 8): the
// widgets cannot start a server, and the server may import a package's source in its tests.
import {
  type RestRequest,
  restDataProvider,
} from '../../../../../packages/widgets/src/data-provider/rest-provider.js';
import type {
  AreaNode,
  DataProvider,
  OptionNode,
  OrgNode,
  UserSummary,
} from '../../../../../packages/widgets/src/data-provider/types.js';
import { CITIES_INTERFACE_ID, DEMO_CITIES } from '../../seed/seed-data-interfaces.js';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { form, releaseDesign } from '../design-references/test-fixtures.js';
import { grantStaff } from '../online-dev/test-fixtures.js';

/**
 * A released form staff may open, whose widgets use the interface, the relation and the bill
 * rule the contract calls: the server runs these for a user only where such a form names them.
 */
const WIDGETS_FORM = form([
  {
    jnpfKey: 'select',
    vModel: 'city',
    label: '城市',
    props: { dataType: 'dynamic', propsUrl: CITIES_INTERFACE_ID },
  },
  {
    jnpfKey: 'popupSelect',
    vModel: 'popupCity',
    label: '弹窗城市',
    props: { interfaceId: CITIES_INTERFACE_ID, propsValue: 'id', relationField: 'fullName' },
  },
  {
    jnpfKey: 'relationForm',
    vModel: 'leave',
    label: '请假',
    props: {
      modelId: LEAVE_MODEL_ID,
      relationField: 'applicant',
      columnOptions: [{ value: 'leaveType', label: '请假类型' }],
    },
  },
  { jnpfKey: 'billRule', vModel: 'number', label: '编号', props: { rule: 'leaveRequest' } },
]);

/**
 * The host's client, as the console's is: query parameters, a JSON body, the envelope's data, and
 * the header that asks for canonical answers.
 */
function injectRequester(app: FastifyInstance, token: string) {
  return async <T>({ method, url, params, data }: RestRequest): Promise<T> => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params ?? {}))
      search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    const response = await app.inject({
      method,
      url: search.size ? `${url}?${search}` : url,
      headers: {
        authorization: token,
        ...CANONICAL_SHAPE_HEADERS,
        ...(data !== undefined && { 'content-type': 'application/json' }),
      },
      ...(data !== undefined && { payload: JSON.stringify(data) }),
    });
    const envelope = response.json() as { code: number; msg: string; data?: T };
    if (envelope.code !== 200) throw new Error(`${envelope.code} ${envelope.msg}`);
    return envelope.data as T;
  };
}

// The contract's shapes, as matchers: required fields typed, optional ones typed when present.
const orgNode = (node: OrgNode): void => {
  expect(node).toEqual(expect.objectContaining({ id: expect.any(String), fullName: expect.any(String) }));
  if (node.type !== undefined) expect(typeof node.type).toBe('string');
  if (node.hasChildren !== undefined) expect(typeof node.hasChildren).toBe('boolean');
  if (node.organizeIds !== undefined)
    expect(node.organizeIds.every((id) => typeof id === 'string')).toBe(true);
  for (const child of node.children ?? []) orgNode(child);
};
const userSummary = (user: UserSummary) =>
  expect(user).toEqual(
    expect.objectContaining({ id: expect.any(String), fullName: expect.stringMatching(/.\/./) }),
  );
const areaNode = (area: AreaNode) =>
  expect(area).toEqual(
    expect.objectContaining({
      id: expect.any(String),
      fullName: expect.any(String),
      isLeaf: expect.any(Boolean),
    }),
  );
const optionNode = (option: OptionNode): void => {
  expect(option).toEqual(expect.objectContaining({ id: expect.any(String), fullName: expect.any(String) }));
  for (const child of option.children ?? []) optionNode(child);
};
const paged = (page: { list: unknown[]; pagination: unknown }) =>
  expect(page.pagination).toEqual({
    currentPage: expect.any(Number),
    pageSize: expect.any(Number),
    total: expect.any(Number),
  });
const names = (items: ReadonlyArray<{ fullName: string }>) => items.map((item) => item.fullName);

describe.each(databaseKinds)('the REST DataProvider against the server on %s', (kind) => {
  let server: TestServer;
  let provider: DataProvider;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const admin = await signIn(server.app, 'admin', 'admin123');
    await grantStaff(server, await releaseDesign(server, admin, 'widgetsContract', WIDGETS_FORM));
    // An ordinary user: every form's widgets must work for people who manage nothing.
    provider = restDataProvider(injectRequester(server.app, await signIn(server.app, 'staff', 'staff123')));
  });
  afterAll(() => server?.close());

  it('walks the user tree by node and finds users by keyword', async () => {
    const top = await provider.userTree({ nodeId: '0' });
    top.forEach(orgNode);
    expect(names(top)).toEqual(['示例科技有限公司']);
    const company = await provider.userTree({ nodeId: top[0]?.id ?? '' });
    company.forEach(orgNode);
    expect(company.find((node) => node.type === 'user')?.fullName).toBe('管理员/admin');
    const found = await provider.userTree({ nodeId: '0', keyword: '李' });
    found.forEach(orgNode);
    expect(names(found)).toEqual(['李四/newuser']);
  });

  it('answers users by ids, the caller’s organisation and subordinates as summaries', async () => {
    const byIds = await provider.usersByIds({ ids: ['user-newuser', 'user-admin'] });
    byIds.forEach(userSummary);
    expect(names(byIds)).toEqual(['李四/newuser', '管理员/admin']);
    const colleagues = await provider.currentOrganizeUsers({});
    colleagues.forEach(userSummary);
    expect(names(colleagues)).toEqual(['张三/staff', '张三（子账号）/staff.sub']);
    expect(names(await provider.currentOrganizeUsers({ organizeId: 'org-sales', keyword: '李' }))).toEqual([
      '李四/newuser',
    ]);
    const reports = await provider.subordinates({});
    reports.forEach(userSummary);
    expect(names(reports)).toEqual(['李四/newuser']);
  });

  it('answers organisation, department, position, role and group trees', async () => {
    const organizes = await provider.organizeTree({});
    organizes.forEach(orgNode);
    expect(organizes[0]?.children?.map((node) => node.organizeIds)).toContainEqual(['org-company', 'org-rd']);
    expect(names((await provider.organizeTree({ keyword: '财务' }))[0]?.children ?? [])).toEqual(['财务部']);
    const departments = await provider.departmentTree({ organizeId: 'org-sales' });
    departments.forEach(orgNode);
    expect(names(departments[0]?.children ?? [])).toEqual(['研发部', '财务部', '人事行政部']);
    for (const list of await Promise.all([provider.positions({}), provider.roles({}), provider.groups({})])) {
      expect(list.length).toBeGreaterThan(0);
      list.forEach(orgNode);
    }
    expect(names(await provider.roles({ keyword: '员工' }))).toEqual(['普通员工']);
  });

  it('walks areas from the root and names stored paths', async () => {
    const provinces = await provider.areaChildren({ parentId: '-1' });
    provinces.forEach(areaNode);
    expect(provinces).toHaveLength(34);
    expect(await provider.areaNames({ idPaths: [['330000', '330100', '330106']] })).toEqual([
      ['浙江省', '杭州市', '西湖区'],
    ]);
  });

  it('answers dictionary and interface options', async () => {
    const leaveTypes = await provider.dictionaryOptions({ dictionaryType: 'leaveType' });
    leaveTypes.forEach(optionNode);
    expect(names(leaveTypes)).toEqual(['事假', '病假', '年假', '婚假', '产假']);
    expect(await provider.interfaceOptions({ interfaceId: CITIES_INTERFACE_ID })).toEqual(DEMO_CITIES);
  });

  it('pages a data interface for a popup and reads one row by id', async () => {
    const params = { interfaceId: CITIES_INTERFACE_ID, propsValue: 'id', relationField: 'fullName' };
    const page = await provider.interfaceList({
      ...params,
      columnOptions: ['fullName'],
      currentPage: 1,
      pageSize: 2,
    });
    paged(page);
    expect(page).toEqual({
      list: DEMO_CITIES.slice(0, 2),
      pagination: { currentPage: 1, pageSize: 2, total: 5 },
    });
    const found = await provider.interfaceList({
      ...params,
      columnOptions: [],
      keyword: '深',
      currentPage: 1,
      pageSize: 20,
    });
    expect(found.list).toEqual([{ id: 'shenzhen', fullName: '深圳' }]);
    expect(await provider.interfaceRecord({ ...params, id: 'hangzhou' })).toEqual({
      id: 'hangzhou',
      fullName: '杭州',
    });
    expect(await provider.interfaceRecord({ ...params, id: 'nowhere' })).toBeNull();
  });

  it('lists data interfaces for the interface picker, by keyword, unpaged', async () => {
    const all = await provider.dataInterfaces({ currentPage: 1, pageSize: 10000 });
    paged(all);
    expect(all.list.map((row) => row.fullName)).toEqual(['城市', '客户', '请假统计']);
    const found = await provider.dataInterfaces({ keyword: '客户', currentPage: 1, pageSize: 20 });
    expect(found.list).toMatchObject([{ id: 'interface-customers', enCode: 'customers' }]);
  });

  it("pages a released model's records and reads one as a person reads it", async () => {
    const page = await provider.modelList({
      modelId: LEAVE_MODEL_ID,
      relationField: 'applicant',
      columnOptions: ['leaveType'],
      keyword: '张三',
      currentPage: 1,
      pageSize: 2,
    });
    paged(page);
    expect(page.pagination.total).toBe(3);
    expect(page.list.map((row) => row.applicant)).toEqual(['张三', '张三']);
    const record = await provider.modelRecord({ modelId: LEAVE_MODEL_ID, id: String(page.list[0]?.id) });
    expect(record).toEqual(
      expect.objectContaining({ applicant: '张三', leaveType: page.list[0]?.leaveType }),
    );
  });

  it('lists bill rules and issues a new number on every call', async () => {
    const rules = await provider.billRules({});
    rules.forEach(optionNode);
    expect(rules.map((rule) => rule.enCode)).toEqual(['leaveRequest', 'purchaseOrder', 'contract']);
    const [first, second] = await Promise.all([
      provider.billNumber({ enCode: 'leaveRequest' }),
      provider.billNumber({ enCode: 'leaveRequest' }),
    ]);
    expect(first).toMatch(/^QJ\d{12}$/);
    expect(second).toMatch(/^QJ\d{12}$/);
    expect(first).not.toBe(second);
    // A rule none of staff's forms uses is refused whether it exists or not: nothing is told.
    await expect(provider.billNumber({ enCode: 'nope' })).rejects.toThrow('403');
    await expect(provider.billNumber({ enCode: 'contract' })).rejects.toThrow('403');
  });
});
