import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { addBuiltInSchemes, builtInSchemeId } from '../authorization/built-in-schemes.js';
import { menuIdOf } from '../authorization/menu-ids.js';
import {
  countRows,
  createRecord,
  leave,
  listRecords,
  ONLINE_DEV,
  readRecord,
  releaseLeaveModel,
  updateRecord,
} from './test-fixtures.js';

const NOT_FOUND = { code: 400, msg: '数据不存在或已删除' };

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/**
 * Column, form and data permissions as a user meets them through the API, with the grants set
 * through the authorization screen's own call.
 */
describe.each(databaseKinds)('OnlineDev column and data permissions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let model: string;
  let menu: string;
  /** Records by creator: admin (company), staff (研发部), newuser (市场部). */
  const ids: Record<string, string[]> = { admin: [], staff: [], newuser: [] };

  const scheme = (kindName: Parameters<typeof builtInSchemeId>[1]) => builtInSchemeId(menu, kindName);
  /** What the 权限授权 screen sends for the staff role: the entry, two columns, these schemes. */
  const grantStaff = async (resource: string[]) => {
    const saved = await call(server.app, 'PUT', `/api/permission/Authority/Data/role-staff`, {
      token: admin,
      body: {
        objectType: 'Role',
        module: ['menu-onlineDev', menu],
        column: [menu, `${menu}:column:applicant`, `${menu}:column:days`],
        resource,
      },
    });
    expect(saved.code, saved.msg).toBe(200);
  };
  const applicants = async (token = staff, body: Record<string, unknown> = {}) => {
    const answer = await listRecords(server, token, model, { sidx: 'days', sort: 'asc', ...body });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data?.list.map((row) => row.applicant);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    const newuser = await signIn(server.app, 'newuser', 'newuser123');
    model = await releaseLeaveModel(server, admin, 'leaveData', {
      useColumnPermission: true,
      useDataPermission: true,
    });
    menu = menuIdOf(model);
    await addBuiltInSchemes(server.db, menu);
    // newuser may add records before the test narrows anything.
    await grantStaff([scheme('all')]);
    const add = async (who: string, token: string, applicant: string, days: number) => {
      const created = await createRecord(
        server,
        token,
        model,
        leave({ applicant, days, phone: '13800000000' }),
      );
      expect(created.code, created.msg).toBe(200);
      ids[who]?.push(created.data?.id as string);
    };
    await add('admin', admin, '管理员甲', 1);
    await add('staff', staff, '张三甲', 2);
    await add('admin', admin, '管理员乙', 3);
    await add('staff', staff, '张三乙', 4);
    await add('newuser', newuser, '李四甲', 5);
  });
  afterAll(() => server?.close());

  it('shows a user granted two columns and the own-records scheme exactly that: list, read, export', async () => {
    await grantStaff([scheme('own')]);
    const answer = await listRecords(server, staff, model, { sidx: 'days', sort: 'asc' });
    expect(answer.data?.pagination.total).toBe(2);
    expect(answer.data?.list.map((row) => Object.keys(row).sort())).toEqual([
      ['applicant', 'creatorTime', 'days', 'id', 'lastModifyTime'],
      ['applicant', 'creatorTime', 'days', 'id', 'lastModifyTime'],
    ]);
    expect(answer.data?.list.map((row) => [row.applicant, row.days])).toEqual([
      ['张三甲', 2],
      ['张三乙', 4],
    ]);
    // The keyword and the visible filters search within those rows only.
    expect(await applicants(staff, { keyword: '甲' })).toEqual(['张三甲']);
    expect(await applicants(staff, { queryJson: JSON.stringify({ days: [3, null] }) })).toEqual(['张三乙']);

    const own = ids.staff?.[0] as string;
    expect(await readRecord(server, staff, model, own)).toMatchObject({ applicant: '张三甲' });
    const change = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${model}/${own}/DataChange`,
      {
        token: staff,
      },
    );
    expect(JSON.parse(change.data?.data ?? '{}')).toMatchObject({ applicant: '张三甲' });

    const exported = await call<{ url: string }>(
      server.app,
      'POST',
      `${ONLINE_DEV}/${model}/Actions/Export`,
      {
        token: staff,
        body: { selectKey: ['applicant', 'phone', 'days'], dataType: 1, sidx: 'days', sort: 'asc' },
      },
    );
    expect(exported.code, exported.msg).toBe(200);
    const sheet = await server.app.inject({ method: 'GET', url: exported.data?.url as string });
    expect(await sheetRows(sheet.rawPayload)).toEqual([
      ['申请人', '请假天数'],
      ['张三甲', 2],
      ['张三乙', 4],
    ]);
    const json = await call<{ url: string }>(
      server.app,
      'POST',
      `${ONLINE_DEV}/${model}/Actions/ExportData`,
      {
        token: staff,
      },
    );
    const file = (await server.app.inject({ method: 'GET', url: json.data?.url as string })).json() as {
      records: Array<{ data: Record<string, unknown> }>;
    };
    expect(file.records.map((record) => record.data)).toEqual([
      { applicant: '张三甲', days: 2 },
      { applicant: '张三乙', days: 4 },
    ]);
  });

  it('refuses the rest: others’ records, hidden columns, with nothing changed', async () => {
    await grantStaff([scheme('own')]);
    const others = ids.admin?.[0] as string;
    const at = `${ONLINE_DEV}/${model}/${others}`;
    expect(await call(server.app, 'GET', at, { token: staff })).toEqual(NOT_FOUND);
    expect(await call(server.app, 'GET', `${at}/DataChange`, { token: staff })).toEqual(NOT_FOUND);
    expect(await updateRecord(server, staff, model, others, leave({ days: 9 }))).toEqual(NOT_FOUND);
    expect(await call(server.app, 'DELETE', at, { token: staff })).toEqual(NOT_FOUND);
    const batch = await call(server.app, 'POST', `${ONLINE_DEV}/batchDelete/${model}`, {
      token: staff,
      body: { ids: [ids.staff?.[0], others] },
    });
    expect(batch).toEqual({ code: 400, msg: `ids: ${others} 数据不存在或已删除` });
    expect(await countRows(server, model)).toBe(5);
    expect(await readRecord(server, admin, model, others)).toMatchObject({ days: 1 });

    expect(await listRecords(server, staff, model, { sidx: 'phone' })).toEqual({
      code: 400,
      msg: 'sidx: 无权查看字段 phone',
    });
    expect(
      await listRecords(server, staff, model, { queryJson: JSON.stringify({ leaveType: 'annual' }) }),
    ).toEqual({ code: 400, msg: 'queryJson.leaveType: 无权查看字段 leaveType' });

    // The own records are the user's to change.
    const own = ids.staff?.[1] as string;
    const updated = await updateRecord(server, staff, model, own, leave({ applicant: '张三乙', days: 6 }));
    expect(updated.code, updated.msg).toBe(200);
    expect(await readRecord(server, admin, model, own)).toMatchObject({ days: 6 });
  });

  it('applies a grant change at the next call: schemes are a union, none means no rows, all means all', async () => {
    await grantStaff([scheme('own')]);
    expect(await applicants()).toEqual(['张三甲', '张三乙']);
    await grantStaff([]);
    expect((await listRecords(server, staff, model)).data?.pagination.total).toBe(0);
    expect(
      await call(server.app, 'GET', `${ONLINE_DEV}/${model}/${ids.staff?.[0]}`, { token: staff }),
    ).toEqual(NOT_FOUND);
    await grantStaff([scheme('all')]);
    expect(await applicants()).toHaveLength(5);

    // A condition scheme, with the own one: records meeting either.
    await server.db
      .insertInto('moduleDataScheme')
      .values({
        id: `${menu}:scheme:long`,
        moduleId: menu,
        fullName: '三天以上且名含甲',
        enCode: 'long',
        kind: 'condition',
        conditionJson: JSON.stringify([
          { field: 'days', op: '>=', value: 3 },
          { field: 'applicant', op: 'like', value: '甲' },
        ]),
      })
      .execute();
    await grantStaff([`${menu}:scheme:long`]);
    expect(await applicants()).toEqual(['李四甲']);
    await grantStaff([`${menu}:scheme:long`, scheme('own')]);
    expect(await applicants()).toEqual(['张三甲', '李四甲', '张三乙']);

    // A scheme's own change counts as a grant change.
    await server.db
      .updateTable('moduleDataScheme')
      .set({
        conditionJson: JSON.stringify([{ field: 'applicant', op: 'in', value: ['管理员乙', '李四甲'] }]),
      })
      .where('id', '=', `${menu}:scheme:long`)
      .execute();
    expect(await applicants()).toEqual(['张三甲', '管理员乙', '李四甲', '张三乙']);
  });

  it('reaches the records of the reader’s unit, the units below it, or the whole company', async () => {
    await grantStaff([scheme('ownDepartment')]);
    expect(await applicants()).toEqual(['张三甲', '张三乙']);
    // newuser moves into a unit below 研发部: seen from the next call by those below-or-same.
    await server.db
      .insertInto('organize')
      .values({
        id: 'org-rd-web',
        parentId: 'org-rd',
        category: 'department',
        fullName: '前端组',
        enCode: 'demo.rd.web',
        managerId: null,
      })
      .execute();
    await server.db
      .updateTable('users')
      .set({ organizeId: 'org-rd-web' })
      .where('id', '=', 'user-newuser')
      .execute();
    expect(await applicants()).toEqual(['张三甲', '张三乙']);
    await grantStaff([scheme('ownDepartmentAndBelow')]);
    // (张三乙 took 6 days in the test before: the list sorts by days.)
    expect(await applicants()).toEqual(['张三甲', '李四甲', '张三乙']);
    await grantStaff([scheme('ownOrganisation')]);
    expect(await applicants()).toHaveLength(5);
    // Moved back out of 研发部, newuser's record leaves the below-or-same list at once.
    await grantStaff([scheme('ownDepartmentAndBelow')]);
    await server.db
      .updateTable('users')
      .set({ organizeId: 'org-sales' })
      .where('id', '=', 'user-newuser')
      .execute();
    expect(await applicants()).toEqual(['张三甲', '张三乙']);
  });

  it('lets the administrator see everything, granted or not', async () => {
    await grantStaff([]);
    await server.db.deleteFrom('authorize').where('itemType', '=', 'dataScheme').execute();
    expect(await applicants(admin)).toHaveLength(5);
    const [row] = (await listRecords(server, admin, model)).data?.list ?? [];
    expect(row).toHaveProperty('phone', '13800000000');
  });
});
