import { type ApiShape, importJnpfForm, importJnpfList, type OnlineDevConfig } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_LIST, LEAVE_WITH_TAGS, ONLINE_DEV, releaseLeaveModel } from './test-fixtures.js';

type Json = Record<string, unknown>;

// What both clients send on every call: JNPF's request helper's header and cache-busting time.
const AS_JNPF_SENDS = { query: 'n=1795000000', headers: { 'jnpf-origin': 'pc' } };

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

  const config = async (shape: ApiShape) => {
    const answer = await call<OnlineDevConfig & { enableFlow?: number }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${id}/Config?${AS_JNPF_SENDS.query}`,
      { token: admin, headers: AS_JNPF_SENDS.headers, shape },
    );
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as OnlineDevConfig & { enableFlow?: number };
  };

  it('answers the canonical format to a caller that asks for it, as Formwork’s console does', async () => {
    const answer = await config('canonical');
    expect(JSON.parse(answer.formData)).toEqual(LEAVE_WITH_TAGS);
    expect(JSON.parse(answer.columnData ?? 'null')).toEqual(LEAVE_LIST);
    expect(answer.enableFlow).toBeUndefined();
  });

  it('answers JNPF’s format to the same call without the header, which imports back to the release', async () => {
    const answer = await config('jnpf');
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
