import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  addStaffOnlyRole,
  addTypedEntry,
  form,
  grantEntry,
  MenuType,
  releaseDesign,
  signInAll,
} from '../design-references/test-fixtures.js';

const BASE = '/api/system/DataInterface';
const rows = (name: string) => JSON.stringify([{ id: name, fullName: name }]);

/** Every route that runs an interface for its caller, with a body it takes. */
const RUNS = (key: string) =>
  [
    ['GET', `${BASE}/${key}/Actions/Response`, undefined],
    ['GET', `${BASE}/GetParam/${key}`, undefined],
    ['POST', `${BASE}/${key}/Actions/List`, {}],
    ['POST', `${BASE}/${key}/Action/List`, {}],
    ['POST', `${BASE}/${key}/Actions/InfoByIds`, { ids: ['x'], propsValue: 'id' }],
    ['POST', `${BASE}/${key}/Action/InfoByIds`, { ids: ['x'], propsValue: 'id' }],
    ['POST', `${BASE}/${key}/Action/Info`, { id: 'x', propsValue: 'id' }],
  ] as const;

const FORM = form([
  {
    jnpfKey: 'select',
    vModel: 'city',
    label: '城市',
    props: { dataType: 'dynamic', propsUrl: 'in-form' },
  },
  {
    jnpfKey: 'card',
    label: '卡片',
    children: [
      { jnpfKey: 'popupSelect', vModel: 'customer', label: '客户', props: { interfaceId: 'in-popup' } },
    ],
  },
  // Named by enCode: the runtime calls the interface by the key the design names.
  { jnpfKey: 'autoComplete', vModel: 'hint', label: '提示', props: { interfaceId: 'code-auto' } },
  // A stale propsUrl of a field whose options are static runs nothing.
  {
    jnpfKey: 'radio',
    vModel: 'kind',
    label: '类型',
    props: { dataType: 'static', propsUrl: 'unused', options: [] },
  },
]);
const TREE_LIST = { type: 2, columnList: [], treeDataSource: 'api', treePropsUrl: 'in-tree' };
const PORTAL = {
  version: 1,
  kind: 'portal',
  cards: [{ id: 'c', type: 'chart', title: '图', span: 24, interfaceId: 'in-portal', chart: 'bar' }],
};

