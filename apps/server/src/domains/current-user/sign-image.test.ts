import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const SIGN = '/api/permission/Users/Current/SignImg';
const DRAWING =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const OTHER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mNk+M9QzwAEjDAGACCDAv8cI7IoAAAAAElFTkSuQmCC';

describe.each(databaseKinds)('the signed-in user’s signature on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  const list = async () => (await call<unknown[]>(server.app, 'GET', SIGN, { token: staff })).data;
  const currentSignImg = async () =>
    (
      await call<{ userInfo: { signImg: string } }>(server.app, 'GET', '/api/oauth/CurrentUser', {
        token: staff,
      })
    ).data?.userInfo.signImg;

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('keeps one drawn signature, lists it as the default, replaces it with a new one and deletes it', async () => {
    expect(await list()).toEqual([]);
    expect(
      await call(server.app, 'POST', SIGN, { token: staff, body: { signImg: DRAWING, isDefault: 1 } }),
    ).toEqual({
      code: 200,
      msg: '新建成功',
    });
    expect(await list()).toEqual([{ id: 'signature', signImg: DRAWING, isDefault: 1 }]);
    expect(await currentSignImg()).toBe(DRAWING);

    await call(server.app, 'POST', SIGN, { token: staff, body: { signImg: OTHER, isDefault: 0 } });
    expect(await list()).toEqual([{ id: 'signature', signImg: OTHER, isDefault: 1 }]);
    expect(
      (await call(server.app, 'PUT', `/api/permission/Users/Current/signature/SignImg`, { token: staff }))
        .code,
    ).toBe(200);

    expect(
      await call(server.app, 'DELETE', `/api/permission/Users/Current/signature/SignImg`, { token: staff }),
    ).toEqual({
      code: 200,
      msg: '删除成功',
    });
    expect(await list()).toEqual([]);
    expect(await currentSignImg()).toBe('');
    expect(
      (await call(server.app, 'DELETE', `/api/permission/Users/Current/signature/SignImg`, { token: staff }))
        .msg,
    ).toBe('id: 个性签名不存在或已删除');
    expect(
      await call(server.app, 'PUT', `/api/permission/Users/Current/other/SignImg`, { token: staff }),
    ).toEqual({ code: 400, msg: 'id: 个性签名不存在或已删除' });
  });

  it('refuses what is not a drawn picture, naming the field, and keeps nothing', async () => {
    for (const signImg of [
      '',
      'javascript:alert(1)',
      'data:text/html;base64,PGI+',
      `data:image/png;base64,${'A'.repeat(700_000)}`,
    ]) {
      const answer = await call(server.app, 'POST', SIGN, { token: staff, body: { signImg } });
      expect(answer).toMatchObject({ code: 400, field: 'signImg' });
    }
    expect(await list()).toEqual([]);
  });
});
