import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_FORM, leaveDesign } from './test-fixtures.js';

const BASE = '/api/visualdev/Base';

describe.each(databaseKinds)('a vModel renamed in the designer (%s)', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const release = (id: string) =>
    call<{ version: number; renamed?: unknown[] }>(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: 'menu-onlineDev' },
    });
  const addRecord = (id: string, values: Record<string, unknown>) =>
    call<{ id: string }>(server.app, 'POST', `/api/visualdev/OnlineDev/${id}`, {
      token: admin,
      body: { data: JSON.stringify(values) },
    });
  const stored = async (id: string) =>
    (
      await server.db
        .selectFrom('onlineDevRecord')
        .select('data')
        .where('modelId', '=', id)
        .orderBy('creatorTime')
        .execute()
    ).map((row) => row.data);

  it('moves the stored values to the new name in the release, and drops the mark', async () => {
    const code = `rename${kind}`;
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body: leaveDesign(code) })
    ).data?.id as string;
    expect((await release(id)).code).toBe(200);
    await addRecord(id, { applicant: '张三', days: 2 });
    await addRecord(id, { applicant: '李四', days: 5 });

    const renamed = {
      ...LEAVE_FORM,
      fields: LEAVE_FORM.fields.map((f) =>
        f.vModel === 'days' ? { ...f, vModel: 'leaveDays', renamedFrom: 'days' } : f,
      ),
    };
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, { formData: JSON.stringify(renamed) }),
    });
    const answer = await release(id);
    expect(answer).toMatchObject({
      code: 200,
      data: { version: 2, renamed: [{ from: 'days', to: 'leaveDays', records: 2 }] },
    });
    expect((await stored(id)).map((data) => [data.applicant, data.leaveDays, 'days' in data])).toEqual([
      ['张三', 2, false],
      ['李四', 5, false],
    ]);

    // Neither the release nor the draft keeps the mark, so the next release moves nothing.
    const versions = await server.db
      .selectFrom('visualdevRelease')
      .select('formData')
      .where('visualdevId', '=', id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(versions.formData).not.toContain('renamedFrom');
    const draft = await server.db
      .selectFrom('visualdev')
      .select('formData')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(draft.formData).not.toContain('renamedFrom');
    expect((await release(id)).data).not.toHaveProperty('renamed');

    // The records read back under the new name.
    const list = await call<{ list: Array<Record<string, unknown>> }>(
      server.app,
      'POST',
      `/api/visualdev/OnlineDev/${id}/List`,
      { token: admin, body: { currentPage: 1, pageSize: 20 } },
    );
    expect(list.data?.list.map((row) => row.leaveDays).sort()).toEqual([2, 5]);
  });

  it('refuses a type change that stored values would not fit until it is confirmed, naming the count', async () => {
    const code = `retype${kind}`;
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body: leaveDesign(code) })
    ).data?.id as string;
    await release(id);
    await addRecord(id, { applicant: '张三', days: 2 });
    await addRecord(id, { applicant: '李四', days: 3 });
    await addRecord(id, { applicant: '王五' });
    const retyped = {
      ...LEAVE_FORM,
      fields: LEAVE_FORM.fields.map((f) => (f.vModel === 'days' ? { ...f, jnpfKey: 'input' } : f)),
    };
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, { formData: JSON.stringify(retyped) }),
    });
    const refused = await release(id);
    expect(refused.code).toBe(400);
    const problem = '「请假天数」由 inputNumber 改为 input，2 条记录的值不符合新类型。确认类型变更后再发布';
    expect(refused.msg).toBe(`confirmTypeChanges: ${problem}`);
    // Beside the release form's switch that accepts it.
    expect(refused.data).toMatchObject({ problems: [{ field: 'confirmTypeChanges', message: problem }] });
    const versions = () =>
      server.db.selectFrom('visualdevRelease').select('version').where('visualdevId', '=', id).execute();
    expect(await versions()).toHaveLength(1);

    const confirmed = await call<{ version: number }>(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: 'menu-onlineDev', confirmTypeChanges: 1 },
    });
    expect(confirmed).toMatchObject({ code: 200, data: { version: 2 } });
    // A change no stored value is affected by needs no confirmation (no record holds a reason).
    const widened = {
      ...retyped,
      fields: retyped.fields.map((f) => (f.vModel === 'reason' ? { ...f, jnpfKey: 'input' } : f)),
    };
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, { formData: JSON.stringify(widened) }),
    });
    expect((await release(id)).code).toBe(200);
  });

  it('keeps a removed field’s values, shows them apart, and gives them back when the field returns', async () => {
    const code = `retire${kind}`;
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body: leaveDesign(code) })
    ).data?.id as string;
    await release(id);
    const record = (await addRecord(id, { applicant: '张三', days: 2, reason: '看病' })).data?.id as string;
    const read = () =>
      call<{ data: string; retired?: unknown[] }>(
        server.app,
        'GET',
        `/api/visualdev/OnlineDev/${id}/${record}`,
        {
          token: admin,
        },
      );
    const setFields = (fields: unknown[]) =>
      call(server.app, 'PUT', `${BASE}/${id}`, {
        token: admin,
        body: leaveDesign(code, { formData: JSON.stringify({ ...LEAVE_FORM, fields }) }),
      });

    await setFields(LEAVE_FORM.fields.filter((f) => f.vModel !== 'reason'));
    await release(id);
    // An edit under the new form leaves the removed field's value alone.
    await call(server.app, 'PUT', `/api/visualdev/OnlineDev/${id}/${record}`, {
      token: admin,
      body: { data: JSON.stringify({ applicant: '张三丰', days: 3 }) },
    });
    const shown = await read();
    expect(JSON.parse(shown.data?.data ?? '{}')).not.toHaveProperty('reason');
    expect(shown.data?.retired).toEqual([{ vModel: 'reason', label: '事由', value: '看病' }]);

    await setFields(LEAVE_FORM.fields);
    await release(id);
    const back = await read();
    expect(JSON.parse(back.data?.data ?? '{}')).toMatchObject({
      applicant: '张三丰',
      days: 3,
      reason: '看病',
    });
    expect(back.data).not.toHaveProperty('retired');
  });

  it('moves a renamed sub-table column’s values inside every row, in order', async () => {
    const code = `rows${kind}`;
    const table = (column: Record<string, unknown>) => ({
      ...LEAVE_FORM,
      fields: [
        ...LEAVE_FORM.fields,
        {
          jnpfKey: 'table',
          vModel: 'items',
          label: '明细',
          children: [{ jnpfKey: 'input', label: '物品', vModel: 'name' }, column],
        },
      ],
    });
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, {
        token: admin,
        body: leaveDesign(code, {
          formData: JSON.stringify(table({ jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' })),
        }),
      })
    ).data?.id as string;
    await release(id);
    await addRecord(id, {
      applicant: '张三',
      items: [{ name: '笔', qty: 1 }, { name: '纸', qty: 2 }, { name: '墨' }],
    });
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, {
        formData: JSON.stringify(
          table({ jnpfKey: 'inputNumber', vModel: 'count', renamedFrom: 'qty', label: '数量' }),
        ),
      }),
    });
    expect(await release(id)).toMatchObject({
      code: 200,
      data: { renamed: [{ from: 'qty', to: 'count', table: 'items', records: 1 }] },
    });
    const [data] = await stored(id);
    expect(data?.items).toEqual([{ name: '笔', count: 1 }, { name: '纸', count: 2 }, { name: '墨' }]);
  });
});
