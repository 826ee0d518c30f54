import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  databaseKinds,
  loginForm,
  md5,
  signIn,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';
import { type ChatClient, listenLocally, sessionFor, signedInChat } from '../chat/test-fixtures.js';
import { caller, liveSessions, newUser, USERS, userByAccount } from './test-fixtures.js';

describe.each(databaseKinds)('resetting passwords, disabling and unlocking users on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const sockets: ChatClient[] = [];
  const adminCall = caller(
    () => server,
    () => admin,
  );
  const staffCall = caller(
    () => server,
    () => staff,
  );
  const login = (account: string, password: string) =>
    call<{ token: string }>(server.app, 'POST', '/api/oauth/Login', { form: loginForm(account, password) });
  const answersWith = async (token: string) =>
    (await call(server.app, 'GET', '/api/oauth/CurrentUser', { token })).code;
  const create = async (account: string) =>
    (await adminCall<{ id: string }>('POST', USERS, newUser(account))).data?.id as string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(() => server?.close());

  it('sets the password the administrator typed, ends every session of the user, and answers no password', async () => {
    const id = await create('resetme');
    const token = await signIn(server.app, 'resetme', '0000');
    const reset = await adminCall('POST', `${USERS}/${id}/Actions/ResetPassword`, {
      userPassword: md5('Newpass123'),
      validatePassword: md5('Newpass123'),
    });
    expect(reset).toEqual({ code: 200, msg: '密码已重置，该用户需用新密码重新登录' });
    expect(await liveSessions(server, id)).toBe(0);
    expect(await answersWith(token)).toBe(600);
    expect((await login('resetme', '0000')).code).toBe(400);
    await signIn(server.app, 'resetme', 'Newpass123');
    expect((await userByAccount(server, 'resetme'))?.isFirst).toBe(0);
  });

  it('refuses a reset whose passwords differ or are not md5, of oneself or the administrator; nothing changes', async () => {
    const id = await create('keepmine');
    const before = (await userByAccount(server, 'keepmine'))?.passwordHash;
    const refusals: Array<[string, unknown, string]> = [
      [
        id,
        { userPassword: md5('a1b2c3d4'), validatePassword: md5('other123') },
        '确认新密码: 两次输入密码不一致',
      ],
      [id, { userPassword: 'plain-text', validatePassword: 'plain-text' }, '密码: 格式不正确'],
      [
        'user-admin',
        { userPassword: md5('a1b2c3d4'), validatePassword: md5('a1b2c3d4') },
        'id: 请在个人信息中修改自己的密码',
      ],
      ['ghost', { userPassword: md5('a1b2c3d4'), validatePassword: md5('a1b2c3d4') }, '用户不存在'],
    ];
    for (const [target, body, msg] of refusals)
      expect(await adminCall('POST', `${USERS}/${target}/Actions/ResetPassword`, body)).toMatchObject({
        code: 400,
        msg,
      });
    const byStaff = await staffCall('POST', `${USERS}/${id}/Actions/ResetPassword`, {
      userPassword: md5('a1b2c3d4'),
      validatePassword: md5('a1b2c3d4'),
    });
    expect(byStaff).toMatchObject({ code: 403 });
    expect((await userByAccount(server, 'keepmine'))?.passwordHash).toBe(before);
    await signIn(server.app, 'keepmine', '0000');
  });

  it('disables a user: their tokens and chat socket stop at once and sign-in is refused, until enabled again', async () => {
    const id = await create('disableme');
    const token = await signIn(server.app, 'disableme', '0000');
    const base = await listenLocally(server.app);
    const socket = await signedInChat(base, await sessionFor(server.db, id));
    sockets.push(socket.client);

    const disabled = await adminCall('PUT', `${USERS}/${id}/Actions/State`);
    expect(disabled).toEqual({ code: 200, msg: '禁用成功', data: { enabledMark: 0 } });
    expect((await socket.client.next('logout')).msg).toBe('账号已被禁用，请联系管理员');
    await socket.client.closed;
    expect(await liveSessions(server, id)).toBe(0);
    expect(await answersWith(token)).not.toBe(200);
    expect(await login('disableme', '0000')).toEqual({ code: 400, msg: '账号已被禁用，请联系管理员' });

    expect(await adminCall('PUT', `${USERS}/${id}/Actions/State`)).toMatchObject({
      data: { enabledMark: 1 },
    });
    await signIn(server.app, 'disableme', '0000');
  });

  it('never disables the administrator or oneself, and staff without the button get 403', async () => {
    expect(await adminCall('PUT', `${USERS}/user-admin/Actions/State`)).toEqual({
      code: 400,
      msg: 'id: 超级管理员不能禁用或锁定',
    });
    expect(await staffCall('PUT', `${USERS}/user-newuser/Actions/State`)).toMatchObject({ code: 403 });
    expect((await userByAccount(server, 'newuser'))?.enabledMark).toBe(1);
    expect((await userByAccount(server, 'admin'))?.enabledMark).toBe(1);
  });

  it('unlocks a user locked by wrong passwords, or by an administrator, so they sign in again', async () => {
    const id = await create('lockme');
    await server.db
      .updateTable('users')
      .set({ lockUntil: new Date(Date.now() + 600_000), errorCount: 3 })
      .where('id', '=', id)
      .execute();
    expect(await login('lockme', '0000')).toEqual({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    const listed = await adminCall<{ list: Array<{ id: string; enabledMark: number }> }>(
      'GET',
      `${USERS}?keyword=lockme`,
    );
    expect(listed.data?.list).toEqual([expect.objectContaining({ id, enabledMark: 2 })]);
    expect(await staffCall('PUT', `${USERS}/${id}/Actions/unlock`)).toMatchObject({ code: 403 });

    expect(await adminCall('PUT', `${USERS}/${id}/Actions/unlock`)).toEqual({
      code: 200,
      msg: '解除锁定成功',
    });
    expect(await userByAccount(server, 'lockme')).toMatchObject({
      lockUntil: null,
      errorCount: 0,
      enabledMark: 1,
    });
    await signIn(server.app, 'lockme', '0000');

    // Locked from the edit form (state 2): refused at sign-in until unlocked.
    await adminCall('PUT', `${USERS}/${id}`, newUser('lockme', { enabledMark: 2 }));
    expect((await login('lockme', '0000')).code).toBe(400);
    await adminCall('PUT', `${USERS}/${id}/Actions/unlock`);
    await signIn(server.app, 'lockme', '0000');
  });
});
