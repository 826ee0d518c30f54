import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_FORM, leaveDesign } from '../visualdev/test-fixtures.js';

describe.each(databaseKinds)('OnlineDev Config on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const create = async (enCode: string) => {
    const answer = await call<{ id: string }>(server.app, 'POST', '/api/visualdev/Base', {
      token: admin,
      body: leaveDesign(enCode),
    });
    expect(answer.code, answer.msg).toBe(200);
    return (
      answer.data?.id ??
      (
        await server.db
          .selectFrom('visualdev')
          .select('id')
          .where('enCode', '=', enCode)
          .executeTakeFirstOrThrow()
      ).id
    );
  };
  const release = (id: string) =>
    call(server.app, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: 'menu-onlineDev' },
    });
  const config = (id: string, token = admin) =>
    call<{ version: number; formData: string; fullName: string }>(
      server.app,
      'GET',
      `/api/visualdev/OnlineDev/${id}/Config`,
      { token },
    );

  it('serves the released version, not a later draft edit', async () => {
    const id = await create('leaveConfig');
    expect((await release(id)).code).toBe(200);
    const edited = { ...LEAVE_FORM, fields: LEAVE_FORM.fields.slice(0, 2) };
    await call(server.app, 'PUT', `/api/visualdev/Base/${id}`, {
      token: admin,
      body: { ...leaveDesign('leaveConfig'), formData: JSON.stringify(edited) },
    });

    const answer = await config(id);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ id, version: 1, fullName: '请假申请' });
    expect(JSON.parse(answer.data?.formData ?? '{}')).toEqual(LEAVE_FORM);

    expect((await release(id)).code).toBe(200);
    const second = await config(id);
    expect(second.data?.version).toBe(2);
    expect(JSON.parse(second.data?.formData ?? '{}')).toEqual(edited);
  });

  it('answers 400 for a draft never released and for a missing model', async () => {
    const draft = await create('leaveDraftOnly');
    expect(await config(draft)).toEqual({ code: 400, msg: '该功能未发布或已删除' });
    expect(await config('no-such-model')).toEqual({ code: 400, msg: '该功能未发布或已删除' });
  });

  it('opens a model to users granted its menu entry only', async () => {
    const id = await create('leaveGranted');
    await release(id);
    const staff = await signIn(server.app, 'staff', 'staff123');
    expect(await config(id, staff)).toEqual({ code: 403, msg: 'Permission Denied' });

    await server.db
      .insertInto('authorize')
      .values({ roleId: 'role-staff', itemType: 'module', itemId: `menu-visualdev-${id}` })
      .execute();
    expect((await config(id, staff)).code).toBe(200);
  });
  it("answers a list with the form's fields as columns on the first release of a form-and-list design", async () => {
    const created = await call<{ id: string }>(server.app, 'POST', '/api/visualdev/Base', {
      token: admin,
      body: leaveDesign('leaveNoList', { columnData: null }),
    });
    const id = created.data?.id as string;
    expect((await release(id)).code).toBe(200);
    const answer = await call<{ columnData: string | null }>(
      server.app,
      'GET',
      `/api/visualdev/OnlineDev/${id}/Config`,
      { token: admin },
    );
    const list = JSON.parse(answer.data?.columnData ?? 'null');
    expect(list?.kind).toBe('list');
    expect(list.columnList.map((c: { prop: string; label: string }) => [c.prop, c.label])).toEqual([
      ['applicant', '申请人'],
      ['days', '请假天数'],
      ['reason', '事由'],
    ]);
    expect(list.btnsList.map((b: { value: string; label: string }) => b.label)).toEqual(['新增']);
    // The draft has the list too: the designer's list tab goes on from it.
    const draft = await call<{ columnData: string | null }>(server.app, 'GET', `/api/visualdev/Base/${id}`, {
      token: admin,
    });
    expect(JSON.parse(draft.data?.columnData ?? 'null')?.columnList).toHaveLength(3);
  });

  it('keeps a form-only design (webType 1) without a list', async () => {
    const created = await call<{ id: string }>(server.app, 'POST', '/api/visualdev/Base', {
      token: admin,
      body: leaveDesign('leaveFormOnly', { webType: 1, columnData: null }),
    });
    const id = created.data?.id as string;
    expect((await release(id)).code).toBe(200);
    const answer = await call<{ columnData: string | null }>(
      server.app,
      'GET',
      `/api/visualdev/OnlineDev/${id}/Config`,
      { token: admin },
    );
    expect(answer.data?.columnData).toBeNull();
  });
});
