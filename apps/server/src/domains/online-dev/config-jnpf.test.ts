import { importJnpfForm, importJnpfList, type OnlineDevConfig } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_LIST, LEAVE_WITH_TAGS, ONLINE_DEV, releaseLeaveModel } from './test-fixtures.js';

type Json = Record<string, unknown>;

// What each client appends to every call: JNPF's helper the time in seconds, Formwork's in ms.
const JNPF_N = 'n=1795000000';
const FORMWORK_N = 'n=1795000000123';

describe.each(databaseKinds)('OnlineDev Config for JNPF clients on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let id: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    id = await releaseLeaveModel(server, admin, 'leaveJnpfConfig');
  });
  afterAll(() => server?.close());

  const config = async (query: string, headers: Record<string, string> = {}) => {
    const answer = await call<OnlineDevConfig & { enableFlow?: number }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${id}/Config?${query}`,
      { token: admin, headers },
    );
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as OnlineDevConfig & { enableFlow?: number };
  };

  it('answers the canonical format without the jnpf-origin header, and to Formwork’s console', async () => {
    for (const answer of [await config(JNPF_N), await config(FORMWORK_N, { 'jnpf-origin': 'pc' })]) {
      expect(JSON.parse(answer.formData)).toEqual(LEAVE_WITH_TAGS);
      expect(JSON.parse(answer.columnData ?? 'null')).toEqual(LEAVE_LIST);
      expect(answer.enableFlow).toBeUndefined();
    }
  });

  it('answers JNPF’s format to the same call with the header, which imports back to the release', async () => {
    const answer = await config(JNPF_N, { 'jnpf-origin': 'pc' });
    expect(answer).toMatchObject({ id, version: 1, webType: 2, enableFlow: 0 });
    const formData = JSON.parse(answer.formData) as { formModel: string; fields: Json[] };
    expect(formData.formModel).toBe('dataForm');
    const select = formData.fields.find((f) => f.__vModel__ === 'leaveType') as Json;
    expect(select.__config__).toMatchObject({ jnpfKey: 'select', label: '请假类型', tag: 'JnpfSelect' });
    const columnData = JSON.parse(answer.columnData ?? '{}') as { columnList: Json[]; searchList: Json[] };
    for (const entry of [...columnData.columnList, ...columnData.searchList]) {
      expect(entry.prop).toBeTruthy();
      expect((entry.__config__ as Json).label).toBe(entry.label);
    }
    expect(importJnpfForm(answer.formData).form).toEqual(LEAVE_WITH_TAGS);
    expect(importJnpfList(answer.columnData).list).toEqual(LEAVE_LIST);
  });
});
