import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, readConfig } from '../../config.js';
import { createServer, type RunningServer } from '../../server.js';
import { type ServerProcess, serverReady, spawnServer } from '../../testing/server-process.js';
import { call, createPostgresDatabase, loginForm } from '../../testing/test-server.js';
import { type ChatClient, connectChat, listenLocally, sessionFor, signedInChat } from './test-fixtures.js';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const quiet = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server of its own on `databaseUrl`, sharing the test Redis. */
async function instanceOn(databaseUrl: string, dataDirs: string[]): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'formwork-chat-'));
  dataDirs.push(dataDir);
  const config: Config = { ...readConfig({}), dataDir, databaseUrl, redisUrl, consoleDir: undefined };
  return createServer(config, { logger: false });
}

describe.runIf(redisUrl && postgresUrl)('chat across two instances on one database, through Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let elsewhere: { url: string; drop(): Promise<void> };
  let a: RunningServer;
  let b: RunningServer;
  let other: RunningServer;
  let baseA: string;
  let baseB: string;
  let baseOther: string;
  const dataDirs: string[] = [];
  const open: ChatClient[] = [];
  const chatOn = async (base: string, server: RunningServer, userId: string) => {
    const joined = await signedInChat(base, await sessionFor(server.database.db, userId));
    open.push(joined.client);
    return joined;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase('formwork_chat');
    elsewhere = await createPostgresDatabase('formwork_chat');
    a = await instanceOn(database.url, dataDirs);
    b = await instanceOn(database.url, dataDirs);
    other = await instanceOn(elsewhere.url, dataDirs);
    [baseA, baseB, baseOther] = await Promise.all([a, b, other].map((server) => listenLocally(server.app)));
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    for (const server of [a, b, other]) await server?.close();
    await database?.drop();
    await elsewhere?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('delivers messages both ways between users on different instances, echoing to every tab', async () => {
    const { client: staffOnA } = await chatOn(baseA, a, 'user-staff');
    const { client: staffOnB } = await chatOn(baseB, b, 'user-staff');
    const { client: adminOnB } = await chatOn(baseB, b, 'user-admin');
    staffOnA.send({
      method: 'SendMessage',
      toUserId: 'user-admin',
      messageType: 'text',
      messageContent: 'from A',
    });
    expect(await adminOnB.next('receiveMessage')).toMatchObject({
      formUserId: 'user-staff',
      formMessage: 'from A',
    });
    expect((await staffOnA.next('sendMessage')).toMessage).toBe('from A');
    expect((await staffOnB.next('sendMessage')).toMessage).toBe('from A');
    adminOnB.send({
      method: 'SendMessage',
      toUserId: 'user-staff',
      messageType: 'text',
      messageContent: 'from B',
    });
    expect((await staffOnA.next('receiveMessage')).formMessage).toBe('from B');
    expect((await staffOnB.next('receiveMessage')).formMessage).toBe('from B');
    await quiet();
    expect(adminOnB.pending('receiveMessage')).toEqual([]);
    expect(staffOnA.pending('receiveMessage')).toEqual([]);
  });

  it('counts presence over both instances, and nobody on another database hears of it', async () => {
    const { client: watcherOnB } = await chatOn(baseB, b, 'user-admin');
    const { client: watcherElsewhere } = await chatOn(baseOther, other, 'user-admin');
    const { client: newuserOnA, init } = await chatOn(baseA, a, 'user-newuser');
    expect(await watcherOnB.next('Online')).toEqual({ method: 'Online', userId: 'user-newuser' });
    expect(init.onlineUsers).toEqual(expect.arrayContaining(['user-admin', 'user-newuser']));
    const { client: newuserOnB } = await chatOn(baseB, b, 'user-newuser');
    await newuserOnA.close();
    await quiet();
    expect(watcherOnB.pending('Offline')).toEqual([]);
    await newuserOnB.close();
    expect(await watcherOnB.next('Offline')).toEqual({ method: 'Offline', userId: 'user-newuser' });

    watcherElsewhere.send({ method: 'OnConnection' });
    expect((await watcherElsewhere.next('initMessage')).onlineUsers).toEqual(['user-admin']);
    const { client: staffOnA } = await chatOn(baseA, a, 'user-staff');
    staffOnA.send({
      method: 'SendMessage',
      toUserId: 'user-admin',
      messageType: 'text',
      messageContent: 'not for you',
    });
    await watcherOnB.next('receiveMessage');
    await quiet();
    expect(watcherElsewhere.frames.map((frame) => frame.method)).toEqual(['initMessage', 'initMessage']);
  });

  it('closes on one instance the socket of a user forced offline on the other', async () => {
    const adminToken = await sessionFor(a.database.db, 'user-admin');
    const { client: staffOnB } = await chatOn(baseB, b, 'user-staff');
    const kicked = await call(a.app, 'DELETE', '/api/system/OnlineUser/user-staff', { token: adminToken });
    expect(kicked.code).toBe(200);
    expect(await staffOnB.next('logout')).toMatchObject({ msg: '您已被管理员强制下线，请重新登录' });
    await staffOnB.closed;
  });
});

