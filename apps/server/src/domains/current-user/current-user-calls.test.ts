import type { PagedList } from '@formwork/schema';
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
import { sendMultipart } from '../file/test-fixtures.js';

const BASE = '/api/permission/Users/Current';

/** A PNG of one pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(databaseKinds)('current-user calls on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  const staffRow = () =>
    server.db.selectFrom('users').selectAll().where('id', '=', 'user-staff').executeTakeFirstOrThrow();

  it('reads and updates the profile', async () => {
    const info = await call<Record<string, unknown>>(server.app, 'GET', `${BASE}/BaseInfo`, { token: staff });
    expect(info.data).toMatchObject({
      account: 'staff',
      realName: '张三',
      departmentName: '研发部',
      positionName: '研发工程师',
    });
    expect(info.data).not.toHaveProperty('organize');
    // JNPF's profile page reads the organisation path, positions and roles under its own names.
    const jnpf = await call<Record<string, unknown>>(
      server.app,
      'GET',
      `${BASE}/BaseInfo?n=${Math.floor(Date.now() / 1000)}`,
      { token: staff, headers: { 'jnpf-origin': 'pc' }, shape: 'jnpf' },
    );
    expect(jnpf.data).toMatchObject({
      organize: '示例科技有限公司/研发部',
      position: '研发工程师',
      roleId: '普通员工',
      departmentName: '研发部',
    });

    const update = {
      realName: '张三丰',
      email: 'zsf@example.com',
      mobilePhone: '13912345678',
      birthday: 631152000000,
      signature: '你好',
    };
    expect(await call(server.app, 'PUT', `${BASE}/BaseInfo`, { token: staff, body: update })).toEqual({
      code: 200,
      msg: '修改成功',
    });
    const row = await staffRow();
    expect(row).toMatchObject({
      realName: '张三丰',
      email: 'zsf@example.com',
      mobilePhone: '13912345678',
      signature: '你好',
    });
    expect(row.birthday?.getTime()).toBe(631152000000);
  });

  it('refuses a bad profile with the field and the rule message, changing nothing', async () => {
    const before = await staffRow();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ realName: '张', mobilePhone: '12345' }, 'mobilePhone', '手机号码: 请正确输入您的手机号'],
      [{ realName: '张', email: 'not-an-email' }, 'email', '电子邮箱: 请正确输入您的邮箱地址'],
      [{ realName: '' }, 'realName', '姓名: 不能为空'],
      [{ realName: '张', gender: 'male' }, 'gender', '性别: 应为整数'],
      [{ email: 'a@b.com' }, 'realName', '姓名: 不能为空'],
      [{ realName: 'x'.repeat(51) }, 'realName', '姓名: 不能超过50个字符'],
    ];
    for (const [body, field, msg] of cases) {
      expect(await call(server.app, 'PUT', `${BASE}/BaseInfo`, { token: staff, body })).toEqual({
        code: 400,
        msg,
        field,
      });
    }
    expect(await staffRow()).toEqual(before);
  });

  it('ignores fields the profile form does not offer', async () => {
    await call(server.app, 'PUT', `${BASE}/BaseInfo`, {
      token: staff,
      body: { realName: '张三', isAdministrator: true, account: 'root' },
    });
    expect(await staffRow()).toMatchObject({ realName: '张三', isAdministrator: false, account: 'staff' });
  });

  it('saves theme and language, refusing unknown values', async () => {
    expect(
      (await call(server.app, 'PUT', `${BASE}/SystemTheme`, { token: staff, body: { theme: 'blend' } })).code,
    ).toBe(200);
    expect(
      (await call(server.app, 'PUT', `${BASE}/SystemLanguage`, { token: staff, body: { language: 'en' } }))
        .code,
    ).toBe(200);
    expect(
      (await call(server.app, 'PUT', `${BASE}/SystemTheme`, { token: staff, body: { theme: 'neon' } })).code,
    ).toBe(400);
    expect(
      (await call(server.app, 'PUT', `${BASE}/SystemLanguage`, { token: staff, body: { language: 'fr' } }))
        .code,
    ).toBe(400);
    expect(await staffRow()).toMatchObject({ theme: 'blend', language: 'en' });
    const login = await call<{ theme: string }>(server.app, 'POST', '/api/oauth/Login', {
      form: loginForm('staff', 'staff123'),
    });
    expect(login.data?.theme).toBe('blend');
  });

  it('sets the avatar to an image the user uploaded as one, and refuses any other name', async () => {
    const upload = (token: string) =>
      sendMultipart<{ name: string }>(
        server.app,
        '/api/file/Uploader/userAvatar',
        token,
        {},
        { name: 'me.png', bytes: PNG },
      );
    const mine = (await upload(staff)).data?.name as string;
    const ok = await call<{ headIcon: string }>(server.app, 'PUT', `${BASE}/Avatar/${mine}`, {
      token: staff,
    });
    expect(ok.data?.headIcon).toBe(`/api/file/Image/userAvatar/${mine}`);
    expect((await staffRow()).headIcon).toBe(mine);
    // Someone else's upload, a name never uploaded, and path tricks.
    const admin = await signIn(server.app, 'admin', 'admin123');
    const theirs = (await upload(admin)).data?.name as string;
    for (const name of [theirs, 'face-01.png', '..%2F..%2Fetc%2Fpasswd'])
      expect((await call(server.app, 'PUT', `${BASE}/Avatar/${name}`, { token: staff })).code).toBe(400);
    expect((await staffRow()).headIcon).toBe(mine);
  });

  it('takes an uploaded avatar whose random name begins with - or _', async () => {
    // Upload names are 22 base64url characters, so about one in 32 begins with one of these two.
    for (const name of ['-AbCdEfGhIjKlMnOpQrStU.png', '_AbCdEfGhIjKlMnOpQrStU.png']) {
      await server.db
        .insertInto('fileObject')
        .values({
          name,
          versionId: name,
          type: 'userAvatar',
          md5: md5(name),
          size: PNG.length,
          extension: 'png',
          fileName: 'me.png',
          contentType: 'image/png',
          creatorUserId: 'user-staff',
        })
        .execute();
      const answer = await call<{ headIcon: string }>(server.app, 'PUT', `${BASE}/Avatar/${name}`, {
        token: staff,
      });
      expect(answer.data?.headIcon).toBe(`/api/file/Image/userAvatar/${name}`);
      expect((await staffRow()).headIcon).toBe(name);
    }
  });

  it('lists own organisations and positions, and switches the main one only to one held', async () => {
    const positions = await call<Array<{ id: string; isDefault: boolean }>>(
      server.app,
      'GET',
      `${BASE}/getUserPositions`,
      { token: staff },
    );
    expect(positions.data).toEqual([{ id: 'pos-engineer', fullName: '研发工程师', isDefault: true }]);
    const organizes = await call(server.app, 'GET', `${BASE}/getUserOrganizes`, { token: staff });
    expect(organizes.data).toEqual([{ id: 'org-rd', fullName: '研发部', isDefault: true }]);
    const refused = await call(server.app, 'PUT', `${BASE}/major`, {
      token: staff,
      body: { majorId: 'pos-ceo', majorType: 'Position' },
    });
    expect(refused).toEqual({ code: 400, msg: '主要组织或岗位: 您未担任该岗位', field: 'majorId' });
    expect((await staffRow()).positionId).toBe('pos-engineer');
  });

  it('shows subordinates in your own reporting line only', async () => {
    const admin = await signIn(server.app, 'admin', 'admin123');
    const mine = await call<Array<{ id: string; userName: string; isLeaf: boolean }>>(
      server.app,
      'GET',
      `${BASE}/Subordinate/0`,
      { token: admin },
    );
    expect(mine.data).toEqual([
      expect.objectContaining({ id: 'user-staff', userName: '张三/staff', isLeaf: false }),
    ]);
    const deeper = await call<Array<{ id: string }>>(server.app, 'GET', `${BASE}/Subordinate/user-staff`, {
      token: admin,
    });
    expect(deeper.data?.map((row) => row.id)).toEqual(['user-newuser']);
    expect((await call(server.app, 'GET', `${BASE}/Subordinate/user-admin`, { token: staff })).code).toBe(
      403,
    );
  });

  it('lists the grants and the sign-in history, paged', async () => {
    const grants = await call<{ module: Array<{ enCode: string }>; button: unknown[] }>(
      server.app,
      'GET',
      `${BASE}/Authorize`,
      { token: staff },
    );
    expect(grants.data?.module.map((node) => node.enCode)).toEqual([
      'permission',
      'system',
      // The seeded 请假申请 is granted to staff, under its online-dev directory.
      'onlineDev',
      'messageRecord',
      'profile',
    ]);
    const history = await call<PagedList<{ success: boolean; ipAddressName: string }>>(
      server.app,
      'GET',
      `${BASE}/SystemLog?currentPage=1&pageSize=1`,
      { token: staff },
    );
    expect(history.data?.list).toHaveLength(1);
    expect(history.data?.pagination).toMatchObject({ currentPage: 1, pageSize: 1 });
    expect(history.data?.pagination.total).toBeGreaterThanOrEqual(2);
    expect((await call(server.app, 'GET', `${BASE}/SystemLog?pageSize=9999`, { token: staff })).msg).toBe(
      'querystring.pageSize: 不能大于500',
    );
  });

  it('changes the password under the password rule, ending the other sessions', async () => {
    const other = await signIn(server.app, 'newuser', 'newuser123');
    const current = await signIn(server.app, 'newuser', 'newuser123');
    const change = (oldPassword: string, newPassword: string) =>
      call(server.app, 'POST', `${BASE}/Actions/ModifyPassword`, {
        token: current,
        body: { oldPassword: md5(oldPassword), newPassword },
      });

    expect(await change('newuser123', 'short')).toEqual({
      code: 400,
      msg: '新密码: 6-16位字符的密码（数字和字母组成）',
      field: 'newPassword',
    });
    expect(await change('newuser123', 'onlyletters')).toEqual({
      code: 400,
      msg: '新密码: 6-16位字符的密码（数字和字母组成）',
      field: 'newPassword',
    });
    expect(await change('wrong123', 'better123')).toEqual({
      code: 400,
      msg: '旧密码: 原密码错误',
      field: 'oldPassword',
    });
    expect(await change('newuser123', 'newuser123')).toEqual({
      code: 400,
      msg: '新密码: 新密码不能与原密码相同',
      field: 'newPassword',
    });
    const user = () =>
      server.db
        .selectFrom('users')
        .select(['isFirst', 'errorCount'])
        .where('id', '=', 'user-newuser')
        .executeTakeFirstOrThrow();
    expect((await user()).isFirst).toBe(0);

    expect(await change('newuser123', 'better123')).toEqual({ code: 200, msg: '修改成功，请牢记新密码' });
    expect(await user()).toEqual({ isFirst: 1, errorCount: 0 });
    expect((await call(server.app, 'GET', '/api/oauth/CurrentUser', { token: current })).code).toBe(200);
    expect(await call(server.app, 'GET', '/api/oauth/CurrentUser', { token: other })).toEqual({
      code: 600,
      msg: '密码已修改，请重新登录',
    });
    await expect(signIn(server.app, 'newuser', 'newuser123')).rejects.toThrow('账号或密码错误');
    expect(await signIn(server.app, 'newuser', 'better123')).toMatch(/^bearer /);
  });
});
