import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announceUserDisabled } from '../../accounts/sessions.js';
import { readConfig } from '../../config.js';
import { call, databaseKinds, md5, startTestServer, type TestServer } from '../../testing/test-server.js';
import { sendMultipart } from '../file/test-fixtures.js';
import { type ChatClient, connectChat, listenLocally, sessionFor, signedInChat } from './test-fixtures.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
const quiet = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
const limits = { ...readConfig({}).chatLimits, socketsPerAddress: 15 };
const storedCount = async (db: TestServer['db']) =>
  Number(
    (
      await db
        .selectFrom('imContent')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe.each(databaseKinds)('internal chat over the WebSocket on %s', (kind) => {
  let server: TestServer;
  let base: string;
  const open: ChatClient[] = [];
  const track = <T extends { client: ChatClient } | ChatClient>(value: T): T => {
    open.push('client' in value ? value.client : value);
    return value;
  };
  const chat = async (userId: string) => {
    const token = await sessionFor(server.db, userId);
    return track(await signedInChat(base, token));
  };

  beforeAll(async () => {
    // A development server's pages, proxied to this one, are let in by configuration.
    server = await startTestServer(kind, {
      chatAllowedOrigins: ['http://localhost:5173'],
      // Few enough sockets per address for a test to reach the limit; the other limits as shipped.
      chatLimits: limits,
    });
    base = await listenLocally(server.app);
    // The seed's welcome notice would count in every unread figure below: each test starts from an empty inbox.
    await server.db.deleteFrom('messageReceive').execute();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
    await server.db.deleteFrom('imContent').execute();
    await server.db.deleteFrom('imReply').execute();
  });
  afterAll(() => server?.close());

  it("deleting a user deletes the chat they sent and received, and nobody else's", async () => {
    await server.db
      .insertInto('users')
      .values({
        id: 'user-chat-gone',
        account: 'chatgone',
        realName: '离职',
        passwordHash: 'x',
        organizeId: 'org-company',
      })
      .execute();
    const message = (id: string, from: string, to: string) => ({
      id,
      sendUserId: from,
      receiveUserId: to,
      content: id,
      contentType: 'text',
    });
    await server.db
      .insertInto('imContent')
      .values([
        message('m1', 'user-chat-gone', 'user-admin'),
        message('m2', 'user-admin', 'user-chat-gone'),
        message('m3', 'user-staff', 'user-admin'),
      ])
      .execute();
    await server.db.deleteFrom('users').where('id', '=', 'user-chat-gone').execute();
    const left = await server.db.selectFrom('imContent').select('id').execute();
    expect(left).toEqual([{ id: 'm3' }]);
  });

  describe('the handshake', () => {
    it('answers OnConnection with initMessage, on both paths, for "bearer x" and the bare token', async () => {
      const token = await sessionFor(server.db, 'user-staff');
      for (const [path, given] of [
        ['/api/message/websocket/', token],
        ['/websocket/', token.replace(/^bearer /, '')],
      ] as const) {
        const client = track(await connectChat(base, given, { path }));
        client.send({ method: 'OnConnection', mobileDevice: false });
        expect(await client.next('initMessage')).toEqual({
          method: 'initMessage',
          onlineUsers: expect.arrayContaining(['user-staff']),
          unreadNums: [],
          unreadMessageCount: 0,
          unreadNoticeCount: 0,
          userId: 'user-staff',
        });
      }
    });

    it('sends closeSocket and closes a socket opened with a bad or ended token', async () => {
      for (const token of ['bearer not-a-token', '']) {
        const client = track(await connectChat(base, token || 'x'));
        expect(await client.next('closeSocket')).toEqual({ method: 'closeSocket' });
        expect((await client.closed).code).toBe(1008);
      }
      const ended = await sessionFor(server.db, 'user-staff');
      await call(server.app, 'GET', '/api/oauth/Logout', { token: ended });
      const client = track(await connectChat(base, ended));
      expect(await client.next('closeSocket')).toEqual({ method: 'closeSocket' });
    });

    it("refuses a page of another site at the handshake, and lets this server's own pages in", async () => {
      const token = await sessionFor(server.db, 'user-staff');
      await expect(connectChat(base, token, { headers: { origin: 'https://evil.example' } })).rejects.toThrow(
        'handshake answered 403',
      );
      const host = new URL(base).host;
      for (const origin of [`http://${host}`, 'http://localhost:5173']) {
        const client = track(await connectChat(base, token, { headers: { origin } }));
        client.send({ method: 'OnConnection', mobileDevice: false });
        expect((await client.next('initMessage')).userId).toBe('user-staff');
      }
    });
  });

  describe('sending', () => {
    it('stores a text message, trimmed, then delivers it to the receiver and echoes it to all the sender’s sockets', async () => {
      const { client: staff } = await chat('user-staff');
      const { client: staffOtherTab } = await chat('user-staff');
      const { client: admin } = await chat('user-admin');
      staff.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'text',
        messageContent: '  你好 [微笑] ',
      });
      const received = await admin.next('receiveMessage');
      expect(received).toEqual({
        method: 'receiveMessage',
        formUserId: 'user-staff',
        dateTime: expect.any(Number),
        latestDate: received.dateTime,
        headIcon: '',
        realName: '张三',
        account: 'staff',
        messageType: 'text',
        formMessage: '你好 [微笑]',
      });
      for (const tab of [staff, staffOtherTab])
        expect(await tab.next('sendMessage')).toEqual({
          method: 'sendMessage',
          toUserId: 'user-admin',
          dateTime: received.dateTime,
          latestDate: received.dateTime,
          toHeadIcon: '',
          toRealName: '管理员',
          toAccount: 'admin',
          messageType: 'text',
          toMessage: '你好 [微笑]',
        });
      const rows = await server.db.selectFrom('imContent').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({
          sendUserId: 'user-staff',
          receiveUserId: 'user-admin',
          content: '你好 [微笑]',
          contentType: 'text',
          state: 0,
          receiveTime: null,
        }),
      ]);
      expect(rows[0]?.sendTime.getTime()).toBe(received.dateTime);
      const replies = await server.db.selectFrom('imReply').select(['userId', 'receiveUserId']).execute();
      expect(replies).toEqual(
        expect.arrayContaining([
          { userId: 'user-staff', receiveUserId: 'user-admin' },
          { userId: 'user-admin', receiveUserId: 'user-staff' },
        ]),
      );
      expect(admin.pending('sendMessage')).toEqual([]);
      expect(staff.pending('receiveMessage')).toEqual([]);
    });

    it('delivers nothing that could not be stored, and the sender is told', async () => {
      await sql`alter table im_content add constraint chat_test_refuses check (content <> 'refused')`.execute(
        server.db,
      );
      try {
        const { client: staff } = await chat('user-staff');
        const { client: admin } = await chat('user-admin');
        staff.send({
          method: 'SendMessage',
          toUserId: 'user-admin',
          messageType: 'text',
          messageContent: 'refused',
        });
        expect(await staff.next('error')).toEqual({
          method: 'error',
          code: 400,
          msg: '消息发送失败，请重试',
          request: 'SendMessage',
        });
        staff.send({
          method: 'SendMessage',
          toUserId: 'user-admin',
          messageType: 'text',
          messageContent: 'kept',
        });
        expect((await admin.next('receiveMessage')).formMessage).toBe('kept');
        expect(admin.frames.filter((frame) => frame.method === 'receiveMessage')).toHaveLength(1);
        expect(await server.db.selectFrom('imContent').select('content').execute()).toEqual([
          { content: 'kept' },
        ]);
      } finally {
        await sql`alter table im_content drop constraint chat_test_refuses`.execute(server.db);
      }
    });

    it('keeps the order of many messages sent at once, each stored and delivered exactly once', async () => {
      const { client: staff } = await chat('user-staff');
      const { client: admin } = await chat('user-admin');
      // As many as a socket may send at once (its OnConnection took one of them).
      const many = limits.frameBurst - 1;
      for (let n = 0; n < many; n++)
        staff.send({
          method: 'SendMessage',
          toUserId: 'user-admin',
          messageType: 'text',
          messageContent: `m${n}`,
        });
      const got: unknown[] = [];
      for (let n = 0; n < many; n++) got.push((await admin.next('receiveMessage')).formMessage);
      expect(got).toEqual(Array.from({ length: many }, (_, n) => `m${n}`));
      const page = await server.db
        .selectFrom('imContent')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .execute();
      expect(Number(page[0]?.n)).toBe(many);
      expect(staff.pending('error')).toEqual([]);
      await quiet();
      expect(admin.pending('receiveMessage')).toEqual([]);
    });

    it('refuses what cannot be sent, naming the field, and stores none of it', async () => {
      await server.db.updateTable('users').set({ enabledMark: 0 }).where('id', '=', 'user-newuser').execute();
      try {
        const { client: staff } = await chat('user-staff');
        const refusals: Array<[Record<string, unknown>, string]> = [
          [
            { toUserId: 'user-admin', messageType: 'text', messageContent: '   ' },
            'messageContent: 不能为空',
          ],
          [
            { toUserId: 'user-admin', messageType: 'text', messageContent: 'x'.repeat(5001) },
            'messageContent: 不能超过5000个字符',
          ],
          [{ toUserId: 'user-admin', messageType: 'text', messageContent: 'a\u0000b' }, 'messageContent: '],
          [
            { toUserId: 'user-staff', messageType: 'text', messageContent: 'me' },
            'toUserId: 不能给自己发送消息',
          ],
          [{ toUserId: 'nobody', messageType: 'text', messageContent: 'hi' }, 'toUserId: 用户不存在或已停用'],
          [
            { toUserId: 'user-newuser', messageType: 'text', messageContent: 'hi' },
            'toUserId: 用户不存在或已停用',
          ],
          [{ toUserId: 'user-admin', messageType: 'voice', messageContent: 'hi' }, 'messageType: '],
          [{ messageType: 'text', messageContent: 'hi' }, 'toUserId: '],
        ];
        for (const [frame, msg] of refusals) {
          staff.send({ method: 'SendMessage', ...frame });
          const answer = await staff.next('error');
          expect(answer).toMatchObject({ method: 'error', code: 400, request: 'SendMessage' });
          expect(answer.msg).toContain(msg);
        }
        expect(await server.db.selectFrom('imContent').select('id').execute()).toEqual([]);
      } finally {
        await server.db
          .updateTable('users')
          .set({ enabledMark: 1 })
          .where('id', '=', 'user-newuser')
          .execute();
      }
    });

    it("sends a picture the sender uploaded as a chat picture, and refuses anyone else's", async () => {
      const staffToken = await sessionFor(server.db, 'user-staff');
      const adminToken = await sessionFor(server.db, 'user-admin');
      const upload = await sendMultipart<{ name: string }>(
        server.app,
        '/api/file/Uploader/IM',
        staffToken,
        {},
        {
          name: 'photo.png',
          bytes: PNG,
        },
      );
      expect(upload.code).toBe(200);
      const name = upload.data?.name as string;
      const staff = track(await signedInChat(base, staffToken)).client;
      const admin = track(await signedInChat(base, adminToken)).client;

      staff.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'image',
        messageContent: JSON.stringify({ name, width: 640, height: 480 }),
      });
      const received = await admin.next('receiveMessage');
      expect(received.messageType).toBe('image');
      expect(received.formMessage).toEqual({ path: `/api/file/Image/IM/${name}`, width: 640, height: 480 });
      expect((await staff.next('sendMessage')).toMessage).toEqual(received.formMessage);
      // The picture shows only to those in the conversation, signed in.
      const picture = async (token?: string) =>
        server.app.inject({
          method: 'GET',
          url: `/api/file/Image/IM/${name}`,
          headers: token ? { authorization: token } : {},
        });
      for (const token of [staffToken, adminToken]) {
        const shown = await picture(token);
        expect(shown.statusCode).toBe(200);
        expect(shown.headers['content-type']).toBe('image/png');
        expect(shown.rawPayload.equals(PNG)).toBe(true);
      }
      expect((await picture()).json()).toMatchObject({ code: 600 });
      expect((await picture(await sessionFor(server.db, 'user-newuser'))).json()).toEqual({
        code: 403,
        msg: 'Permission Denied',
      });
      // JNPF's web client sends the picture as an object rather than JSON text.
      staff.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'image',
        messageContent: { name, width: 1, height: 2 },
      });
      expect((await admin.next('receiveMessage')).formMessage).toEqual({
        path: `/api/file/Image/IM/${name}`,
        width: 1,
        height: 2,
      });

      // The admin did not upload it: they cannot send it on as theirs.
      admin.send({
        method: 'SendMessage',
        toUserId: 'user-staff',
        messageType: 'image',
        messageContent: { name, width: 1, height: 1 },
      });
      expect((await admin.next('error')).msg).toBe('messageContent.name: 图片不存在，请重新上传');
      const annex = await sendMultipart<{ name: string }>(
        server.app,
        '/api/file/Uploader/annexpic',
        staffToken,
        {},
        {
          name: 'other.png',
          bytes: PNG,
        },
      );
      staff.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'image',
        messageContent: { name: annex.data?.name, width: 1, height: 1 },
      });
      expect((await staff.next('error')).msg).toBe('messageContent.name: 图片不存在，请重新上传');
      staff.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'image',
        messageContent: '{not json',
      });
      expect((await staff.next('error')).msg).toMatch(/^messageContent: /);
      expect(
        (
          await sendMultipart(
            server.app,
            '/api/file/Uploader/IM',
            staffToken,
            {},
            { name: 'a.txt', bytes: Buffer.from('x') },
          )
        ).code,
      ).toBe(400);
      // A chat picture is at most 5 MB, refused at upload rather than only when sent.
      const large = await sendMultipart(
        server.app,
        '/api/file/Uploader/IM',
        staffToken,
        {},
        { name: 'large.png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
      );
      expect(large).toMatchObject({ code: 400, msg: expect.stringMatching(/^file: .*5/) });
    });
  });

  describe('history and read state', () => {
    const sendAll = async (from: ChatClient, to: ChatClient, toUserId: string, texts: string[]) => {
      for (const text of texts)
        from.send({ method: 'SendMessage', toUserId, messageType: 'text', messageContent: text });
      for (const _ of texts) await to.next('receiveMessage');
    };

    it('pages the conversation both ways in the order asked, searches text, and only for those in it', async () => {
      const { client: staff } = await chat('user-staff');
      const { client: admin } = await chat('user-admin');
      await sendAll(staff, admin, 'user-admin', ['one', 'two', 'three apple']);
      await sendAll(admin, staff, 'user-staff', ['four apple', 'five']);

      staff.send({
        method: 'MessageList',
        toUserId: 'user-admin',
        formUserId: 'user-staff',
        currentPage: 1,
        pageSize: 2,
        sord: 'desc',
        keyword: '',
      });
      const first = await staff.next('messageList');
      expect(first.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
      expect((first.list as Array<{ content: string }>).map((item) => item.content)).toEqual([
        'five',
        'four apple',
      ]);
      expect((first.list as unknown[])[0]).toEqual({
        id: expect.any(String),
        sendUserId: 'user-admin',
        receiveUserId: 'user-staff',
        content: 'five',
        contentType: 'text',
        sendTime: expect.any(Number),
        receiveTime: null,
        state: 0,
      });
      staff.send({
        method: 'MessageList',
        toUserId: 'user-admin',
        formUserId: 'user-staff',
        currentPage: 2,
        pageSize: 2,
        sord: 'asc',
      });
      expect(
        ((await staff.next('messageList')).list as Array<{ content: string }>).map((item) => item.content),
      ).toEqual(['three apple', 'four apple']);
      admin.send({
        method: 'MessageList',
        toUserId: 'user-staff',
        formUserId: 'user-admin',
        currentPage: '1',
        pageSize: '50',
        sord: 'asc',
        keyword: 'APPLE',
      });
      const found = await admin.next('messageList');
      expect((found.list as Array<{ content: string }>).map((item) => item.content)).toEqual([
        'three apple',
        'four apple',
      ]);
      expect(found.pagination).toEqual({ currentPage: 1, pageSize: 50, total: 2 });

      const { client: newuser } = await chat('user-newuser');
      newuser.send({
        method: 'MessageList',
        toUserId: 'user-admin',
        formUserId: 'user-staff',
        currentPage: 1,
        pageSize: 50,
        sord: 'asc',
      });
      expect(await newuser.next('error')).toEqual({
        method: 'error',
        code: 400,
        msg: 'formUserId: 只能查看自己参与的会话',
        request: 'MessageList',
      });
      newuser.send({
        method: 'MessageList',
        toUserId: 'user-admin',
        formUserId: 'user-newuser',
        pageSize: 500,
      });
      expect((await newuser.next('error')).msg).toMatch(/^pageSize: /);
    });

    it('keeps messages sent while the reader was away, counts them at reconnect, and marks them read', async () => {
      const { client: staff } = await chat('user-staff');
      const adminToken = await sessionFor(server.db, 'user-admin');
      for (const text of ['while', 'you', 'were away'])
        staff.send({
          method: 'SendMessage',
          toUserId: 'user-admin',
          messageType: 'text',
          messageContent: text,
        });
      for (let n = 0; n < 3; n++) await staff.next('sendMessage');

      const { client: admin, init } = track(await signedInChat(base, adminToken));
      expect(init).toMatchObject({
        unreadNums: [{ sendUserId: 'user-staff', unreadNum: 3 }],
        unreadMessageCount: 3,
      });
      const { client: adminOtherTab } = track(await signedInChat(base, adminToken));
      admin.send({ method: 'UpdateReadMessage', formUserId: 'user-staff' });
      // The other tab is sent the counts again, so its badge follows.
      const refreshed = await adminOtherTab.next('initMessage');
      expect(refreshed).toMatchObject({ unreadNums: [], unreadMessageCount: 0, userId: 'user-admin' });
      const rows = await server.db.selectFrom('imContent').select(['state', 'receiveTime']).execute();
      expect(rows.map((row) => row.state)).toEqual([1, 1, 1]);
      expect(rows.every((row) => row.receiveTime instanceof Date)).toBe(true);
      await admin.close();
      const again = track(await signedInChat(base, adminToken));
      expect(again.init).toMatchObject({ unreadNums: [], unreadMessageCount: 0 });
    });

    it('lists recent conversations newest first, and contacts other than the caller', async () => {
      const { client: staff } = await chat('user-staff');
      const { client: admin } = await chat('user-admin');
      const { client: newuser } = await chat('user-newuser');
      await sendAll(newuser, admin, 'user-admin', ['from newuser']);
      await sendAll(staff, admin, 'user-admin', ['from staff 1', 'from staff 2']);
      const adminToken = await sessionFor(server.db, 'user-admin');
      const replies = await call<{ list: unknown[] }>(server.app, 'GET', '/api/message/imreply', {
        token: adminToken,
      });
      expect(replies.code).toBe(200);
      expect(replies.data?.list).toEqual([
        {
          id: 'user-staff',
          account: 'staff',
          realName: '张三',
          headIcon: '',
          unreadMessage: 2,
          latestMessage: 'from staff 2',
          messageType: 'text',
          latestDate: expect.any(Number),
        },
        expect.objectContaining({ id: 'user-newuser', unreadMessage: 1, latestMessage: 'from newuser' }),
      ]);
      const staffToken = await sessionFor(server.db, 'user-staff');
      expect(
        (
          await call<{ list: Array<{ id: string }> }>(server.app, 'GET', '/api/message/imreply', {
            token: staffToken,
          })
        ).data?.list,
      ).toEqual([
        expect.objectContaining({ id: 'user-admin', unreadMessage: 0, latestMessage: 'from staff 2' }),
      ]);

      const contacts = await call<{ list: Array<{ id: string }>; pagination: unknown }>(
        server.app,
        'GET',
        '/api/permission/Users/ImUser?currentPage=1&pageSize=20',
        { token: staffToken },
      );
      expect(contacts.code).toBe(200);
      const ids = contacts.data?.list.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining(['user-admin', 'user-newuser']));
      expect(ids).not.toContain('user-staff');
      expect(contacts.data?.list.find((item) => item.id === 'user-admin')).toEqual({
        id: 'user-admin',
        account: 'admin',
        realName: '管理员',
        headIcon: '',
        department: expect.any(String),
      });
      expect(contacts.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: ids?.length });
      const searched = await call<{ list: Array<{ id: string }> }>(
        server.app,
        'GET',
        `/api/permission/Users/ImUser?keyword=${encodeURIComponent('李')}`,
        { token: staffToken },
      );
      expect(searched.data?.list.map((item) => item.id)).toEqual(['user-newuser']);
      expect(
        (await call(server.app, 'GET', '/api/permission/Users/ImUser?pageSize=0', { token: staffToken }))
          .code,
      ).toBe(400);
      expect((await call(server.app, 'GET', '/api/message/imreply')).code).toBe(600);
    });
  });

  describe('presence', () => {
    it("announces a user's first socket as Online and their last as Offline, to the others only", async () => {
      const { client: admin } = await chat('user-admin');
      const staffToken = await sessionFor(server.db, 'user-staff');
      const first = track(await signedInChat(base, staffToken));
      expect(await admin.next('Online')).toEqual({ method: 'Online', userId: 'user-staff' });
      expect(first.init.onlineUsers).toEqual(expect.arrayContaining(['user-admin', 'user-staff']));
      const second = track(await signedInChat(base, staffToken));
      await first.client.close();
      await quiet();
      expect(admin.pending('Online')).toEqual([]);
      expect(admin.pending('Offline')).toEqual([]);
      await second.client.close();
      expect(await admin.next('Offline')).toEqual({ method: 'Offline', userId: 'user-staff' });
      expect(second.client.frames.some((frame) => frame.method === 'Online')).toBe(false);
    });
  });

  describe('ended sessions', () => {
    it('closes the socket of a session signed out, with the logout frame, and no other', async () => {
      const token = await sessionFor(server.db, 'user-staff');
      const { client } = track(await signedInChat(base, token));
      const { client: otherSession } = await chat('user-staff');
      expect((await call(server.app, 'GET', '/api/oauth/Logout', { token })).code).toBe(200);
      expect(await client.next('logout')).toEqual({ method: 'logout', token, msg: '登录过期,请重新登录' });
      await client.closed;
      await quiet();
      expect(otherSession.ws.readyState).toBe(otherSession.ws.OPEN);
    });

    it("closes the user's other sessions' sockets when they change their password, keeping this one", async () => {
      const current = await sessionFor(server.db, 'user-newuser');
      const { client: here } = track(await signedInChat(base, current));
      const { client: elsewhere } = await chat('user-newuser');
      const changed = await call(server.app, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
        token: current,
        headers: { 'accept-language': 'en' },
        body: { oldPassword: md5('newuser123'), newPassword: 'abc12345' },
      });
      try {
        expect(changed.code).toBe(200);
        expect(await elsewhere.next('logout')).toMatchObject({ msg: '密码已修改，请重新登录' });
        await elsewhere.closed;
        await quiet();
        expect(here.ws.readyState).toBe(here.ws.OPEN);
      } finally {
        const { hashPassword } = await import('../../accounts/passwords.js');
        await server.db
          .updateTable('users')
          .set({ passwordHash: await hashPassword(md5('newuser123')) })
          .where('id', '=', 'user-newuser')
          .execute();
      }
    });

    it('closes every socket of a user forced offline or disabled, worded in the socket’s language', async () => {
      const adminToken = await sessionFor(server.db, 'user-admin');
      const staffToken = await sessionFor(server.db, 'user-staff');
      const english = track(await connectChat(base, staffToken, { headers: { 'accept-language': 'en' } }));
      const { client: chinese } = await chat('user-staff');
      const kicked = await call(server.app, 'DELETE', '/api/system/OnlineUser/user-staff', {
        token: adminToken,
      });
      expect(kicked.code).toBe(200);
      expect((await english.next('logout')).msg).toBe(
        'An administrator signed you out, please sign in again',
      );
      expect((await chinese.next('logout')).msg).toBe('您已被管理员强制下线，请重新登录');

      const { client: disabled } = await chat('user-newuser');
      await announceUserDisabled(server.app, 'user-newuser');
      expect((await disabled.next('logout')).msg).toBe('账号已被禁用，请联系管理员');
      await disabled.closed;
    });
  });

  describe('robustness', () => {
    it('closes a socket that sends an oversized frame, and only that one', async () => {
      const { client: big } = await chat('user-staff');
      const { client: admin } = await chat('user-admin');
      big.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'text',
        messageContent: 'x'.repeat(70_000),
      });
      expect((await big.closed).code).toBe(1009);
      const { client: staff } = await chat('user-staff');
      staff.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'text',
        messageContent: 'still here',
      });
      expect((await admin.next('receiveMessage')).formMessage).toBe('still here');
    });

    it('answers malformed JSON and unknown methods with an error, and the socket carries on', async () => {
      const { client } = await chat('user-staff');
      client.ws.send('{not json');
      expect(await client.next('error')).toEqual({
        method: 'error',
        code: 400,
        msg: 'frame: 不是有效的 JSON',
        request: '',
      });
      client.send({ method: 'Teleport' });
      expect(await client.next('error')).toEqual({
        method: 'error',
        code: 400,
        msg: 'method: 不支持的方法 Teleport',
        request: 'Teleport',
      });
      client.send({ method: 'heartCheck' });
      client.send({ method: 'OnConnection' });
      expect((await client.next('initMessage')).userId).toBe('user-staff');
      expect(client.pending('heartCheck')).toEqual([]);
    });

    it('closes a socket that sends past its burst with the error frame, storing nothing past the limit', async () => {
      const { client: flood } = await chat('user-staff');
      const { client: admin } = await chat('user-admin');
      const message = 'x'.repeat(4000);
      for (let n = 0; n < limits.frameBurst + 200; n++)
        flood.send({
          method: 'SendMessage',
          toUserId: 'user-admin',
          messageType: 'text',
          messageContent: message,
        });
      expect(await flood.next('error')).toEqual({
        method: 'error',
        code: 400,
        msg: '短时间内发送的消息过多，聊天连接已断开',
        request: '',
      });
      expect((await flood.closed).code).toBe(1008);
      await quiet(300);
      // Its OnConnection took one frame of the burst; a few milliseconds refill a fraction of one more.
      const stored = await storedCount(server.db);
      expect(stored).toBeGreaterThanOrEqual(limits.frameBurst - 1);
      expect(stored).toBeLessThanOrEqual(limits.frameBurst);
      expect(flood.pending('error')).toEqual([]);
      // The user's other sockets and everyone else carry on.
      const { client: again } = await chat('user-staff');
      again.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'text',
        messageContent: 'calm',
      });
      let last = await admin.next('receiveMessage');
      while (last.formMessage !== 'calm') last = await admin.next('receiveMessage');
      // The receiver was sent what was stored, and nothing more.
      expect(admin.frames.filter((frame) => frame.method === 'receiveMessage')).toHaveLength(stored + 1);
    });

    it('lets a conversation through, heartbeats, history and read marks included', async () => {
      const { client: staff } = await chat('user-staff');
      const { client: admin } = await chat('user-admin');
      for (let n = 0; n < 30; n++) {
        if (n % 10 === 0) {
          staff.send({ method: 'heartCheck' });
          staff.send({
            method: 'MessageList',
            toUserId: 'user-admin',
            formUserId: 'user-staff',
            pageSize: 5,
          });
          await staff.next('messageList');
        }
        const [from, to, toId] = n % 2 === 0 ? [staff, admin, 'user-admin'] : [admin, staff, 'user-staff'];
        from.send({ method: 'SendMessage', toUserId: toId, messageType: 'text', messageContent: `m${n}` });
        expect((await to.next('receiveMessage')).formMessage).toBe(`m${n}`);
        to.send({ method: 'UpdateReadMessage', formUserId: from === staff ? 'user-staff' : 'user-admin' });
      }
      await quiet();
      expect([...staff.pending('error'), ...admin.pending('error')]).toEqual([]);
      expect(await storedCount(server.db)).toBe(30);
      expect(staff.ws.readyState).toBe(staff.ws.OPEN);
    });

    it('refuses the socket past the limit per user with the error frame, keeping the others', async () => {
      await quiet();
      const token = await sessionFor(server.db, 'user-staff');
      const kept = [];
      for (let n = 0; n < limits.socketsPerUser; n++) kept.push(track(await connectChat(base, token)));
      // Another session of the same user counts too.
      const refused = track(await connectChat(base, await sessionFor(server.db, 'user-staff')));
      expect(await refused.next('error')).toEqual({
        method: 'error',
        code: 400,
        msg: '你打开的聊天连接过多，请关闭一些标签页',
        request: '',
      });
      expect((await refused.closed).code).toBe(1008);
      const { client: admin } = await chat('user-admin');
      const last = kept.at(-1) as ChatClient;
      last.send({
        method: 'SendMessage',
        toUserId: 'user-admin',
        messageType: 'text',
        messageContent: 'kept',
      });
      expect((await admin.next('receiveMessage')).formMessage).toBe('kept');
      // A socket closed makes room for the next.
      await kept[0]?.close();
      await quiet();
      const room = track(await connectChat(base, token));
      room.send({ method: 'OnConnection' });
      expect((await room.next('initMessage')).userId).toBe('user-staff');
    });

    it('refuses the socket past the limit per client address, whoever opens it', async () => {
      await quiet();
      for (let n = 0; n < limits.socketsPerAddress; n++) {
        const user = n < limits.socketsPerUser ? 'user-staff' : 'user-admin';
        track(await connectChat(base, await sessionFor(server.db, user)));
      }
      const refused = track(await connectChat(base, await sessionFor(server.db, 'user-newuser')));
      expect((await refused.next('error')).msg).toBe('来自你的网络地址的聊天连接过多');
      expect((await refused.closed).code).toBe(1008);
    });

    it('answers a frame nested past the bound with an error, and the socket carries on', async () => {
      const { client } = await chat('user-staff');
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      client.ws.send(
        `{"token":${JSON.stringify(client.token)},"method":"SendMessage","messageContent":${deep}}`,
      );
      expect(await client.next('error')).toEqual({
        method: 'error',
        code: 400,
        msg: 'frame: 嵌套超过 64 层',
        request: '',
      });
      client.send({ method: 'OnConnection' });
      expect((await client.next('initMessage')).userId).toBe('user-staff');
    });

    it('closes a socket whose frame carries a token other than its own', async () => {
      const { client } = await chat('user-staff');
      const other = await sessionFor(server.db, 'user-staff');
      client.ws.send(JSON.stringify({ method: 'OnConnection', token: other }));
      expect(await client.next('closeSocket')).toEqual({ method: 'closeSocket' });
      await client.closed;
    });
  });

  it('pushes inbox messages to the users named, or to everyone connected, with their unread count', async () => {
    const { client: staff } = await chat('user-staff');
    const { client: admin } = await chat('user-admin');
    await server.db
      .insertInto('message')
      .values({ id: 'msg-chat-test', title: 'Notice', type: 1, enabledMark: 1 })
      .execute();
    await server.db
      .insertInto('messageReceive')
      .values({ id: 'rcv-chat-test', messageId: 'msg-chat-test', userId: 'user-staff' })
      .execute();
    try {
      await server.app.realtime.publish({
        kind: 'messagePush',
        userIds: ['user-staff'],
        messageId: 'msg-chat-test',
        messageType: 1,
        title: 'Notice',
      });
      expect(await staff.next('messagePush')).toEqual({
        method: 'messagePush',
        unreadNoticeCount: 1,
        messageType: 1,
        title: 'Notice',
        id: 'msg-chat-test',
      });
      await server.app.realtime.publish({
        kind: 'messagePush',
        userIds: 'all',
        messageId: 'msg-chat-test',
        messageType: 1,
        title: 'Notice',
      });
      expect((await admin.next('messagePush')).unreadNoticeCount).toBe(0);
      expect((await staff.next('messagePush')).unreadNoticeCount).toBe(1);
    } finally {
      await server.db.deleteFrom('message').where('id', '=', 'msg-chat-test').execute();
    }
  });
});