async function stop(started: ServerProcess): Promise<void> {
  if (started.child.exitCode !== null) return;
  started.child.kill('SIGTERM');
  await once(started.child, 'exit');
}

async function signInOver(port: number, account: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(loginForm(account, password)).toString(),
  });
  const answer = (await response.json()) as { data?: { token: string }; msg: string };
  if (!answer.data) throw new Error(`sign-in as ${account} failed: ${answer.msg}`);
  return answer.data.token;
}

describe.runIf(redisUrl && postgresUrl)('chat across two server processes', () => {
  let database: { url: string; drop(): Promise<void> };
  const started: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const open: ChatClient[] = [];
  const spawnOn = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'formwork-chat-process-'));
    dataDirs.push(dataDir);
    const process = spawnServer(dataDir, { DATABASE_URL: database.url, REDIS_URL: redisUrl as string });
    started.push(process);
    const { port } = await serverReady(process);
    return { process, port, base: `ws://127.0.0.1:${port}` };
  };
  const chatAt = async (base: string, token: string) => {
    const joined = await signedInChat(base, token);
    open.push(joined.client);
    return joined;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase('formwork_chat_process');
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    for (const process of started) if (process.child.exitCode === null) process.child.kill('SIGKILL');
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('carries messages, presence and a forced offline between them, and keeps what a restart missed', async () => {
    const first = await spawnOn();
    const second = await spawnOn();
    const adminToken = await signInOver(first.port, 'admin', 'admin123');
    const staffToken = await signInOver(second.port, 'staff', 'staff123');

    const { client: admin } = await chatAt(first.base, adminToken);
    const { client: staff, init } = await chatAt(second.base, staffToken);
    expect(init.onlineUsers).toEqual(expect.arrayContaining(['user-admin', 'user-staff']));
    expect(await admin.next('Online')).toEqual({ method: 'Online', userId: 'user-staff' });

    admin.send({
      method: 'SendMessage',
      toUserId: 'user-staff',
      messageType: 'text',
      messageContent: 'ping',
    });
    expect(await staff.next('receiveMessage')).toMatchObject({
      formUserId: 'user-admin',
      formMessage: 'ping',
    });
    staff.send({
      method: 'SendMessage',
      toUserId: 'user-admin',
      messageType: 'text',
      messageContent: 'pong',
    });
    expect(await admin.next('receiveMessage')).toMatchObject({
      formUserId: 'user-staff',
      formMessage: 'pong',
    });

    // The second server stops; what is sent meanwhile waits in the database for the reader.
    await stop(second.process);
    await staff.closed;
    expect(await admin.next('Offline')).toEqual({ method: 'Offline', userId: 'user-staff' });
    for (const text of ['while', 'you were away'])
      admin.send({
        method: 'SendMessage',
        toUserId: 'user-staff',
        messageType: 'text',
        messageContent: text,
      });
    await admin.next('sendMessage');
    await admin.next('sendMessage');
    const restarted = await spawnOn();
    const again = await chatAt(restarted.base, staffToken);
    expect(again.init).toMatchObject({
      unreadNums: [{ sendUserId: 'user-admin', unreadNum: 3 }],
      unreadMessageCount: 3,
    });

    const kicked = await fetch(`http://127.0.0.1:${first.port}/api/system/OnlineUser/user-staff`, {
      method: 'DELETE',
      headers: { authorization: adminToken },
    });
    expect(((await kicked.json()) as { code: number }).code).toBe(200);
    expect(await again.client.next('logout')).toMatchObject({
      token: staffToken,
      msg: '您已被管理员强制下线，请重新登录',
    });
    await again.client.closed;
    const refused = await connectChat(restarted.base, staffToken);
    open.push(refused);
    expect(await refused.next('closeSocket')).toEqual({ method: 'closeSocket' });
  }, 600_000);
});
