import { MessageType } from '@formwork/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { deliverMessage } from './deliver.js';
import { unreadNoticeCount } from './unread.js';

interface InboxItem {
  id: string;
  title: string;
  type: number;
  creatorUser: string;
  lastModifyTime: number;
  isRead: number;
}
interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const HOUR = 60 * 60 * 1000;
const FIRST = Date.UTC(2026, 0, 5, 1);

describe.each(databaseKinds)("a user's inbox on %s", (kind) => {
  let server: TestServer;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signIn(server.app, 'staff', 'staff123');
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  // Each test starts from an empty inbox (the welcome notice of the seed included).
  beforeEach(async () => {
    await server.db.deleteFrom('message').execute();
  });

  /** Delivers messages to staff and admin, the i-th one i hours after FIRST; answers their ids. */
  async function deliverMany(
    specs: Array<{ title: string; type?: number; from?: string }>,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const [index, spec] of specs.entries()) {
      const { messageId } = await deliverMessage(server.db, server.app.realtime, {
        userIds: ['user-staff', 'user-admin'],
        title: spec.title,
        bodyText: `<p>${spec.title}</p>`,
        type: spec.type ?? MessageType.system,
        creatorUserId: spec.from,
      });
      await server.db
        .updateTable('message')
        .set({ lastModifyTime: new Date(FIRST + index * HOUR) })
        .where('id', '=', messageId)
        .execute();
      ids.push(messageId);
    }
    return ids;
  }

  const inbox = (token: string, query = '') =>
    call<Page<InboxItem>>(server.app, 'GET', `/api/message${query}`, { token });

  it('lists the newest first, twenty a page, with the total', async () => {
    const ids = await deliverMany(Array.from({ length: 25 }, (_, i) => ({ title: `消息 ${i + 1}` })));
    const first = await inbox(staff);
    expect(first.code).toBe(200);
    expect(first.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 25 });
    expect(first.data?.list.map((item) => item.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `消息 ${25 - i}`),
    );
    expect(first.data?.list[0]).toEqual({
      id: ids[24],
      title: '消息 25',
      type: MessageType.system,
      creatorUser: '系统',
      lastModifyTime: FIRST + 24 * HOUR,
      releaseUser: '系统',
      releaseTime: FIRST + 24 * HOUR,
      isRead: 0,
    });
    const second = await inbox(staff, '?currentPage=2&pageSize=20');
    expect(second.data?.list.map((item) => item.title)).toEqual([
      '消息 5',
      '消息 4',
      '消息 3',
      '消息 2',
      '消息 1',
    ]);
  });

  it('filters by part of the title and by type, and names the sender', async () => {
    await deliverMany([
      { title: '请假审批：张三', type: MessageType.flow, from: 'user-admin' },
      { title: '系统维护通知', type: MessageType.system },
      { title: '周会提醒', type: MessageType.schedule, from: 'user-admin' },
      { title: '请假审批：李四', type: MessageType.flow, from: 'user-admin' },
    ]);
    const byKeyword = await inbox(staff, `?keyword=${encodeURIComponent('请假')}`);
    expect(byKeyword.data?.list.map((item) => item.title)).toEqual(['请假审批：李四', '请假审批：张三']);
    expect(byKeyword.data?.list[0]?.creatorUser).toBe('管理员/admin');
    expect(byKeyword.data?.list[0]).toMatchObject({
      releaseUser: '管理员/admin',
      releaseTime: byKeyword.data?.list[0]?.lastModifyTime,
    });
    expect(byKeyword.data?.pagination.total).toBe(2);

    const byType = await inbox(staff, `?type=${MessageType.schedule}`);
    expect(byType.data?.list.map((item) => item.title)).toEqual(['周会提醒']);

    const both = await inbox(staff, `?type=${MessageType.flow}&keyword=${encodeURIComponent('李四')}`);
    expect(both.data?.list.map((item) => item.title)).toEqual(['请假审批：李四']);
    // JNPF's message centre sends an empty type on its 全部 tab: every type.
    const everyType = await inbox(staff, `?type=&keyword=${encodeURIComponent('请假')}`);
    expect(everyType.data?.list.map((item) => item.title)).toEqual(['请假审批：李四', '请假审批：张三']);

    // A percent sign is a character to look for, not a wildcard.
    expect((await inbox(staff, '?keyword=%25')).data?.list).toEqual([]);
    // The sender of a system message is named in the reader's language.
    const english = await call<Page<InboxItem>>(
      server.app,
      'GET',
      `/api/message?type=${MessageType.system}`,
      {
        token: staff,
        headers: { 'accept-language': 'en' },
      },
    );
    expect(english.data?.list[0]?.creatorUser).toBe('System');
  });

  it('refuses a type that does not exist, naming the field', async () => {
    expect(await inbox(staff, '?type=9')).toEqual({
      code: 400,
      msg: 'querystring.type: 只能是 1, 2, 3, 4, 5 之一',
    });
  });

  it('opens a message, marks it read and lowers the unread count once', async () => {
    const [first, second] = await deliverMany([{ title: '第一条', from: 'user-admin' }, { title: '第二条' }]);
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(2);

    const opened = await call(server.app, 'GET', `/api/message/ReadInfo/${first}`, { token: staff });
    expect(opened).toEqual({
      code: 200,
      msg: 'Success',
      data: {
        id: first,
        title: '第一条',
        type: MessageType.system,
        bodyText: '<p>第一条</p>',
        creatorUser: '管理员/admin',
        lastModifyTime: FIRST,
        files: '[]',
      },
    });
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(1);
    // Opening it again changes nothing.
    await call(server.app, 'GET', `/api/message/ReadInfo/${first}`, { token: staff });
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(1);

    const list = await inbox(staff);
    expect(list.data?.list.map((item) => [item.id, item.isRead])).toEqual([
      [second, 0],
      [first, 1],
    ]);
    // Reading is per recipient: admin's copy is still unread.
    expect(await unreadNoticeCount(server.db, 'user-admin')).toBe(2);
  });

  it("refuses another user's message without telling whether it exists", async () => {
    const { messageId } = await deliverMessage(server.db, server.app.realtime, {
      userIds: ['user-admin'],
      title: '只给管理员',
      bodyText: '<p>机密</p>',
      type: MessageType.system,
    });
    const missing = await call(server.app, 'GET', '/api/message/ReadInfo/no-such-message', { token: staff });
    const others = await call(server.app, 'GET', `/api/message/ReadInfo/${messageId}`, { token: staff });
    expect(others).toEqual({ code: 400, msg: '消息不存在或已删除' });
    expect(missing).toEqual(others);
    expect(await unreadNoticeCount(server.db, 'user-admin')).toBe(1);
    expect((await inbox(staff)).data?.pagination.total).toBe(0);
  });

  it('marks everything read at once, for the caller only', async () => {
    await deliverMany([{ title: '一' }, { title: '二' }, { title: '三' }]);
    const answer = await call(server.app, 'POST', '/api/message/Actions/ReadAll', { token: staff });
    expect(answer).toEqual({ code: 200, msg: '已全部标为已读' });
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(0);
    expect((await inbox(staff)).data?.list.every((item) => item.isRead === 1)).toBe(true);
    expect(await unreadNoticeCount(server.db, 'user-admin')).toBe(3);
    const english = await call(server.app, 'POST', '/api/message/Actions/ReadAll', {
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(english).toEqual({ code: 200, msg: 'All messages marked as read' });
  });

  it("removes messages from the caller's inbox only", async () => {
    const [one, two, three] = await deliverMany([{ title: '一' }, { title: '二' }, { title: '三' }]);
    const answer = await call(server.app, 'DELETE', '/api/message/Record', {
      token: staff,
      body: { ids: `${one},${two}` },
    });
    expect(answer).toEqual({ code: 200, msg: '删除成功' });
    expect((await inbox(staff)).data?.list.map((item) => item.id)).toEqual([three]);
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(1);
    expect((await inbox(admin)).data?.list.map((item) => item.id)).toEqual([three, two, one]);
    // The message itself stays for the others who received it.
    expect(await server.db.selectFrom('message').select('id').execute()).toHaveLength(3);

    expect(
      await call(server.app, 'DELETE', '/api/message/Record', { token: staff, body: { ids: ' , ' } }),
    ).toEqual({ code: 400, msg: 'ids: 不能为空' });
    expect(await call(server.app, 'DELETE', '/api/message/Record', { token: staff, body: {} })).toEqual({
      code: 400,
      msg: 'ids: 不能为空',
    });
  });
});
