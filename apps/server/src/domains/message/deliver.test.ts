import { MessageType } from '@formwork/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/envelope.js';
import type { RealtimeEvent } from '../../realtime/events.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { deliverMessage } from './deliver.js';
import { unreadNoticeCount } from './unread.js';

describe.each(databaseKinds)('delivering a message from another domain on %s', (kind) => {
  let server: TestServer;
  const events: RealtimeEvent[] = [];
  let stopListening: () => void;
  beforeAll(async () => {
    server = await startTestServer(kind);
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

  it('stores a released message for each recipient once, then pushes it to exactly them', async () => {
    const result = await deliverMessage(server.db, server.app.realtime, {
      userIds: ['user-staff', 'user-newuser', 'user-staff', 'no-such-user'],
      title: '请假申请待审批',
      bodyText: '{"flowId":"leave"}',
      type: MessageType.flow,
      creatorUserId: 'user-admin',
    });
    expect(result.recipients).toBe(2);
    const stored = await server.db
      .selectFrom('message')
      .select(['id', 'title', 'type', 'enabledMark', 'creatorUserId'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      id: result.messageId,
      title: '请假申请待审批',
      type: MessageType.flow,
      enabledMark: 1,
      creatorUserId: 'user-admin',
    });
    const receivers = await server.db
      .selectFrom('messageReceive')
      .select('userId')
      .where('messageId', '=', result.messageId)
      .orderBy('userId')
      .execute();
    expect(receivers.map((row) => row.userId)).toEqual(['user-newuser', 'user-staff']);
    expect(events).toEqual([
      {
        kind: 'messagePush',
        userIds: expect.arrayContaining(['user-staff', 'user-newuser']),
        messageId: result.messageId,
        messageType: MessageType.flow,
        title: '请假申请待审批',
      },
    ]);
    expect((events[0] as { userIds: string[] }).userIds).toHaveLength(2);
    expect(await unreadNoticeCount(server.db, 'user-staff')).toBe(1);
    expect(await unreadNoticeCount(server.db, 'user-admin')).toBe(0);

    // The recipient finds it in the inbox, signed by its sender.
    const staff = await signIn(server.app, 'staff', 'staff123');
    const inbox = await call<{ list: Array<{ id: string; creatorUser: string; isRead: number }> }>(
      server.app,
      'GET',
      '/api/message',
      { token: staff },
    );
    expect(inbox.data?.list).toEqual([
      expect.objectContaining({ id: result.messageId, creatorUser: '管理员/admin', isRead: 0 }),
    ]);
  });

  it('signs a message without a sender as the system, and pushes nothing when nobody receives it', async () => {
    const result = await deliverMessage(server.db, server.app.realtime, {
      userIds: ['no-such-user'],
      title: '无人接收',
      type: MessageType.system,
    });
    expect(result.recipients).toBe(0);
    expect(events).toEqual([]);
    const stored = await server.db
      .selectFrom('message')
      .select(['creatorUserId', 'bodyText', 'files'])
      .execute();
    expect(stored).toEqual([{ creatorUserId: null, bodyText: '', files: '[]' }]);
  });

  it('refuses a message without a title and stores nothing', async () => {
    await expect(
      deliverMessage(server.db, server.app.realtime, {
        userIds: ['user-staff'],
        title: '  ',
        type: MessageType.system,
      }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      deliverMessage(server.db, server.app.realtime, {
        userIds: ['user-staff'],
        title: 'x'.repeat(101),
        type: MessageType.system,
      }),
    ).rejects.toThrow('标题: 不能超过100个字符');
    expect(await server.db.selectFrom('message').select('id').execute()).toEqual([]);
    expect(await server.db.selectFrom('messageReceive').select('id').execute()).toEqual([]);
    expect(events).toEqual([]);
  });
});