describe.each(databaseKinds)('who may run a data interface, on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof signInAll>>;
  let designId: string;
  let portalId: string;
  const run = (token: string, key: string) =>
    Promise.all(
      RUNS(key).map(async ([method, url, body]) => [
        url,
        (await call(server.app, method, url, { token, body })).code,
      ]),
    );
  const codes = (pairs: Array<Array<unknown>>) => [...new Set(pairs.map(([, code]) => code))];

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await signInAll(server);
    await server.db
      .insertInto('dataInterface')
      .values(
        ['in-form', 'in-popup', 'in-auto', 'in-tree', 'in-portal', 'in-report', 'in-draft', 'unused'].map(
          (id) => ({ id, fullName: id, enCode: id === 'in-auto' ? 'code-auto' : id, query: rows(id) }),
        ),
      )
      .execute();
    await addStaffOnlyRole(server);
    designId = await releaseDesign(server, tokens.admin, 'ifaceForm', FORM, TREE_LIST);
    await grantEntry(server, `menu-visualdev-${designId}`);
    const portal = await call<string>(server.app, 'POST', '/api/visualdev/Portal', {
      token: tokens.admin,
      body: { fullName: '门户', enCode: 'ifacePortal', formData: JSON.stringify(PORTAL) },
    });
    expect(portal.code, portal.msg).toBe(200);
    portalId = portal.data as string;
    await addTypedEntry(server, 'menu-portal-test', MenuType.portal, portalId);
    await grantEntry(server, 'menu-portal-test');
    await addTypedEntry(server, 'menu-report-test', MenuType.dataReport, 'in-report');
    await grantEntry(server, 'menu-report-test');
  });
  afterAll(() => server?.close());

  it('runs an interface for a user where a form, list, portal or report they may open names it', async () => {
    for (const key of ['in-form', 'in-popup', 'code-auto', 'in-tree', 'in-portal', 'in-report'])
      expect(codes(await run(tokens.staff, key)), key).toEqual([200]);
    const answer = await call(server.app, 'GET', `${BASE}/in-form/Actions/Response`, { token: tokens.staff });
    expect(answer).toEqual({
      code: 200,
      msg: 'Success',
      data: { data: [{ id: 'in-form', fullName: 'in-form' }] },
    });
  });

  it('refuses with 403, on every route, an interface none of their forms, lists or portals names', async () => {
    for (const key of ['unused', 'in-draft', 'in-auto', 'nope'])
      expect(codes(await run(tokens.staff, key)), key).toEqual([403]);
    // newuser holds none of the entries that name them.
    for (const key of ['in-form', 'in-popup', 'in-tree', 'in-portal', 'in-report'])
      expect(codes(await run(tokens.newuser, key)), key).toEqual([403]);
    const logged = await server.db
      .selectFrom('dataInterfaceLog')
      .select('id')
      .where('interfaceId', 'in', ['unused', 'in-draft'])
      .execute();
    expect(logged).toEqual([]);
  });

  it('refuses before it reads the body: a bad body is refused, not explained', async () => {
    const bad = { currentPage: 'x', pageSize: -1, ids: 7 };
    for (const url of [
      `${BASE}/unused/Actions/List`,
      `${BASE}/unused/Actions/InfoByIds`,
      `${BASE}/unused/Action/Info`,
    ])
      expect(await call(server.app, 'POST', url, { token: tokens.staff, body: bad })).toEqual({
        code: 403,
        msg: 'Permission Denied',
      });
    // Whoever it is for gets the 400 naming the field.
    const allowed = await call(server.app, 'POST', `${BASE}/in-form/Actions/List`, {
      token: tokens.staff,
      body: bad,
    });
    expect(allowed.code).toBe(400);
    expect(allowed.msg).toMatch(/currentPage/);
  });

  it('runs every interface for an administrator and for whoever may manage 数据接口', async () => {
    expect(codes(await run(tokens.admin, 'unused'))).toEqual([200]);
    await grantEntry(server, 'menu-system.dataInterface');
    expect(codes(await run(tokens.staff, 'unused'))).toEqual([200]);
    await server.db.deleteFrom('authorize').where('itemId', '=', 'menu-system.dataInterface').execute();
    expect(codes(await run(tokens.staff, 'unused'))).toEqual([403]);
  });

  it('lets whoever may open the form designer run any interface, to preview one before saving', async () => {
    await call(server.app, 'PUT', `/api/visualdev/Base/${designId}`, {
      token: tokens.admin,
      body: {
        fullName: 'ifaceForm',
        enCode: 'ifaceForm',
        type: 1,
        webType: 2,
        formData: JSON.stringify(
          form([{ jnpfKey: 'popupSelect', vModel: 'x', label: 'x', props: { interfaceId: 'in-draft' } }]),
        ),
        columnData: JSON.stringify(TREE_LIST),
      },
    });
    // The draft is not released: its user still runs what the release names, not the draft.
    expect(codes(await run(tokens.staff, 'in-draft'))).toEqual([403]);
    expect(codes(await run(tokens.staff, 'in-form'))).toEqual([200]);
    await grantEntry(server, 'menu-onlineDev.webDesign');
    expect(codes(await run(tokens.staff, 'in-draft'))).toEqual([200]);
    expect(codes(await run(tokens.staff, 'unused'))).toEqual([200]);
    await server.db.deleteFrom('authorize').where('itemId', '=', 'menu-onlineDev.webDesign').execute();
  });

  it('follows a new release, a portal saved and a design deleted at once', async () => {
    await releaseDesign(server, tokens.admin, 'ifaceForm', form([]), { type: 1, columnList: [] }, designId);
    for (const key of ['in-form', 'in-popup', 'in-tree'])
      expect(codes(await run(tokens.staff, key)), key).toEqual([403]);

    const saved = await call(server.app, 'PUT', `/api/visualdev/Portal/${portalId}`, {
      token: tokens.admin,
      body: { fullName: '门户', enCode: 'ifacePortal', formData: JSON.stringify({ ...PORTAL, cards: [] }) },
    });
    expect(saved.code, saved.msg).toBe(200);
    expect(codes(await run(tokens.staff, 'in-portal'))).toEqual([403]);

    const other = await releaseDesign(server, tokens.admin, 'ifaceOther', FORM);
    await grantEntry(server, `menu-visualdev-${other}`);
    expect(codes(await run(tokens.staff, 'in-form'))).toEqual([200]);
    const removed = await call(server.app, 'DELETE', `/api/visualdev/Base/${other}`, { token: tokens.admin });
    expect(removed.code, removed.msg).toBe(200);
    expect(codes(await run(tokens.staff, 'in-form'))).toEqual([403]);
  });
});
