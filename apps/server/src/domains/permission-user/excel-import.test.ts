import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { sendMultipart } from '../file/test-fixtures.js';
import { caller, downloadSheet, linksOf, sheetOf, USERS, userByAccount, userCount } from './test-fixtures.js';

type Row = Record<string, string>;
interface ImportResult {
  snum: number;
  fnum: number;
  resultType: number;
  failResult: Row[];
}

const HEADER = [
  '账户',
  '姓名',
  '性别',
  '所属组织',
  '岗位',
  '角色',
  '直属主管',
  '手机号码',
  '出生年月',
  '状态',
];

describe.each(databaseKinds)('importing users from Excel on %s', (kind) => {
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
  const upload = async (token: string, name: string, bytes: Buffer) =>
    sendMultipart<{ name: string }>(server.app, `${USERS}/Uploader`, token, {}, { name, bytes });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('downloads a template with every column and a sample row', async () => {
    const link = await adminCall<{ name: string; url: string }>('GET', `${USERS}/TemplateDownload`);
    expect(link.data?.name).toBe('用户信息导入模板.xlsx');
    const [header, sample] = await downloadSheet(server, link.data?.url as string);
    expect(header).toHaveLength(24);
    expect(header?.slice(0, 5)).toEqual(['账户', '姓名', '性别', '电子邮箱', '所属组织']);
    expect(sample?.slice(0, 3)).toEqual(['zhangsan', '张三', '男']);
  });

  it('previews every row with its problems, imports only the good ones, and exports the refused', async () => {
    const before = await userCount(server);
    const sheet = await sheetOf([
      HEADER,
      [
        'imp01',
        '导入一',
        '女',
        '示例科技有限公司/研发部',
        '研发工程师',
        '普通员工',
        '张三/staff',
        '13900000001',
        new Date(Date.UTC(1991, 1, 3)),
        '启用',
      ],
      ['imp02', '导入二', '', '市场部'],
      ['imp03', '导入三', '男', '研发部', '', '', '', '123'],
      ['admin', '重复的', '男', '研发部'],
      ['imp05', '导入五', '未知', '不存在的部门'],
    ]);
    const uploaded = await upload(admin, '用户.xlsx', sheet);
    expect(uploaded.code, uploaded.msg).toBe(200);

    const preview = await adminCall<{ dataRow: Row[] }>(
      'GET',
      `${USERS}/ImportPreview?fileName=${uploaded.data?.name}`,
    );
    const rows = preview.data?.dataRow ?? [];
    expect(rows.map((row) => [row.account, row.errorsInfo])).toEqual([
      ['imp01', ''],
      ['imp02', ''],
      ['imp03', '手机号码: 请正确输入您的手机号'],
      ['admin', '账户: 账户 admin 已存在'],
      ['imp05', '所属组织: 组织 不存在的部门 不存在; 性别: 未知 不是可选的值'],
    ]);
    // The person fixing the sheet reads the fields by their labels, in their own language.
    const inEnglish = await adminCall<{ dataRow: Row[] }>(
      'GET',
      `${USERS}/ImportPreview?fileName=${uploaded.data?.name}`,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(inEnglish.data?.dataRow.at(-1)?.errorsInfo).toBe(
      'Organisation: the organization 不存在的部门 does not exist; Gender: 未知 is not one of the choices',
    );
    expect(rows[0]).toMatchObject({
      birthday: '1991-02-03',
      managerId: '张三/staff',
      organizeId: '示例科技有限公司/研发部',
    });
    expect(await userCount(server)).toBe(before);

    const imported = await adminCall<ImportResult>('POST', `${USERS}/ImportData`, { list: rows });
    expect(imported.data).toMatchObject({ snum: 2, fnum: 3, resultType: 1 });
    expect(imported.data?.failResult.map((row) => row.account)).toEqual(['imp03', 'admin', 'imp05']);
    expect(await userCount(server)).toBe(before + 2);
    const first = await userByAccount(server, 'imp01');
    expect(first).toMatchObject({
      realName: '导入一',
      gender: 2,
      organizeId: 'org-rd',
      managerId: 'user-staff',
    });
    expect(first?.birthday?.getFullYear()).toBe(1991);
    expect(await linksOf(server, first?.id as string)).toEqual([
      'Organize:org-rd',
      'Position:pos-engineer',
      'Role:role-staff',
    ]);
    expect(await userByAccount(server, 'imp03')).toBeUndefined();
    expect((await userByAccount(server, 'admin'))?.realName).toBe('管理员');
    await signIn(server.app, 'imp02', '0000');

    const refused = await adminCall<{ url: string }>('POST', `${USERS}/ExportExceptionData`, {
      list: imported.data?.failResult,
    });
    const [header, ...lines] = await downloadSheet(server, refused.data?.url as string);
    expect(header?.at(-1)).toBe('错误信息');
    expect(lines.map((line) => [line[0], line.at(-1)])).toEqual([
      ['imp03', '手机号码: 请正确输入您的手机号'],
      ['admin', '账户: 账户 admin 已存在'],
      ['imp05', '所属组织: 组织 不存在的部门 不存在; 性别: 未知 不是可选的值'],
    ]);
  });

  it('refuses an upload that is no .xlsx or holds too many rows, or another person’s upload', async () => {
    expect(await upload(admin, 'users.xlsx', Buffer.from('not a spreadsheet'))).toEqual({
      code: 400,
      msg: 'file: 不是有效的 .xlsx 文件',
    });
    const long = await sheetOf([
      HEADER,
      ...Array.from({ length: 1001 }, (_, n) => [`many${n}`, '多', '', '研发部']),
    ]);
    expect(await upload(admin, 'long.xlsx', long)).toEqual({ code: 400, msg: 'file: 最多导入1000条数据' });
    const mine = await upload(admin, 'ok.xlsx', await sheetOf([HEADER, ['later', '稍后', '', '研发部']]));
    expect(mine.code).toBe(200);
    // An upload someone else made reads as missing, as if there were none.
    await server.db
      .updateTable('fileObject')
      .set({ creatorUserId: 'user-staff' })
      .where('name', '=', mine.data?.name as string)
      .execute();
    expect(await adminCall('GET', `${USERS}/ImportPreview?fileName=${mine.data?.name}`)).toEqual({
      code: 400,
      msg: 'fileName: 文件不存在',
    });
    expect(await adminCall('GET', `${USERS}/ImportPreview?fileName=AAAAAAAAAAAAAAAAAAAAAA.xlsx`)).toEqual({
      code: 400,
      msg: 'fileName: 文件不存在',
    });
    expect(await adminCall('POST', `${USERS}/ImportData`, { list: [] })).toEqual({
      code: 400,
      msg: 'list: 导入数据为空',
    });
  });

  it('answers 403 to staff without the import button, and writes nothing', async () => {
    const before = await userCount(server);
    const answer = await staffCall('POST', `${USERS}/ImportData`, {
      list: [{ account: 'bystaff', realName: '员工', organizeId: '研发部' }],
    });
    expect(answer).toMatchObject({ code: 403 });
    expect(await upload(staff, 'x.xlsx', await sheetOf([HEADER]))).toMatchObject({ code: 403 });
    expect(await userCount(server)).toBe(before);
  });
});
