import type { AddressInfo } from 'node:net';
import type { Envelope } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  databaseKinds,
  loginForm,
  md5,
  signIn,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';

const HAN = /\p{Script=Han}/u;

describe.each(databaseKinds)('the server answers in the language of the request, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { loginIpMaxFailures: 0 });
  });
  afterAll(() => server?.close());

  /** A call through the shared helper, asking for `language` (none: no Accept-Language). */
  const ask = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    language: string | undefined,
    options: { token?: string; body?: unknown; form?: Record<string, string> } = {},
  ): Promise<Envelope> =>
    call(server.app, method, url, {
      ...options,
      ...(language !== undefined && { headers: { 'accept-language': language } }),
    });
  const wrongPassword = (language?: string) =>
    ask('POST', '/api/oauth/Login', language, { form: loginForm('nobody', 'wrong-password1') });

  it('answers a wrong password in English, traditional Chinese, or by default simplified Chinese', async () => {
    expect(await wrongPassword('en')).toEqual({
      code: 400,
      msg: 'Wrong account or password, please try again',
    });
    expect(await wrongPassword('zh-TW')).toEqual({ code: 400, msg: '帳號或密碼錯誤，請重新輸入' });
    expect(await wrongPassword('zh-CN')).toEqual({ code: 400, msg: '账号或密码错误，请重新输入' });
    expect(await wrongPassword(undefined)).toEqual({ code: 400, msg: '账号或密码错误，请重新输入' });
    expect(await wrongPassword('fr-FR, en;q=0.8')).toEqual({
      code: 400,
      msg: 'Wrong account or password, please try again',
    });
  });

  it('keeps each request to its own language when requests overlap', async () => {
    const languages = ['en', 'zh-TW', 'zh-CN', 'en', 'zh-TW', 'zh-CN'];
    const answers = await Promise.all(languages.map((language) => wrongPassword(language)));
    expect(answers.map((answer) => answer.msg)).toEqual([
      'Wrong account or password, please try again',
      '帳號或密碼錯誤，請重新輸入',
      '账号或密码错误，请重新输入',
      'Wrong account or password, please try again',
      '帳號或密碼錯誤，請重新輸入',
      '账号或密码错误，请重新输入',
    ]);
  });

  it('answers in the language of a request that came over a socket', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/oauth/Login`, {
        method: 'POST',
        headers: { 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(loginForm('nobody', 'wrong-password1')).toString(),
      });
      expect(await response.json()).toEqual({
        code: 400,
        msg: 'Wrong account or password, please try again',
      });
    } finally {
      await server.app.server.close();
    }
  });

  it('words a success, a refusal naming a field, and the end of a session in English', async () => {
    const token = await signIn(server.app, 'newuser', 'newuser123');
    const other = await signIn(server.app, 'newuser', 'newuser123');
    const change = (oldPassword: string, newPassword: string, language: string) =>
      ask('POST', '/api/permission/Users/Current/Actions/ModifyPassword', language, {
        token,
        body: { oldPassword: md5(oldPassword), newPassword },
      });

    expect(await change('wrong123', 'better123', 'en')).toEqual({
      code: 400,
      msg: 'Current password: The old password is wrong',
      field: 'oldPassword',
    });
    expect(await change('newuser123', 'short', 'en')).toEqual({
      code: 400,
      msg: 'New password: A password of 6-16 characters, letters and digits',
      field: 'newPassword',
    });
    expect(await change('newuser123', 'short', 'zh-Hant')).toEqual({
      code: 400,
      msg: '新密碼: 6-16位字元的密碼（數字和字母組成）',
      field: 'newPassword',
    });
    expect(await change('newuser123', 'better123', 'en')).toEqual({
      code: 200,
      msg: 'Changed, please remember the new password',
    });
    expect(await ask('GET', '/api/oauth/CurrentUser', 'en', { token: other })).toEqual({
      code: 600,
      msg: 'The password was changed, please sign in again',
    });
    expect(await ask('GET', '/api/oauth/CurrentUser', 'en')).toMatchObject({ code: 600 });
    expect((await ask('GET', '/api/oauth/CurrentUser', 'en')).msg).not.toMatch(HAN);
  });

  it('words what the request schema refuses, naming the field, in the language asked for', async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    const profile = (body: unknown, language?: string) =>
      ask('PUT', '/api/permission/Users/Current/BaseInfo', language, { token, body });
    const tooLong = { realName: 'x'.repeat(51) };
    expect(await profile(tooLong, 'en')).toEqual({
      code: 400,
      msg: 'Name: must be at most 50 characters',
      field: 'realName',
    });
    expect(await profile(tooLong, 'zh-TW')).toEqual({
      code: 400,
      msg: '姓名: 不能超過50個字元',
      field: 'realName',
    });
    expect(await profile(tooLong)).toEqual({ code: 400, msg: '姓名: 不能超过50个字符', field: 'realName' });
    expect(await profile({ realName: '张', gender: 'male' }, 'en')).toEqual({
      code: 400,
      msg: 'Gender: must be an integer',
      field: 'gender',
    });
    const pageOf = (query: string, language: string) =>
      ask('GET', `/api/permission/Users/Current/SystemLog?${query}`, language, { token });
    expect(await pageOf('currentPage=1&pageSize=501', 'zh-TW')).toEqual({
      code: 400,
      msg: 'querystring.pageSize: 不能大於500',
    });
    const login = (body: string, language: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload: body,
      });
    expect((await login('{not json', 'en')).json()).toEqual({ code: 400, msg: 'body: is not valid JSON' });
    expect((await login('{not json', 'zh-TW')).json()).toEqual({ code: 400, msg: 'body: 不是有效的 JSON' });
  });

  it('answers a path that does not exist in the language asked for', async () => {
    expect(await ask('GET', '/api/no/such/path', 'en')).toEqual({
      code: 404,
      msg: 'GET /api/no/such/path does not exist',
    });
    expect(await ask('GET', '/api/no/such/path', 'zh-CN')).toEqual({
      code: 404,
      msg: 'GET /api/no/such/path 不存在',
    });
  });
  it('names where a sign-in came from, and that it succeeded, in the language asked for', async () => {
    await signIn(server.app, 'admin', 'admin123');
    const token = await signIn(server.app, 'admin', 'admin123');
    type Page = { list: Array<Record<string, unknown>> };
    const placesIn = async (language: string) => {
      const user = await ask('GET', '/api/oauth/CurrentUser', language, { token });
      const own = await ask('GET', '/api/permission/Users/Current/SystemLog?category=1', language, { token });
      const log = await ask('GET', '/api/system/Log/1?currentPage=1&pageSize=5', language, { token });
      const online = await ask('GET', '/api/system/OnlineUser', language, { token });
      const ownRow = (own.data as Page).list[0];
      return {
        previous: (user.data as { userInfo: { prevLoginIPAddressName: string } }).userInfo
          .prevLoginIPAddressName,
        own: [ownRow?.ipAddressName, ownRow?.abstracts],
        log: (log.data as Page).list[0]?.ipAddressName,
        online: ((online.data as Page).list ?? (online.data as Page['list']))[0]?.loginIPAddressName,
      };
    };
    expect(await placesIn('en')).toEqual({
      previous: 'Local network',
      own: ['Local network', 'Signed in'],
      log: 'Local network',
      online: 'Local network',
    });
    expect(await placesIn('zh-TW')).toEqual({
      previous: '本地區域網路',
      own: ['本地區域網路', '登入成功'],
      log: '本地區域網路',
      online: '本地區域網路',
    });
    // Stored and answered by default as JNPF has them.
    expect(await placesIn('zh-CN')).toEqual({
      previous: '本地局域网',
      own: ['本地局域网', '登录成功'],
      log: '本地局域网',
      online: '本地局域网',
    });
  });
});
