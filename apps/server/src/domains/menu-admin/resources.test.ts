import type { ModulePermission } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { caller, countRows, MENU } from './test-fixtures.js';

const BUTTONS = '/api/system/ModuleButton';
const COLUMNS = '/api/system/ModuleColumn';
const FORMS = '/api/system/ModuleForm';

interface Button {
  id: string;
  parentId: string;
  enCode: string;
  enabledMark: number;
  children: Button[];
}

describe.each(databaseKinds)('a menu entry’s buttons, columns and form fields on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let moduleId: string;
  const adminCall = caller(
    () => server,
    () => admin,
  );
  const staffCall = caller(
    () => server,
    () => staff,
  );
  const staffButtons = async (menuId: string) => {
    const answer = await call<{ permissionList: ModulePermission[] }>(
      server.app,
      'GET',
      '/api/oauth/CurrentUser',
      {
        token: staff,
      },
    );
    return (
      answer.data?.permissionList.find((entry) => entry.modelId === menuId)?.button.map((b) => b.enCode) ?? []
    );
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    const created = await adminCall<{ id: string }>('POST', MENU, {
      parentId: 'menu-system',
      fullName: '资源测试',
      enCode: 'system.resources',
      icon: 'icon-ym icon-ym-page',
      type: 2,
      urlAddress: 'system/resources',
    });
    moduleId = created.data?.id as string;
  });
  afterAll(() => server?.close());

  it('keeps buttons as a tree under their entry, and refuses a parent below the button', async () => {
    const add = await adminCall<{ id: string }>('POST', BUTTONS, {
      moduleId,
      fullName: '新建',
      enCode: 'btn_add',
    });
    expect(add).toMatchObject({ code: 200, msg: '新建成功' });
    const addId = add.data?.id as string;
    const child = await adminCall<{ id: string }>('POST', BUTTONS, {
      moduleId,
      parentId: addId,
      fullName: '从模板新建',
      enCode: 'btn_addFromTemplate',
      description: '模板',
    });
    const childId = child.data?.id as string;
    const list = await adminCall<{ list: Button[] }>('GET', `${BUTTONS}/${moduleId}/List`);
    expect(list.data?.list).toEqual([
      expect.objectContaining({
        id: addId,
        parentId: '-1',
        enCode: 'btn_add',
        hasChildren: true,
        children: [
          expect.objectContaining({ id: childId, enCode: 'btn_addFromTemplate', description: '模板' }),
        ],
      }),
    ]);
    const searched = await adminCall<{ list: Button[] }>('GET', `${BUTTONS}/${moduleId}/List?keyword=模板`);
    expect(searched.data?.list.map((button) => button.id)).toEqual([addId]);
    const selector = await adminCall<{ list: Button[] }>('GET', `${BUTTONS}/${moduleId}/Selector`);
    expect(selector.data?.list[0]?.children[0]?.id).toBe(childId);
    const withTop = await adminCall<{ list: Button[] }>('GET', `${BUTTONS}/${moduleId}/Selector?withTop=1`);
    expect(withTop.data?.list.map((node) => [node.id, node.fullName])).toEqual([['-1', '顶级节点']]);
    expect(withTop.data?.list[0]?.children[0]?.children[0]?.id).toBe(childId);
    expect(
      await adminCall('PUT', `${BUTTONS}/${addId}`, {
        moduleId,
        parentId: childId,
        fullName: '新建',
        enCode: 'btn_add',
      }),
    ).toEqual({ code: 400, msg: '上级: 上级不能是自己或自己的下级', field: 'parentId' });
    expect(await adminCall('DELETE', `${BUTTONS}/${addId}`)).toEqual({
      code: 400,
      msg: 'id: 该按钮下有子按钮，不能删除',
    });
    expect((await adminCall<{ description: string }>('GET', `${BUTTONS}/${childId}`)).data).toMatchObject({
      moduleId,
      parentId: addId,
      description: '模板',
    });
  });

  it('refuses bad buttons naming the field, and writes nothing', async () => {
    const before = await countRows(server, 'moduleButton');
    const refusals: Array<[unknown, string]> = [
      [{ moduleId, fullName: '新建', enCode: 'btn_add' }, '编码: 编码 btn_add 已存在'],
      [
        { moduleId, fullName: '坏', enCode: 'btn add' },
        '编码: 编码只能包含英文、数字、下划线、连字符和小数点，且小数点不能放在首尾',
      ],
      [{ moduleId: 'ghost', fullName: '新建', enCode: 'btn_x' }, '功能: 菜单不存在或已删除'],
      [
        { moduleId: 'menu-system', fullName: '新建', enCode: 'btn_x' },
        '功能: 只有页面、功能和字典菜单有按钮、列表、表单和数据权限',
      ],
      [
        { moduleId, parentId: 'menu-system.area:btn_add', fullName: '新建', enCode: 'btn_x' },
        '上级: 上级 menu-system.area:btn_add 不存在',
      ],
      [{ moduleId, fullName: ' ', enCode: 'btn_x' }, '名称: 不能为空'],
      [{ moduleId, enCode: 'btn_x' }, '名称: 不能为空'],
    ];
    for (const [body, msg] of refusals)
      expect(await adminCall('POST', BUTTONS, body)).toMatchObject({ code: 400, msg });
    expect(
      await adminCall('PUT', `${BUTTONS}/menu-system.area:btn_add`, {
        moduleId,
        fullName: '新建',
        enCode: 'btn_add',
      }),
    ).toEqual({ code: 400, msg: '功能: 不能移到其他菜单', field: 'moduleId' });
    expect(await countRows(server, 'moduleButton')).toBe(before);
    expect(await adminCall('GET', `${BUTTONS}/ghost`)).toEqual({ code: 400, msg: '按钮不存在或已删除' });
  });

  it('shows a granted button in staff’s next CurrentUser, hides it when disabled, and deletes its grants', async () => {
    const menuId = 'menu-system.area';
    const created = await adminCall<{ id: string }>('POST', BUTTONS, {
      moduleId: menuId,
      fullName: '导出',
      enCode: 'btn_export',
    });
    const id = created.data?.id as string;
    await server.db
      .insertInto('authorize')
      .values({ roleId: 'role-staff', itemType: 'button', itemId: id })
      .execute();
    expect(await staffButtons(menuId)).toContain('btn_export');
    expect(await adminCall('PUT', `${BUTTONS}/${id}/Actions/State`)).toMatchObject({
      data: { enabledMark: 0 },
    });
    expect(await staffButtons(menuId)).not.toContain('btn_export');
    await adminCall('PUT', `${BUTTONS}/${id}/Actions/State`);
    expect(
      await adminCall('PUT', `${BUTTONS}/${id}`, {
        moduleId: menuId,
        fullName: '导出表格',
        enCode: 'btn_exportXlsx',
      }),
    ).toMatchObject({
      code: 200,
    });
    expect(await staffButtons(menuId)).toContain('btn_exportXlsx');
    expect(await adminCall('DELETE', `${BUTTONS}/${id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await staffButtons(menuId)).not.toContain('btn_exportXlsx');
    expect(await server.db.selectFrom('authorize').select('id').where('itemId', '=', id).execute()).toEqual(
      [],
    );
  });

  it('adds list columns one at a time or in a batch, all or none, naming the refused one', async () => {
    const one = await adminCall<{ id: string }>('POST', COLUMNS, {
      moduleId,
      fullName: '名称',
      enCode: 'fullName',
      bindTable: 'demo',
      fieldRule: 0,
    });
    expect(one.code, one.msg).toBe(200);
    expect(
      await adminCall('POST', COLUMNS, { moduleId, fullName: '明细', enCode: 'qty', fieldRule: 2 }),
    ).toEqual({ code: 400, msg: '子表控件: 不能为空', field: 'childTableKey' });
    const before = await countRows(server, 'moduleColumn');
    const refused = await adminCall('POST', `${COLUMNS}/Actions/Batch`, {
      moduleId,
      columnJson: [
        { fullName: '数量', enCode: 'qty', fieldRule: 2, childTableKey: 'tableField107' },
        { fullName: '名称', enCode: 'fullName' },
      ],
    });
    expect(refused).toEqual({ code: 400, msg: 'columnJson.1.enCode: 编码 fullName 已存在' });
    expect(
      await adminCall('POST', `${COLUMNS}/Actions/Batch`, {
        moduleId,
        columnJson: [
          { fullName: '甲', enCode: 'a' },
          { fullName: '甲', enCode: 'a' },
        ],
      }),
    ).toEqual({ code: 400, msg: 'columnJson.1.enCode: 编码 a 已存在' });
    // The list may come as the JSON text an administrator pasted, checked as the list is.
    const asText = (columnJson: string) =>
      adminCall('POST', `${COLUMNS}/Actions/Batch`, { moduleId, columnJson });
    expect(await asText('[{oops')).toEqual({
      code: 400,
      msg: '字段 JSON: 不是有效的 JSON',
      field: 'columnJson',
    });
    expect(await asText('{"fullName":"甲"}')).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^字段 JSON: /),
    });
    expect(await asText('[{"fullName":"甲"}]')).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^columnJson\.0\.enCode: /),
    });
    expect(await countRows(server, 'moduleColumn')).toBe(before);
    const pasted = await asText('[{"fullName":"备注","enCode":"remark","bindTable":"demo"}]');
    expect(pasted).toMatchObject({ code: 200, data: { ids: [expect.any(String)] } });
    await adminCall('DELETE', `${COLUMNS}/${(pasted.data as { ids: string[] }).ids[0]}`);

    const batch = await adminCall<{ ids: string[] }>('POST', `${COLUMNS}/Actions/Batch`, {
      moduleId,
      columnJson: [
        { fullName: '数量', enCode: 'qty', fieldRule: 2, childTableKey: 'tableField107' },
        { fullName: '单价', enCode: 'price', sortCode: 5 },
      ],
    });
    expect(batch.data?.ids).toHaveLength(2);
    const list = await adminCall<{ list: Array<Record<string, unknown>> }>(
      'GET',
      `${COLUMNS}/${moduleId}/Fields`,
    );
    expect(list.data?.list.map((column) => column.enCode)).toEqual(['fullName', 'qty', 'price']);
    expect(list.data?.list[1]).toMatchObject({
      fieldRule: 2,
      childTableKey: 'tableField107',
      enabledMark: 1,
    });
    expect(list.data?.list[0]).toMatchObject({ bindTable: 'demo' });

    const id = one.data?.id as string;
    expect(await adminCall('PUT', `${COLUMNS}/${id}/Actions/State`)).toMatchObject({
      data: { enabledMark: 0 },
    });
    expect(
      await adminCall('PUT', `${COLUMNS}/${id}`, { moduleId, fullName: '全称', enCode: 'fullName' }),
    ).toMatchObject({
      code: 200,
    });
    // Left out, the state and binding stay as they were.
    expect((await adminCall('GET', `${COLUMNS}/${id}`)).data).toMatchObject({
      fullName: '全称',
      enabledMark: 0,
      bindTable: 'demo',
    });
    await server.db
      .insertInto('authorize')
      .values({ roleId: 'role-staff', itemType: 'column', itemId: id })
      .execute();
    expect(await adminCall('DELETE', `${COLUMNS}/${id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await server.db.selectFrom('authorize').select('id').where('itemId', '=', id).execute()).toEqual(
      [],
    );
  });

  it('keeps form fields apart from list columns, with their own batch list', async () => {
    const batch = await adminCall<{ ids: string[] }>('POST', `${FORMS}/Actions/Batch`, {
      moduleId,
      formJson: [{ fullName: '名称', enCode: 'fullName' }],
    });
    expect(batch.code, batch.msg).toBe(200);
    expect(await adminCall('POST', `${FORMS}/Actions/Batch`, { moduleId, columnJson: [] })).toEqual({
      code: 400,
      msg: '字段 JSON: 不能为空',
      field: 'formJson',
    });
    const forms = await adminCall<{ list: Array<{ enCode: string }> }>('GET', `${FORMS}/${moduleId}/Fields`);
    expect(forms.data?.list.map((field) => field.enCode)).toEqual(['fullName']);
    expect(await adminCall('GET', `${COLUMNS}/${batch.data?.ids[0]}`)).toEqual({
      code: 400,
      msg: '字段不存在或已删除',
    });
  });

  it('answers 403 to staff for every change, writing nothing', async () => {
    const counts = async () =>
      Promise.all(
        (['moduleButton', 'moduleColumn', 'moduleForm'] as const).map((table) => countRows(server, table)),
      );
    const before = await counts();
    expect(await staffCall('GET', `${BUTTONS}/${moduleId}/List`)).toMatchObject({ code: 403 });
    expect(
      await staffCall('POST', BUTTONS, { moduleId, fullName: '新建', enCode: 'btn_staff' }),
    ).toMatchObject({ code: 403 });
    expect(
      await staffCall('POST', `${COLUMNS}/Actions/Batch`, {
        moduleId,
        columnJson: [{ fullName: 'x', enCode: 'x' }],
      }),
    ).toMatchObject({
      code: 403,
    });
    expect(await staffCall('DELETE', `${BUTTONS}/menu-system.area:btn_add`)).toMatchObject({ code: 403 });
    expect(await staffCall('PUT', `${BUTTONS}/menu-system.area:btn_add/Actions/State`)).toMatchObject({
      code: 403,
    });
    expect(await counts()).toEqual(before);
    expect(
      await server.db
        .selectFrom('moduleButton')
        .select('enabledMark')
        .where('id', '=', 'menu-system.area:btn_add')
        .executeTakeFirst(),
    ).toEqual({ enabledMark: 1 });
  });
});
