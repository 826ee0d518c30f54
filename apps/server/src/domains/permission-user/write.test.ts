import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  databaseKinds,
  loginForm,
  signIn,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.js';
import { caller, linksOf, newUser, USERS, userByAccount, userCount } from './test-fixtures.js';

describe.each(databaseKinds)('creating, changing and deleting users on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const adminCall = caller(
    () => server,
    () => admin,
  );
  const staffCall = caller(
    () => server,
    () => staff,
  );

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('creates a user with their links, who signs in with the initial password and must change it', async () => {
    const created = await adminCall<{ id: string }>(
      'POST',
      USERS,
      newUser('wangwu', {
        organizeId: 'org-rd,org-sales',
        positionId: 'pos-engineer,pos-sales',
        roleId: 'role-staff,role-admin',
        managerId: 'user-staff',
        mobilePhone: '13912345678',
        email: 'wangwu@example.com',
        birthday: Date.UTC(1990, 4, 1),
        nativePlace: '杭州',
      }),
    );
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data?.id as string;
    expect(await linksOf(server, id)).toEqual([
      'Organize:org-rd',
      'Organize:org-sales',
      'Position:pos-engineer',
      'Position:pos-sales',
      'Role:role-staff',
      'Role:role-admin',
    ]);
    const detail = await adminCall<Record<string, unknown>>('GET', `${USERS}/${id}`);
    expect(detail.data).toMatchObject({
      account: 'wangwu',
      gender: '1',
      organizeId: 'org-rd,org-sales',
      organizeIdTree: [
        ['org-company', 'org-rd'],
        ['org-company', 'org-sales'],
      ],
      positionId: 'pos-engineer,pos-sales',
      roleId: 'role-staff,role-admin',
      managerId: 'user-staff',
      birthday: Date.UTC(1990, 4, 1),
      nativePlace: '杭州',
      enabledMark: 1,
    });
    const stored = await userByAccount(server, 'wangwu');
    expect(stored).toMatchObject({ organizeId: 'org-rd', positionId: 'pos-engineer', isFirst: 0 });
    await signIn(server.app, 'wangwu', '0000');
  });

  it('gives a new user the initial password the administrator chose, which editing cannot change', async () => {
    const chosen = createHash('md5').update('Start2026').digest('hex');
    const created = await adminCall<{ id: string }>(
      'POST',
      USERS,
      newUser('chosenpw', { userPassword: chosen }),
    );
    expect(created.code, created.msg).toBe(200);
    expect(await userByAccount(server, 'chosenpw')).toMatchObject({ isFirst: 0 });
    await signIn(server.app, 'chosenpw', 'Start2026');
    const zero = await call(server.app, 'POST', '/api/oauth/Login', { form: loginForm('chosenpw', '0000') });
    expect(zero.code).not.toBe(200);

    const empty = await adminCall('POST', USERS, newUser('emptypw', { userPassword: '' }));
    expect(empty.code, empty.msg).toBe(200);
    await signIn(server.app, 'emptypw', '0000');

    const plain = await adminCall('POST', USERS, newUser('plainpw', { userPassword: 'Start2026' }));
    expect(plain.code).toBe(400);
    expect(plain).toMatchObject({ code: 400, field: 'userPassword' });

    const id = created.data?.id as string;
    const other = createHash('md5').update('Other2026').digest('hex');
    await adminCall('PUT', `${USERS}/${id}`, newUser('chosenpw', { userPassword: other }));
    await signIn(server.app, 'chosenpw', 'Start2026');
  });

  it('refuses bad input naming the field, in the language asked for, and writes nothing', async () => {
    const before = await userCount(server);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [newUser('Admin'), '账户: 账户 Admin 已存在'],
      [newUser('bad@name'), '账户: 名称不能含有特殊符号'],
      [newUser('m1', { mobilePhone: '12345678901' }), '手机号码: 请正确输入您的手机号'],
      [newUser('m2', { email: 'not-an-email' }), '电子邮箱: 请正确输入您的邮箱地址'],
      [newUser('m3', { organizeId: 'org-ghost' }), '所属组织: 组织 org-ghost 不存在'],
      [newUser('m4', { organizeId: ' , ' }), '所属组织: 不能为空'],
      [newUser('m5', { positionId: 'pos-sales' }), '岗位: 岗位 销售专员 不属于所选组织'],
      [newUser('m6', { roleId: 'role-ghost' }), '角色: 角色 role-ghost 不存在'],
      [newUser('m7', { managerId: 'user-ghost' }), '主管: 直属主管 user-ghost 不存在'],
      [newUser('m8', { nation: 'dict-ghost' }), '民族: dict-ghost 不是可选的字典项'],
      [
        newUser('m9', { headIcon: '/api/file/Image/userAvatar/AAAAAAAAAAAAAAAAAAAAAA.png' }),
        '头像: 请先上传头像图片',
      ],
      [{ ...newUser('m10'), realName: undefined }, '姓名: 不能为空'],
    ];
    // A field with a label is named by it, its code beside the message as `field`.
    for (const [body, msg] of refusals)
      expect(await adminCall('POST', USERS, body)).toMatchObject({ code: 400, msg });
    expect(
      await adminCall('POST', USERS, newUser('m11', { mobilePhone: '123' }), { 'accept-language': 'en' }),
    ).toEqual({
      code: 400,
      msg: 'Mobile: Enter a valid mobile number',
      field: 'mobilePhone',
    });
    expect(
      await adminCall('POST', USERS, newUser('m12', { email: 'x' }), { 'accept-language': 'zh-TW' }),
    ).toEqual({
      code: 400,
      msg: '電子郵箱: 請正確輸入您的電子郵件地址',
      field: 'email',
    });
    expect(await userCount(server)).toBe(before);
  });

  it('updates a user and replaces their links; the account stays as it was', async () => {
    const id = (await adminCall<{ id: string }>('POST', USERS, newUser('zhaoliu'))).data?.id as string;
    const changed = await adminCall('PUT', `${USERS}/${id}`, {
      ...newUser('zhaoliu', { organizeId: 'org-sales', positionId: 'pos-sales', roleId: '' }),
      realName: '赵六',
      sortCode: 7,
      id: 'forged-id',
      isAdministrator: true,
    });
    expect(changed).toMatchObject({ code: 200, msg: '更新成功' });
    expect(await userByAccount(server, 'zhaoliu')).toMatchObject({
      id,
      realName: '赵六',
      sortCode: 7,
      organizeId: 'org-sales',
      isAdministrator: false,
    });
    expect(await linksOf(server, id)).toEqual(['Organize:org-sales', 'Position:pos-sales']);
    expect(await adminCall('PUT', `${USERS}/${id}`, newUser('renamed'))).toEqual({
      code: 400,
      msg: '账户: 账户创建后不能修改',
      field: 'account',
    });
    expect(await adminCall('PUT', `${USERS}/${id}`, newUser('zhaoliu', { managerId: id }))).toEqual({
      code: 400,
      msg: '主管: 直属主管不能是自己或自己的下属',
      field: 'managerId',
    });
  });

  it('keeps the administrator and oneself enabled and undeleted', async () => {
    const adminBody = newUser('admin', { organizeId: 'org-company', positionId: 'pos-ceo', enabledMark: 0 });
    expect(await adminCall('PUT', `${USERS}/user-admin`, adminBody)).toEqual({
      code: 400,
      msg: '状态: 超级管理员不能禁用或锁定',
      field: 'enabledMark',
    });
    expect(await adminCall('DELETE', `${USERS}/user-admin`)).toEqual({
      code: 400,
      msg: 'id: 超级管理员不能删除',
    });
    expect((await userByAccount(server, 'admin'))?.enabledMark).toBe(1);
  });

  it('refuses to delete a user others still report to, naming them, and deletes one nobody points at', async () => {
    expect(await adminCall('DELETE', `${USERS}/user-staff`)).toEqual({
      code: 400,
      msg: expect.stringMatching(/^id: 该用户仍是 .*李四\/newuser.* 的直属主管$/),
    });
    const id = (await adminCall<{ id: string }>('POST', USERS, newUser('tobedeleted'))).data?.id as string;
    expect(await adminCall('DELETE', `${USERS}/${id}`)).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await userByAccount(server, 'tobedeleted')).toBeUndefined();
    expect(await linksOf(server, id)).toEqual([]);
    expect(await adminCall('DELETE', `${USERS}/${id}`)).toEqual({ code: 400, msg: '用户不存在' });
  });

  it('answers 403 to staff without the buttons, and changes nothing', async () => {
    const before = await userCount(server);
    expect(await staffCall('POST', USERS, newUser('bystaff'))).toMatchObject({ code: 403 });
    expect(
      await staffCall('PUT', `${USERS}/user-newuser`, newUser('newuser', { realName: '改名' })),
    ).toMatchObject({
      code: 403,
    });
    expect(await staffCall('DELETE', `${USERS}/user-newuser`)).toMatchObject({ code: 403 });
    expect(await userCount(server)).toBe(before);
    expect((await userByAccount(server, 'newuser'))?.realName).toBe('李四');
  });
});
