import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { sendMultipart } from '../file/test-fixtures.js';
import { caller, downloadSheet, newUser, USERS } from './test-fixtures.js';

describe.each(databaseKinds)('exporting users to Excel on %s', (kind) => {
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
  const exported = async (query: string) => {
    const link = await adminCall<{ name: string; url: string }>('GET', `${USERS}/ExportExcel?${query}`);
    expect(link.code, link.msg).toBe(200);
    return downloadSheet(server, link.data?.url as string);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    for (const n of [1, 2, 3])
      await adminCall(
        'POST',
        USERS,
        newUser(`exp0${n}`, {
          managerId: 'user-staff',
          sortCode: 9,
          birthday: new Date(1990, 0, n).getTime(),
        }),
      );
  });
  afterAll(() => server?.close());

  it('exports the chosen columns of the matching users, names in place of ids', async () => {
    const rows = await exported(
      'keyword=exp&dataType=1&selectKey=realName,account,organizeId,managerId,positionId,roleId,birthday,enabledMark',
    );
    expect(rows).toEqual([
      ['账户', '姓名', '所属组织', '直属主管', '岗位', '角色', '状态', '出生年月'],
      [
        'exp03',
        '用户exp03',
        '示例科技有限公司/研发部',
        '张三/staff',
        '研发工程师',
        '普通员工',
        '启用',
        '1990-01-03',
      ],
      [
        'exp02',
        '用户exp02',
        '示例科技有限公司/研发部',
        '张三/staff',
        '研发工程师',
        '普通员工',
        '启用',
        '1990-01-02',
      ],
      [
        'exp01',
        '用户exp01',
        '示例科技有限公司/研发部',
        '张三/staff',
        '研发工程师',
        '普通员工',
        '启用',
        '1990-01-01',
      ],
    ]);
  });

  it('exports only the page the list shows unless asked for every match', async () => {
    const page = await exported('keyword=exp&currentPage=2&pageSize=2&dataType=0&selectKey=account');
    expect(page).toEqual([['账户'], ['exp01']]);
  });

  it('writes an export that imports again as it stands', async () => {
    const link = await adminCall<{ url: string }>(
      'GET',
      `${USERS}/ExportExcel?keyword=exp01&dataType=1&selectKey=account,realName,gender,organizeId,positionId,roleId,managerId,birthday,enabledMark,mobilePhone`,
    );
    const response = await server.app.inject({ method: 'GET', url: link.data?.url as string });
    const uploaded = await sendMultipart<{ name: string }>(
      server.app,
      `${USERS}/Uploader`,
      admin,
      {},
      {
        name: 'again.xlsx',
        bytes: response.rawPayload,
      },
    );
    const preview = await adminCall<{ dataRow: Array<Record<string, string>> }>(
      'GET',
      `${USERS}/ImportPreview?fileName=${uploaded.data?.name}`,
    );
    // Everything resolves; only the account, which exists already, is refused.
    expect(preview.data?.dataRow.map((row) => row.errorsInfo)).toEqual(['账户: 账户 exp01 已存在']);
  });

  it('refuses unknown columns naming selectKey, and staff without the export button', async () => {
    expect(await adminCall('GET', `${USERS}/ExportExcel?selectKey=account,passwordHash`)).toEqual({
      code: 400,
      msg: expect.stringMatching(/^selectKey: 只能是 account, realName/),
    });
    expect(await staffCall('GET', `${USERS}/ExportExcel?selectKey=account`)).toMatchObject({ code: 403 });
  });
});
