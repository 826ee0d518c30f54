import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_FORM, leaveDesign } from './test-fixtures.js';

const BASE = '/api/visualdev/Base';

describe.each(databaseKinds)('visual-development designs (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  const count = async () =>
    Number(
      (
        await server.db
          .selectFrom('visualdev')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const create = async (body: unknown) => {
    const answer = await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body });
    expect(answer.msg).toBe('新建成功');
    return answer.data?.id as string;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  it("answers the kinds JNPF's screens list: its code generation gets the released designs, its flow and app forms none", async () => {
    const draft = await create(leaveDesign('jnpfKinds'));
    const listed = async (type: number) =>
      (
        await call<{ list: Array<Record<string, unknown>>; pagination: { total: number } }>(
          server.app,
          'GET',
          `${BASE}?type=${type}&currentPage=1&pageSize=500`,
          { token: admin },
        )
      ).data;
    const released = await server.db.selectFrom('visualdev').select('id').where('state', '=', 1).execute();
    expect(released.length).toBeGreaterThan(0);
    const codeGeneration = await listed(4);
    expect(codeGeneration?.list.map((row) => row.id).sort()).toEqual(released.map((row) => row.id).sort());
    expect(codeGeneration?.list.every((row) => row.state === 1 && row.enableFlow === 0)).toBe(true);
    expect(await listed(3)).toMatchObject({ list: [], pagination: { total: 0 } });
    expect(await listed(5)).toMatchObject({ list: [], pagination: { total: 0 } });
    // The design's own types filter as before, and a design read alone says it runs no flow either.
    expect((await listed(1))?.list.some((row) => row.id === draft)).toBe(true);
    const one = await call<Record<string, unknown>>(server.app, 'GET', `${BASE}/${draft}`, { token: admin });
    expect(one.data?.enableFlow).toBe(0);
    const unknownKind = await call(server.app, 'GET', `${BASE}?type=6`, { token: admin });
    expect(unknownKind.code).toBe(400);
    expect(unknownKind.msg).toContain('querystring.type');
    await call(server.app, 'DELETE', `${BASE}/${draft}`, { token: admin });
  });

  it('creates, reads, lists, updates and deletes a draft', async () => {
    const id = await create(leaveDesign('crud'));
    const stored = await server.db
      .selectFrom('visualdev')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ fullName: '请假申请', enCode: 'crud', state: 0, webType: 2 });
    expect(JSON.parse(stored.formData as string)).toEqual(LEAVE_FORM);
    expect(stored.creatorUserId).toBe('user-admin');

    const one = await call<Record<string, unknown>>(server.app, 'GET', `${BASE}/${id}`, { token: admin });
    expect(one.data).toMatchObject({ id, enCode: 'crud', category: '人事', formData: stored.formData });

    const list = await call<{ list: Array<Record<string, unknown>>; pagination: unknown }>(
      server.app,
      'GET',
      `${BASE}?keyword=cru&currentPage=1&pageSize=20`,
      { token: admin },
    );
    expect(list.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(list.data?.list[0]).toMatchObject({
      id,
      fullName: '请假申请',
      state: 0,
      creatorUser: '管理员/admin',
    });

    const updated = await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign('crud', { fullName: '请假单', description: '改过' }),
    });
    expect(updated.code).toBe(200);
    const after = await server.db
      .selectFrom('visualdev')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ fullName: '请假单', description: '改过', lastModifyUserId: 'user-admin' });

    expect((await call(server.app, 'DELETE', `${BASE}/${id}`, { token: admin })).msg).toBe('删除成功');
    expect(
      await server.db.selectFrom('visualdev').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await call(server.app, 'GET', `${BASE}/${id}`, { token: admin })).code).toBe(400);
  });

  it('filters the list by type, webType, category and release state, and pages it', async () => {
    await create(leaveDesign('filterA', { webType: 1, category: '财务' }));
    await create(leaveDesign('filterB', { webType: 4, category: '财务' }));
    const page = await call<{ list: Array<{ enCode: string }>; pagination: { total: number } }>(
      server.app,
      'GET',
      `${BASE}?category=${encodeURIComponent('财务')}&isRelease=0&pageSize=1&currentPage=2`,
      { token: admin },
    );
    expect(page.data?.pagination.total).toBe(2);
    expect(page.data?.list).toHaveLength(1);
    const forms = await call<{ list: Array<{ enCode: string }> }>(server.app, 'GET', `${BASE}?webType=4`, {
      token: admin,
    });
    expect(forms.data?.list.map((row) => row.enCode)).toEqual(['filterB']);
  });

  it('answers bad input with 400 naming the field and writes nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...leaveDesign('x'), fullName: '' }, '名称: 不能为空'],
      [{ ...leaveDesign('x'), webType: 3 }, '功能类型: 只能是 1, 2, 4 之一'],
      [leaveDesign('bad code!'), '编码: 编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [leaveDesign('x', { formData: '{not json' }), '设计: 不是有效的 JSON'],
      [{ fullName: '无编码' }, '编码: 不能为空'],
    ];
    for (const [body, msg] of cases) {
      const answer = await call(server.app, 'POST', BASE, { token: admin, body });
      expect(answer).toMatchObject({ code: 400, msg });
    }
    expect(await count()).toBe(before);
  });

  it('takes only the declared fields: release state, creator, times and id stay out of reach', async () => {
    const forged = {
      id: 'forged-id',
      state: 1,
      creatorUserId: 'user-staff',
      creatorTime: 0,
      lastModifyUserId: 'user-staff',
      lastModifyTime: 0,
      notAColumn: 'x',
    };
    const id = await create({ ...leaveDesign('forged'), ...forged });
    expect(id).not.toBe('forged-id');
    const stored = async () =>
      server.db.selectFrom('visualdev').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const created = await stored();
    expect(created).toMatchObject({ state: 0, creatorUserId: 'user-admin', lastModifyUserId: null });
    expect(created.creatorTime.getTime()).toBeGreaterThan(0);
    expect(
      await server.db.selectFrom('visualdev').select('id').where('id', '=', 'forged-id').execute(),
    ).toEqual([]);

    const updated = await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: { ...leaveDesign('forged'), fullName: '改名', ...forged },
    });
    expect(updated.code).toBe(200);
    const after = await stored();
    expect(after).toMatchObject({ id, fullName: '改名', state: 0, creatorUserId: 'user-admin' });
    expect(after.lastModifyUserId).toBe('user-admin');
    expect(after.creatorTime.getTime()).toBe(created.creatorTime.getTime());
  });

  it('keeps enCode unique on create and update', async () => {
    const first = await create(leaveDesign('unique1'));
    await create(leaveDesign('unique2'));
    const before = await count();
    const again = await call(server.app, 'POST', BASE, { token: admin, body: leaveDesign('unique1') });
    expect(again).toEqual({ code: 400, msg: '编码: 编码 unique1 已存在', field: 'enCode' });
    expect(await count()).toBe(before);
    const clash = await call(server.app, 'PUT', `${BASE}/${first}`, {
      token: admin,
      body: leaveDesign('unique2'),
    });
    expect(clash).toEqual({ code: 400, msg: '编码: 编码 unique2 已存在', field: 'enCode' });
    const kept = await server.db
      .selectFrom('visualdev')
      .select('enCode')
      .where('id', '=', first)
      .executeTakeFirst();
    expect(kept?.enCode).toBe('unique1');
  });

  it('refuses staff, who lack 功能设计, on every route and changes nothing', async () => {
    const id = await create(leaveDesign('staffProof'));
    const staff = await signIn(server.app, 'staff', 'staff123');
    const before = await count();
    const attempts: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', BASE],
      ['GET', `${BASE}/${id}`],
      ['GET', `${BASE}/Selector`],
      ['GET', `${BASE}/${id}/FormDataFields`],
      ['POST', BASE, leaveDesign('byStaff')],
      ['PUT', `${BASE}/${id}`, leaveDesign('staffProof', { fullName: '被改' })],
      ['DELETE', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/Actions/Copy`, {}],
      ['POST', `${BASE}/${id}/Actions/Release`, { pc: 1, pcModuleParentId: 'menu-onlineDev' }],
    ];
    for (const [method, url, body] of attempts) {
      const answer = await call(server.app, method, url, {
        token: staff,
        ...(body !== undefined && { body }),
      });
      expect(answer.code, `${method} ${url}`).toBe(403);
    }
    expect(await count()).toBe(before);
    const row = await server.db
      .selectFrom('visualdev')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fullName: '请假申请', state: 0 });
  });

  it('copies a design as a draft named <fullName>副本 with a fresh enCode', async () => {
    const id = await create(leaveDesign('copySource'));
    const answer = await call<{ id: string }>(server.app, 'POST', `${BASE}/${id}/Actions/Copy`, {
      token: admin,
    });
    expect(answer.msg).toBe('复制成功');
    const copy = await server.db
      .selectFrom('visualdev')
      .selectAll()
      .where('id', '=', answer.data?.id as string)
      .executeTakeFirstOrThrow();
    expect(copy.fullName).toBe('请假申请副本');
    expect(copy.enCode).toMatch(/^copySource[0-9a-f]{6}$/);
    expect(copy).toMatchObject({ state: 0, category: '人事', formData: JSON.stringify(LEAVE_FORM) });
  });

  it('answers the selector as a tree grouped by category', async () => {
    await create(leaveDesign('selectorOnly', { category: '行政', fullName: '用车申请', webType: 1 }));
    const answer = await call<{ list: unknown[] }>(
      server.app,
      'GET',
      `${BASE}/Selector?webType=1&isRelease=0`,
      {
        token: admin,
      },
    );
    expect(answer.data?.list).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          fullName: '行政',
          hasChildren: true,
          children: [{ id: expect.any(String), fullName: '用车申请', hasChildren: false, children: [] }],
        },
      ]),
    );
  });

  it('lists the data fields of the form, not its layout', async () => {
    const id = await create(leaveDesign('fields'));
    const answer = await call(server.app, 'GET', `${BASE}/${id}/FormDataFields`, { token: admin });
    expect(answer.data).toEqual({
      list: [
        { vmodel: 'applicant', label: '申请人' },
        { vmodel: 'days', label: '请假天数' },
        { vmodel: 'reason', label: '事由' },
      ],
    });
  });
});
