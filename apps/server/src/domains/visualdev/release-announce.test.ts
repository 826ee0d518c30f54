import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { type ChatClient, listenLocally, sessionFor, signedInChat } from '../chat/test-fixtures.js';
import { grantStaff, releaseLeaveModel } from '../online-dev/test-fixtures.js';

const quiet = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('a release announced over the WebSocket on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let admin: string;
  const open: ChatClient[] = [];
  const socketOf = async (userId: string) => {
    const { client } = await signedInChat(base, await sessionFor(server.db, userId));
    open.push(client);
    return client;
  };
  const releaseAgain = (modelId: string) =>
    call<{ version: number }>(server.app, 'POST', `/api/visualdev/Base/${modelId}/Actions/Release`, {
      token: admin,
      body: {},
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    base = await listenLocally(server.app);
    admin = await signIn(server.app, 'admin', 'admin123');
    // Someone with no role at all: granted no menu entry.
    await server.db
      .insertInto('users')
      .values({
        id: 'user-outsider',
        account: 'outsider',
        realName: '外人',
        passwordHash: 'x',
        organizeId: 'org-company',
      })
      .execute();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(() => server?.close());

  it('tells the open tabs of those granted the menu entry the new version, and nobody else', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveAnnounced');
    await grantStaff(server, model);
    const [adminTab, staffTab, secondStaffTab, outsiderTab] = await Promise.all([
      socketOf('user-admin'),
      socketOf('user-staff'),
      socketOf('user-staff'),
      socketOf('user-outsider'),
    ]);

    const released = await releaseAgain(model);
    expect(released.code, released.msg).toBe(200);
    const frame = { method: 'designReleased', modelId: model, version: released.data?.version };
    expect(released.data?.version).toBe(2);
    for (const tab of [adminTab, staffTab, secondStaffTab])
      expect(await tab.next('designReleased')).toEqual(frame);
    await quiet();
    expect(outsiderTab.pending('designReleased')).toEqual([]);
  });

  it('announces a roll back as the version it makes, and a refused release not at all', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveRolledBack');
    const tab = await socketOf('user-admin');
    const rolled = await call<{ version: number }>(
      server.app,
      'POST',
      `/api/visualdev/Base/${model}/Releases/1/Actions/Rollback`,
      { token: admin, body: {} },
    );
    expect(rolled.code, rolled.msg).toBe(200);
    expect(await tab.next('designReleased')).toEqual({
      method: 'designReleased',
      modelId: model,
      version: 2,
    });

    await server.db.updateTable('visualdev').set({ formData: '{"broken"' }).where('id', '=', model).execute();
    expect((await releaseAgain(model)).code).toBe(400);
    await quiet();
    expect(tab.pending('designReleased')).toEqual([]);
  });
});
