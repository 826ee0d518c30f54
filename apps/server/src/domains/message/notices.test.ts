import { MessageType } from '@formwork/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/events.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { unreadNoticeCount } from './unread.js';

interface NoticeItem {
  id: string;
  title: string;
  enabledMark: number;
  creatorUser: string;
  lastModifyTime: number;
}
interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const DENIED = { code: 403, msg: 'Permission Denied' };

describe.each(databaseKinds)('notices (通知公告) on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const events: RealtimeEvent[] = [];
  let stopListening: () => void;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    stopListening = server.app.realtime.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    stopListening?.();
    await server?.close();
  });
  beforeEach(async () => {
    await server.db.deleteFrom('message').execute();
    events.length = 0;
  });

  const create = (body: unknown, token = admin) =>
    call<{ id: string }>(server.app, 'POST', '/api/message', { token, body });
  const release = (id: string, token = admin) =>
    call(server.app, 'PUT', `/api/message/${id}/Actions/Release`, { token });
  const notices = (query = '') =>
    call<Page<NoticeItem>>(server.app, 'GET', `/api/message/Notice${query}`, { token: admin });
  const messageCount = async () => (await server.db.selectFrom('message').select('id').execute()).length;
  const enabledUserIds = async () =>
    (await server.db.selectFrom('users').select('id').where('enabledMark', '=', 1).execute())
      .map((row) => row.id)
      .sort();

  it('drafts a notice, shows it, edits it and deletes it, reaching nobody meanwhile', async () => {
    const created = await create({
      title: '  放假通知  ',
      bodyText: '<p>国庆放假七天</p>',
      files: JSON.stringify([
        { name: '安排.pdf', fileId: 'f1', url: '/x', fileSize: 10, fileExtension: 'pdf' },
      ]),
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data?.id as string;

    const shown = await call(server.app, 'GET', `/api/message/${id}`, { token: admin });
    expect(shown.data).toMatchObject({
      id,
      title: '放假通知',
      bodyText: '<p>国庆放假七天</p>',
      enabledMark: 0,
      type: MessageType.notice,
      creatorUser: '管理员/admin',
    });
    expect(JSON.parse((shown.data as { files: string }).files)).toEqual([
      expect.objectContaining({ name: '安排.pdf', fileId: 'f1' }),
    ]);

    const listed = await notices();
    expect(listed.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(listed.data?.list[0]).toMatchObject({
      id,
      title: '放假通知',
      enabledMark: 0,
      creatorUser: '管理员/admin',
    });

    const edited = await call(server.app, 'PUT', `/api/message/${id}`, {
      token: admin,
      body: { id, title: '放假通知（修订）', bodyText: '<p>国庆放假八天</p>', files: '' },
    });
    expect(edited).toEqual({ code: 200, msg: '更新成功' });
    expect((await call(server.app, 'GET', `/api/message/${id}`, { token: admin })).data).toMatchObject({
      title: '放假通知（修订）',
      bodyText: '<p>国庆放假八天</p>',
      files: '[]',
    });
    // A draft is in nobody's inbox.
    expect(await server.db.selectFrom('messageReceive').select('id').execute()).toEqual([]);
    expect(events).toEqual([]);

    expect(await call(server.app, 'DELETE', `/api/message/${id}`, { token: admin })).toEqual({
      code: 200,
      msg: '删除成功',
    });
    expect(await call(server.app, 'GET', `/api/message/${id}`, { token: admin })).toEqual({
      code: 400,
      msg: '公告不存在或已删除',
    });
    expect(await messageCount()).toBe(0);
  });

  it('lists notices newest change first and finds them by title', async () => {
    for (const title of ['一月例会', '二月例会', '年会安排']) await create({ title, bodyText: '' });
    const all = await notices();
    expect(all.data?.list.map((item) => item.title)).toEqual(['年会安排', '二月例会', '一月例会']);
    const found = await notices(`?keyword=${encodeURIComponent('例会')}&pageSize=1`);
    expect(found.data?.list.map((item) => item.title)).toEqual(['二月例会']);
    expect(found.data?.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
  });

  it('releases a notice to every enabled user once, and tells their sockets once', async () => {
    await server.db.updateTable('users').set({ enabledMark: 0 }).where('id', '=', 'user-newuser').execute();
    const id = (await create({ title: '全员大会', bodyText: '<p>周五下午三点</p>' })).data?.id as string;

    expect(await release(id)).toEqual({ code: 200, msg: '发布成功' });
    const receivers = await server.db
      .selectFrom('messageReceive')
      .select(['userId', 'isRead'])
      .where('messageId', '=', id)
      .orderBy('userId')
      .execute();
    expect(receivers.map((row) => row.userId)).toEqual(await enabledUserIds());
    expect(receivers.map((row) => row.userId)).not.toContain('user-newuser');
    expect(receivers.every((row) => row.isRead === 0)).toBe(true);
    expect(events).toEqual([
      {
        kind: 'messagePush',
        userIds: 'all',
        messageId: id,
        messageType: MessageType.notice,
        title: '全员大会',
      },
    ]);

    // Staff, who cannot administer notices, reads it in the inbox like anyone.
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(1);
    const inbox = await call<Page<{ id: string; title: string; type: number }>>(
      server.app,
      'GET',
      '/api/message',
      {
        token: staff,
      },
    );
    expect(inbox.data?.list).toEqual([
      expect.objectContaining({
        id,
        title: '全员大会',
        type: MessageType.notice,
        creatorUser: '管理员/admin',
      }),
    ]);
    expect((await notices()).data?.list[0]).toMatchObject({ id, enabledMark: 1 });

    // Releasing again is refused and delivers nothing more.
    expect(await release(id)).toEqual({ code: 400, msg: '公告已发布，不能重复发布' });
    expect(
      await server.db.selectFrom('messageReceive').select('id').where('messageId', '=', id).execute(),
    ).toHaveLength(receivers.length);
    expect(events).toHaveLength(1);
    await server.db.updateTable('users').set({ enabledMark: 1 }).where('id', '=', 'user-newuser').execute();
  });

  it('delivers once when two releases of the same notice race', async () => {
    const id = (await create({ title: '并发发布' })).data?.id as string;
    const answers = await Promise.all([release(id), release(id), release(id)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 400, 400]);
    const rows = await server.db
      .selectFrom('messageReceive')
      .select('userId')
      .where('messageId', '=', id)
      .execute();
    expect(rows.map((row) => row.userId).sort()).toEqual(await enabledUserIds());
    expect(events).toHaveLength(1);
  });

  it('refuses to edit a released notice and keeps what its readers received', async () => {
    const id = (await create({ title: '原标题', bodyText: '<p>原文</p>' })).data?.id as string;
    await release(id);
    expect(
      await call(server.app, 'PUT', `/api/message/${id}`, {
        token: admin,
        body: { title: '新标题', bodyText: '<p>新</p>' },
      }),
    ).toEqual({ code: 400, msg: '公告已发布，不能再修改' });
    const read = await call<{ title: string; bodyText: string }>(
      server.app,
      'GET',
      `/api/message/ReadInfo/${id}`,
      {
        token: staff,
      },
    );
    expect(read.data).toMatchObject({ title: '原标题', bodyText: '<p>原文</p>' });
    const english = await call(server.app, 'PUT', `/api/message/${id}`, {
      token: admin,
      body: { title: 'New' },
      headers: { 'accept-language': 'en' },
    });
    expect(english).toEqual({ code: 400, msg: 'The notice has been released and can no longer be changed' });
  });

  it('takes a deleted released notice out of every inbox', async () => {
    const id = (await create({ title: '将被撤下' })).data?.id as string;
    await release(id);
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(1);
    events.length = 0;
    expect((await call(server.app, 'DELETE', `/api/message/${id}`, { token: admin })).code).toBe(200);
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(0);
    expect(await server.db.selectFrom('messageReceive').select('id').execute()).toEqual([]);
    // Every socket is sent its new count, as after a release.
    expect(events).toEqual([
      {
        kind: 'messagePush',
        userIds: 'all',
        messageId: id,
        messageType: MessageType.notice,
        title: '将被撤下',
      },
    ]);
    // A draft reached nobody: deleting it tells nobody.
    const draft = (await create({ title: '草稿' })).data?.id as string;
    events.length = 0;
    expect((await call(server.app, 'DELETE', `/api/message/${draft}`, { token: admin })).code).toBe(200);
    expect(events).toEqual([]);
  });

  it('refuses staff every notice administration call and changes nothing', async () => {
    const id = (await create({ title: '仅管理员' })).data?.id as string;
    expect(await call(server.app, 'GET', '/api/message/Notice', { token: staff })).toEqual(DENIED);
    expect(await call(server.app, 'GET', `/api/message/${id}`, { token: staff })).toEqual(DENIED);
    expect(await create({ title: '员工的公告' }, staff)).toEqual(DENIED);
    expect(
      await call(server.app, 'PUT', `/api/message/${id}`, { token: staff, body: { title: '改' } }),
    ).toEqual(DENIED);
    expect(await release(id, staff)).toEqual(DENIED);
    expect(await call(server.app, 'DELETE', `/api/message/${id}`, { token: staff })).toEqual(DENIED);
    expect(await server.db.selectFrom('message').select(['title', 'enabledMark']).execute()).toEqual([
      { title: '仅管理员', enabledMark: 0 },
    ]);
    expect(await server.db.selectFrom('messageReceive').select('id').execute()).toEqual([]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const id = (await create({ title: '草稿', bodyText: '<p>原文</p>' })).data?.id as string;
    const cases: Array<[unknown, string]> = [
      [{ bodyText: '<p>x</p>' }, '标题: 不能为空'],
      [{ title: '   ' }, '标题: 不能为空'],
      [{ title: 42 }, '标题: 应为文本'],
      [{ title: '长'.repeat(101) }, '标题: 不能超过100个字符'],
      [{ title: '正文太长', bodyText: 'x'.repeat(100_001) }, '正文: 不能超过100000个字符'],
      [{ title: '附件', files: 'not json' }, '附件: 不是有效的 JSON'],
      [{ title: '附件', files: '{"name":"a"}' }, '附件: 应为列表'],
      [{ title: 'NUL\u0000' }, '标题: 不能包含 NUL 字符'],
    ];
    for (const [body, msg] of cases) {
      expect(await create(body), msg).toMatchObject({ code: 400, msg });
      expect(await call(server.app, 'PUT', `/api/message/${id}`, { token: admin, body }), msg).toMatchObject({
        code: 400,
        msg,
      });
    }
    // A hundred characters once trimmed is allowed, spaces around them not counted.
    expect((await create({ title: ` ${'长'.repeat(100)} ` })).code).toBe(200);
    expect(
      await server.db
        .selectFrom('message')
        .select(['title', 'bodyText'])
        .where('id', '=', id)
        .executeTakeFirst(),
    ).toEqual({ title: '草稿', bodyText: '<p>原文</p>' });
    expect(await messageCount()).toBe(2);
    expect(
      await call(server.app, 'POST', '/api/message', {
        token: admin,
        body: { title: '' },
        headers: { 'accept-language': 'en' },
      }),
    ).toMatchObject({ code: 400, msg: 'Title: must not be empty', field: 'title' });
  });

  describe('to chosen recipients (toUserIds)', () => {
    // Beside the seeded users (admin in 总公司; staff and its sub-account staff-sub in 研发部;
    // newuser in 销售部; all but admin hold the 普通员工 role): a user of a sub-department of 研发部, a user of 销售部 also
    // linked to 研发部, and a disabled user of 研发部.
    beforeAll(async () => {
      await server.db
        .insertInto('organize')
        .values({
          id: 'org-rd-sub',
          parentId: 'org-rd',
          category: 'department',
          fullName: '研发一组',
          enCode: 'rd-sub',
        })
        .execute();
      const user = (id: string, organizeId: string, enabledMark = 1) => ({
        id,
        account: id,
        realName: id,
        passwordHash: 'x',
        organizeId,
        enabledMark,
      });
      await server.db
        .insertInto('users')
        .values([
          user('user-sub', 'org-rd-sub'),
          user('user-linked', 'org-sales'),
          user('user-off', 'org-rd', 0),
        ])
        .execute();
      await server.db
        .insertInto('userRelation')
        .values({ id: 'rel-linked', userId: 'user-linked', objectType: 'Organize', objectId: 'org-rd' })
        .execute();
    });
    afterAll(async () => {
      await server.db.deleteFrom('userRelation').where('id', '=', 'rel-linked').execute();
      await server.db
        .deleteFrom('users')
        .where('id', 'in', ['user-sub', 'user-linked', 'user-off'])
        .execute();
      await server.db.deleteFrom('organize').where('id', '=', 'org-rd-sub').execute();
    });

    const receiversOf = async (id: string) =>
      (
        await server.db
          .selectFrom('messageReceive')
          .select('userId')
          .where('messageId', '=', id)
          .orderBy('userId')
          .execute()
      ).map((row) => row.userId);
    const inboxTitles = async (token: string) =>
      (await call<Page<{ title: string }>>(server.app, 'GET', '/api/message', { token })).data?.list.map(
        (item) => item.title,
      );

    it('reaches the enabled users of a department only, not its sub-departments', async () => {
      const id = (await create({ title: '研发部通知', toUserIds: 'org-rd--department' })).data?.id as string;
      expect((await call(server.app, 'GET', `/api/message/${id}`, { token: admin })).data).toMatchObject({
        toUserIds: 'org-rd--department',
      });
      expect((await notices()).data?.list[0]).toMatchObject({ id, toUserIds: 'org-rd--department' });
      expect(await release(id)).toEqual({ code: 200, msg: '发布成功' });
      expect(await receiversOf(id)).toEqual(['user-linked', 'user-staff', 'user-staff-sub']);
      expect(await inboxTitles(staff)).toEqual(['研发部通知']);
      expect(await unreadNoticeCount(server.db, 'user-newuser')).toBe(0);
      expect(await unreadNoticeCount(server.db, 'user-admin')).toBe(0);
      // Only its recipients' sockets hear of it, even when it is deleted.
      const pushedTo = () =>
        events.map((event) => (event.kind === 'messagePush' ? event.userIds : event.kind));
      expect(events).toEqual([
        expect.objectContaining({ kind: 'messagePush', messageId: id, title: '研发部通知' }),
      ]);
      expect(pushedTo().map((userIds) => [...userIds].sort())).toEqual([
        ['user-linked', 'user-staff', 'user-staff-sub'],
      ]);
      events.length = 0;
      await call(server.app, 'DELETE', `/api/message/${id}`, { token: admin });
      expect(pushedTo().map((userIds) => [...userIds].sort())).toEqual([
        ['user-linked', 'user-staff', 'user-staff-sub'],
      ]);
    });

    it('reaches the holders of a role', async () => {
      const id = (await create({ title: '员工通知', toUserIds: ['role-staff--role'] })).data?.id as string;
      await release(id);
      expect(await receiversOf(id)).toEqual(['user-newuser', 'user-staff', 'user-staff-sub']);
      expect(await inboxTitles(admin)).toEqual([]);
    });

    it('reaches one chosen user only, and each user once however often chosen', async () => {
      const one = (await create({ title: '单独通知', toUserIds: ['user-newuser--user'] })).data?.id as string;
      await release(one);
      expect(await receiversOf(one)).toEqual(['user-newuser']);
      expect(await inboxTitles(staff)).toEqual([]);

      const many = (
        await create({
          title: '多重选择',
          toUserIds: 'user-staff--user,role-staff--role,org-rd--department,user-staff',
        })
      ).data?.id as string;
      expect(await release(many)).toEqual({ code: 200, msg: '发布成功' });
      expect(await receiversOf(many)).toEqual([
        'user-linked',
        'user-newuser',
        'user-staff',
        'user-staff-sub',
      ]);
    });

    it('keeps the choice through an edit, and choosing nobody again means everyone', async () => {
      const id = (await create({ title: '改对象', toUserIds: 'role-staff--role' })).data?.id as string;
      const edit = (toUserIds: unknown) =>
        call(server.app, 'PUT', `/api/message/${id}`, { token: admin, body: { title: '改对象', toUserIds } });
      expect((await edit(['user-admin--user', 'org-sales--department'])).code).toBe(200);
      expect((await call(server.app, 'GET', `/api/message/${id}`, { token: admin })).data).toMatchObject({
        toUserIds: 'user-admin--user,org-sales--department',
      });
      expect((await edit('')).code).toBe(200);
      await release(id);
      expect(await receiversOf(id)).toEqual(await enabledUserIds());
      expect(events).toEqual([expect.objectContaining({ userIds: 'all' })]);
    });

    it('refuses recipients that do not exist or are not users, organisations or roles', async () => {
      const id = (await create({ title: '草稿', toUserIds: 'user-staff--user' })).data?.id as string;
      const cases: Array<[unknown, string]> = [
        ['nobody--user', '接收人: 用户 nobody 不存在'],
        [['org-staff--user'], '接收人: 用户 org-staff 不存在'],
        ['no-such-dept--department', '接收人: 组织 no-such-dept 不存在'],
        ['role-staff--role,no-such-role--role', '接收人: 角色 no-such-role 不存在'],
        ['pos-ceo--position', '接收人: pos-ceo--position 不是用户、组织或角色'],
        ['--user', '接收人: --user 不是用户、组织或角色'],
        [42, '接收人: 应为文本'],
      ];
      for (const [toUserIds, msg] of cases) {
        const answer = await create({ title: '新的', toUserIds });
        expect(answer.code, msg).toBe(400);
        expect(answer.msg, msg).toMatch(/^接收人: /);
        if (!msg.endsWith('应为文本')) expect(answer.msg, msg).toBe(msg);
        const put = await call(server.app, 'PUT', `/api/message/${id}`, {
          token: admin,
          body: { title: '改', toUserIds },
        });
        expect(put.code, msg).toBe(400);
        expect(put.msg, msg).toMatch(/^接收人: /);
      }
      expect(
        await call(server.app, 'POST', '/api/message', {
          token: admin,
          body: { title: 'x', toUserIds: 'nobody--user' },
          headers: { 'accept-language': 'en' },
        }),
      ).toEqual({ code: 400, msg: 'Recipients: the user nobody does not exist', field: 'toUserIds' });
      expect(await server.db.selectFrom('message').select(['title', 'toUserIds']).execute()).toEqual([
        { title: '草稿', toUserIds: 'user-staff--user' },
      ]);
    });
  });

  it('answers not found for an unknown notice on every route', async () => {
    const notFound = { code: 400, msg: '公告不存在或已删除' };
    expect(await call(server.app, 'GET', '/api/message/nope', { token: admin })).toEqual(notFound);
    expect(
      await call(server.app, 'PUT', '/api/message/nope', { token: admin, body: { title: 'x' } }),
    ).toEqual(notFound);
    expect(await release('nope')).toEqual(notFound);
    expect(await call(server.app, 'DELETE', '/api/message/nope', { token: admin })).toEqual(notFound);
  });
});
