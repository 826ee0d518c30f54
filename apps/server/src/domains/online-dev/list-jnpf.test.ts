import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  createRecord,
  LEAVE_WITH_TAGS,
  type ListAnswer,
  leave,
  listRecords,
  ONLINE_DEV,
  readRecord,
  releaseLeaveModel,
} from './test-fixtures.js';

/** The leave sample with a user picker and an organisation picker. */
const WITH_PICKERS = {
  ...LEAVE_WITH_TAGS,
  fields: [
    ...LEAVE_WITH_TAGS.fields,
    { jnpfKey: 'userSelect', vModel: 'owner', label: '负责人' },
    { jnpfKey: 'organizeSelect', vModel: 'company', label: '所属组织' },
  ],
} as typeof LEAVE_WITH_TAGS;

// What JNPF's request helper sends on every call; it never asks for the canonical shape.
const JNPF = { query: 'n=1795000000', headers: { 'jnpf-origin': 'pc' }, shape: 'jnpf' } as const;

describe.each(databaseKinds)('OnlineDev List for JNPF clients on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let id: string;
  let rowEditId: string;
  let dataId: string;
  let pickersId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    id = await releaseLeaveModel(server, admin, 'leaveJnpfList');
    rowEditId = await releaseLeaveModel(server, admin, 'leaveJnpfRowEdit', { type: 4 });
    const values = leave({ tags: ['trip', 'remote'] });
    const created = await createRecord(server, admin, id, values);
    expect(created.code, created.msg).toBe(200);
    dataId = created.data?.id as string;
    expect((await createRecord(server, admin, rowEditId, values)).code).toBe(200);
    pickersId = await releaseLeaveModel(server, admin, 'leavePickerList', {}, WITH_PICKERS);
    for (const owner of ['user-staff', 'user-admin']) {
      const picked = leave({ owner, company: ['org-company', 'org-rd'] });
      expect((await createRecord(server, admin, pickersId, picked)).code).toBe(200);
    }
  });
  afterAll(() => server?.close());

  const jnpfList = async (modelId: string) => {
    const answer = await call<ListAnswer>(server.app, 'POST', `${ONLINE_DEV}/${modelId}/List?${JNPF.query}`, {
      token: admin,
      headers: JNPF.headers,
      shape: JNPF.shape,
      body: { currentPage: 1, pageSize: 20 },
    });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as ListAnswer;
  };

  it('answers JNPF’s client the cells as a person reads them, with the record’s id', async () => {
    const { list, pagination } = await jnpfList(id);
    expect(pagination.total).toBe(1);
    expect(list[0]).toMatchObject({
      id: dataId,
      applicant: '张三',
      leaveType: '年假',
      startDate: '2026-03-02',
      // JNPF's number cell formats the number itself.
      days: 2,
      tags: '出差,远程',
    });
  });

  it('answers the names of the people and organisations the page’s pickers hold', async () => {
    const { list } = await jnpfList(pickersId);
    expect(list.map((row) => [row.owner, row.company]).sort()).toEqual([
      ['张三/staff', '研发部'],
      ['管理员/admin', '研发部'],
    ]);
    // Formwork's console gets the stored ids and, once for the page, what they are called.
    const answer = await listRecords(server, admin, pickersId);
    const page = answer.data as ListAnswer & { names?: Record<string, Record<string, string>> };
    expect(page.list.map((row) => row.owner).sort()).toEqual(['user-admin', 'user-staff']);
    expect(page.names).toEqual({
      user: { 'user-staff': '张三/staff', 'user-admin': '管理员/admin' },
      organize: { 'org-company': '示例科技有限公司', 'org-rd': '研发部' },
    });
    // A page without pickers names nothing.
    expect(((await listRecords(server, admin, id)).data as { names?: unknown }).names).toEqual({});
  });

  it('still answers Formwork’s console the stored values', async () => {
    const answer = await listRecords(server, admin, id);
    expect(answer.data?.list[0]).toMatchObject({
      id: dataId,
      leaveType: 'annual',
      startDate: Date.UTC(2026, 2, 2),
      tags: ['trip', 'remote'],
    });
  });

  it('gives the form opened from the list the stored values, the detail view the text', async () => {
    const form = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${id}/${dataId}?${JNPF.query}`,
      {
        token: admin,
        headers: JNPF.headers,
        shape: JNPF.shape,
      },
    );
    const values = JSON.parse(form.data?.data ?? '{}') as Record<string, unknown>;
    expect(values).toMatchObject({
      leaveType: 'annual',
      tags: ['trip', 'remote'],
      startDate: Date.UTC(2026, 2, 2),
    });
    // The time the server filled shows as text in JNPF's read-only widget; writes never take it.
    expect(typeof values.allowance).toBe('number');
    expect(values.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(typeof (await readRecord(server, admin, id, dataId)).createdAt).toBe('number');
    const saved = await call(server.app, 'PUT', `${ONLINE_DEV}/${id}/${dataId}?${JNPF.query}`, {
      token: admin,
      headers: JNPF.headers,
      shape: JNPF.shape,
      body: { data: JSON.stringify({ ...values, applicant: '李四' }) },
    });
    expect(saved.code, saved.msg).toBe(200);
    expect(await readRecord(server, admin, id, dataId)).toMatchObject({
      applicant: '李四',
      createdAt: expect.any(Number),
    });
    expect(await readRecord(server, admin, id, dataId)).toMatchObject({ leaveType: 'annual' });
    const detail = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${id}/${dataId}/DataChange?${JNPF.query}`,
      { token: admin, headers: JNPF.headers, shape: JNPF.shape },
    );
    expect(JSON.parse(detail.data?.data ?? '{}')).toMatchObject({
      leaveType: '年假',
      startDate: '2026-03-02',
    });
  });

  it('keeps an inline-editing list’s stored values and shows the text beside them', async () => {
    const { list } = await jnpfList(rowEditId);
    expect(list[0]).toMatchObject({
      leaveType: 'annual',
      leaveType_name: '年假',
      startDate: Date.UTC(2026, 2, 2),
      startDate_name: '2026-03-02',
      days: 2,
    });
    expect(list[0]).not.toHaveProperty('days_name');
  });

  it('deletes the record by the id the list gave', async () => {
    const { list } = await jnpfList(id);
    const removed = await call(server.app, 'DELETE', `${ONLINE_DEV}/${id}/${list[0]?.id}?${JNPF.query}`, {
      token: admin,
      headers: JNPF.headers,
      shape: JNPF.shape,
    });
    expect(removed.code, removed.msg).toBe(200);
    expect((await jnpfList(id)).pagination.total).toBe(0);
  });
});
