import type { ReleaseSummary } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_FORM, leaveDesign } from './test-fixtures.js';

const BASE = '/api/visualdev/Base';
const PARENT = 'menu-onlineDev';

describe.each(databaseKinds)('release history (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  const create = async (body: unknown) =>
    (await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body })).data?.id as string;
  const release = (id: string, note?: string) =>
    call<{ version: number }>(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: PARENT, ...(note !== undefined && { note }) },
    });
  const saveForm = (id: string, fields: unknown[]) =>
    call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(`hist${kind}`, { formData: JSON.stringify({ ...LEAVE_FORM, fields }) }),
    });
  const history = async (id: string) =>
    (await call<{ list: ReleaseSummary[] }>(server.app, 'GET', `${BASE}/${id}/Releases`, { token: admin }))
      .data?.list;
  const diff = (id: string, from: string, to: string) =>
    call<{ changes: unknown[] }>(server.app, 'GET', `${BASE}/${id}/Releases/Diff?from=${from}&to=${to}`, {
      token: admin,
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  it('lists every release with its number, author, time and note, newest first', async () => {
    const id = await create(leaveDesign(`hist${kind}`));
    expect(await history(id)).toEqual([]);
    expect((await release(id, '  初版  ')).code).toBe(200);
    await saveForm(id, [...LEAVE_FORM.fields, { jnpfKey: 'input', vModel: 'phone', label: '电话' }]);
    expect((await release(id)).code).toBe(200);
    const list = await history(id);
    expect(
      list?.map(({ version, releasedBy, note, rolledBackFrom }) => ({
        version,
        releasedBy,
        note,
        rolledBackFrom,
      })),
    ).toEqual([
      { version: 2, releasedBy: '管理员', note: null, rolledBackFrom: null },
      { version: 1, releasedBy: '管理员', note: '初版', rolledBackFrom: null },
    ]);
    expect(Date.parse(list?.[0]?.releasedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // What version 2 added, and what the draft changed since.
    expect((await diff(id, '1', '2')).data?.changes).toEqual([
      { kind: 'fieldAdded', field: '电话 (phone)', at: '' },
    ]);
    await saveForm(id, [
      ...LEAVE_FORM.fields.slice(0, 3),
      { jnpfKey: 'input', vModel: 'phone', label: '手机' },
    ]);
    expect((await diff(id, '2', 'draft')).data?.changes).toEqual([
      { kind: 'fieldChanged', field: '手机 (phone)', property: 'label', before: '电话', after: '手机' },
      { kind: 'fieldRemoved', field: '事由 (reason)', at: '' },
    ]);

    // Rolling back releases version 1's form again as version 3, and makes it the draft.
    const rolled = await call<{ version: number }>(
      server.app,
      'POST',
      `${BASE}/${id}/Releases/1/Actions/Rollback`,
      {
        token: admin,
        body: {},
      },
    );
    expect(rolled).toMatchObject({ code: 200, data: { version: 3 } });
    expect((await history(id))?.[0]).toMatchObject({ version: 3, rolledBackFrom: 1 });
    expect((await diff(id, '1', '3')).data?.changes).toEqual([]);
    expect((await diff(id, '3', 'draft')).data?.changes).toEqual([]);
  });

  it('answers 400 for a version the design never had, and for a version that is not a number', async () => {
    const id = await create(leaveDesign(`histb${kind}`));
    await release(id);
    expect((await diff(id, '1', '7')).code).toBe(400);
    expect((await diff(id, '1', 'latest')).code).toBe(400);
    const rolled = await call(server.app, 'POST', `${BASE}/${id}/Releases/9/Actions/Rollback`, {
      token: admin,
      body: {},
    });
    expect(rolled).toMatchObject({ code: 400, msg: '该版本不存在' });
    expect((await history(id))?.map((r) => r.version)).toEqual([1]);
    expect((await call(server.app, 'GET', `${BASE}/no-such-design/Releases`, { token: admin })).code).toBe(
      400,
    );
  });

  it('refuses a note longer than 200 characters and releases nothing', async () => {
    const id = await create(leaveDesign(`histc${kind}`));
    const answer = await release(id, 'x'.repeat(201));
    expect(answer).toMatchObject({ code: 400, field: 'note' });
    expect(await history(id)).toEqual([]);
  });
});
