import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  databaseKinds,
  loginForm,
  signIn,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';
import { createRecord, leave, releaseLeaveModel, updateRecord } from '../online-dev/test-fixtures.js';
import { newUser, USERS } from '../permission-user/test-fixtures.js';
import { redact, sweepLogs } from './request-log.js';

const LOG = '/api/system/Log';

interface Page {
  list: Array<Record<string, unknown>>;
  pagination: { total: number };
}

describe.each(databaseKinds)('system logs on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  const list = (type: number, query = '') =>
    call<Page>(server.app, 'GET', `${LOG}/${type}?${query}`, { token: admin });
  /** Rows are written a second after their request at the latest. */
  const eventually = async (type: number, query: string, check: (page: Page) => boolean) => {
    for (let tries = 0; tries < 40; tries++) {
      const page = await list(type, query);
      if (page.data && check(page.data)) return page.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`log ${type} never matched`);
  };

  it('lists every user’s sign-ins, failures included, searchable', async () => {
    await call(server.app, 'POST', '/api/oauth/Login', { form: loginForm('staff', 'wrong000') });
    const page = await list(1, 'keyword=staff&pageSize=50');
    expect(page.code, page.msg).toBe(200);
    expect(page.data?.list.some((row) => row.loginMark === 1 && String(row.userName).includes('staff'))).toBe(
      true,
    );
    expect(page.data?.list.some((row) => row.loginMark === 0)).toBe(true);
    const none = await list(1, 'keyword=nobody-at-all');
    expect(none.data?.pagination.total).toBe(0);
  });

  it('logs requests with who, what and how long, but not its own reads', async () => {
    await call(server.app, 'GET', '/api/system/DictionaryType', { token: staff });
    const page = await eventually(5, 'keyword=DictionaryType', (p) => p.list.length > 0);
    expect(page.list[0]).toMatchObject({ requestMethod: 'GET', requestURL: '/api/system/DictionaryType' });
    expect(String(page.list[0]?.userName)).toContain('staff');
    expect(typeof page.list[0]?.requestDuration).toBe('number');
    const own = await list(5, 'keyword=/api/system/Log');
    expect(own.data?.pagination.total).toBe(0);
  });

  it('keeps changes apart as operations, and filters by time', async () => {
    await call(server.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { copyright: 'c' } });
    const page = await eventually(3, 'keyword=SysConfig', (p) => p.list.length > 0);
    expect(page.list.every((row) => row.requestMethod !== 'GET')).toBe(true);
    const future = Date.now() + 86_400_000 * 2;
    const later = await list(3, `startTime=${future}`);
    expect(later.data?.pagination.total).toBe(0);
  });

  it('shows each change as who did what to which record, in the reader’s language', async () => {
    const created = await call<{ id: string }>(server.app, 'POST', USERS, {
      token: admin,
      body: newUser('oplog1', { realName: '张三' }),
    });
    expect(created.code, created.msg).toBe(200);
    const page = await eventually(3, 'keyword=张三', (p) => p.list.length > 0);
    expect(page.list[0]).toMatchObject({
      requestMethod: 'POST',
      requestURL: USERS,
      statusCode: 200,
      abstracts: 'admin 新增了用户 张三',
      moduleName: '用户',
    });
    const english = await call<Page>(server.app, 'GET', `${LOG}/3?keyword=张三`, {
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(english.data?.list[0]?.abstracts).toBe('admin created user 张三');
    const userId = created.data?.id as string;
    const reset = await call(server.app, 'POST', `${USERS}/${userId}/Actions/ResetPassword`, {
      token: admin,
      body: { userPassword: 'a'.repeat(32), validatePassword: 'a'.repeat(32) },
    });
    expect(reset.code, reset.msg).toBe(200);
    const resets = await eventually(3, 'keyword=ResetPassword', (p) => p.list.length > 0);
    expect(resets.list[0]?.abstracts).toBe('admin 重置了用户 张三 的密码');

    // The record kind of an online form is its design's name; the route, not the URL, decides.
    const model = await releaseLeaveModel(server, admin, 'oplogleave');
    const record = await createRecord(server, admin, model, leave());
    const dataId = record.data?.id as string;
    await updateRecord(server, admin, model, dataId, leave({ days: 3 }));
    const changed = await eventually(3, `keyword=${dataId}`, (p) => p.list.length > 0);
    expect(changed.list[0]?.abstracts).toBe(`admin 修改了请假oplogleave 记录 ${dataId}`);
  });

  it('logs the code the caller was answered: a refused change shows 403', async () => {
    const refused = await call(server.app, 'PUT', '/api/system/SysConfig', {
      token: staff,
      body: { copyright: 'refused' },
    });
    expect(refused.code).toBe(403);
    const page = await eventually(3, 'keyword=SysConfig', (p) =>
      p.list.some((row) => String(row.userName).includes('staff')),
    );
    const row = page.list.find((entry) => String(entry.userName).includes('staff'));
    expect(row).toMatchObject({ requestMethod: 'PUT', statusCode: 403, abstracts: '' });
  });

  it('refuses an unknown log type and a bad page size naming the field', async () => {
    expect((await list(2)).code).toBe(400);
    const size = await list(5, 'pageSize=1000');
    expect(size.code).toBe(400);
    expect(size.msg).toContain('pageSize');
  });

  it('masks credentials in error details', () => {
    const text = redact(
      'failed: Authorization: Bearer abc.def password=hunter2 postgres://u:pw@host/db token":"xyz',
    );
    for (const secret of ['abc.def', 'hunter2', ':pw@', 'xyz']) expect(text).not.toContain(secret);
  });

  it('deletes chosen entries and clears a log; staff may do neither', async () => {
    const page = await list(1);
    const id = page.data?.list[0]?.id as string;
    const refused = await call(server.app, 'DELETE', LOG, { token: staff, body: { ids: [id] } });
    expect(refused.code).not.toBe(200);
    expect((await call(server.app, 'DELETE', `${LOG}/1`, { token: staff })).code).not.toBe(200);
    expect((await call(server.app, 'DELETE', LOG, { token: admin, body: { ids: [id] } })).code).toBe(200);
    expect((await list(1)).data?.list.some((row) => row.id === id)).toBe(false);
    expect((await call(server.app, 'DELETE', `${LOG}/5`, { token: admin })).code).toBe(200);
    const requests = await list(5, 'keyword=DictionaryType');
    expect(requests.data?.pagination.total).toBe(0);
  });

  it('sweeps rows older than the retention days', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    await server.db
      .insertInto('sysLog')
      .values({
        type: 5,
        userId: null,
        createdAt: old,
        ipAddress: '',
        userAgent: '',
        requestMethod: 'GET',
        requestUrl: '/api/old',
        statusCode: 200,
        durationMs: 1,
        detail: '',
      })
      .execute();
    await server.db
      .insertInto('loginLog')
      .values({
        account: 'old-sign-in',
        userId: null,
        loginTime: old,
        ipAddress: '',
        ipAddressName: '',
        userAgent: '',
        success: true,
        message: '',
      })
      .execute();
    await call(server.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { logRetentionDays: 50 } });
    expect(await sweepLogs(server.db)).toBe(0);
    await call(server.app, 'PUT', '/api/system/SysConfig', { token: admin, body: { logRetentionDays: 30 } });
    expect(await sweepLogs(server.db)).toBe(2);
    expect((await list(1, 'keyword=old-sign-in')).data?.pagination.total).toBe(0);
    expect((await list(5, 'keyword=/api/old')).data?.pagination.total).toBe(0);
  });
});
