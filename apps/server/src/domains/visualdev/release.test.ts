import type { MenuItem, ModulePermission } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { addBuiltInSchemes, builtInSchemeId } from '../authorization/built-in-schemes.js';
import { LEAVE_FORM, leaveDesign } from './test-fixtures.js';

const BASE = '/api/visualdev/Base';
const PARENT = 'menu-onlineDev';

describe.each(databaseKinds)('releasing a design (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  const create = async (body: unknown) =>
    (await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body })).data?.id as string;
  const release = (id: string, body: unknown = { pc: 1, pcModuleParentId: PARENT }) =>
    call<{ version: number; moduleId: string | null }>(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body,
    });
  const versions = (id: string) =>
    server.db
      .selectFrom('visualdevRelease')
      .selectAll()
      .where('visualdevId', '=', id)
      .orderBy('version')
      .execute();
  const currentUser = async () =>
    (
      await call<{ menuList: MenuItem[]; permissionList: ModulePermission[] }>(
        server.app,
        'GET',
        '/api/oauth/CurrentUser',
        { token: admin },
      )
    ).data;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  it('refuses an invalid schema with the path of the first problem and stores nothing', async () => {
    const broken = { ...LEAVE_FORM, fields: [{ jnpfKey: 'noSuchWidget', vModel: 'x', label: 'x' }] };
    const id = await create(leaveDesign('broken', { formData: JSON.stringify(broken) }));
    const answer = await release(id);
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(/^fields\.0\.jnpfKey: /);
    expect(await versions(id)).toEqual([]);
    const row = await server.db
      .selectFrom('visualdev')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.state).toBe(0);
    expect(
      await server.db.selectFrom('module').select('id').where('enCode', '=', 'broken').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a vModel that reaches into object internals, naming the field, and writes nothing', async () => {
    const poisoned = {
      ...LEAVE_FORM,
      fields: [...LEAVE_FORM.fields, { jnpfKey: 'input', vModel: '__proto__', label: '原型' }],
    };
    const id = await create(leaveDesign('poisoned', { formData: JSON.stringify(poisoned) }));
    const answer = await release(id);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('fields.4.vModel: 字段名 "__proto__" 是保留的对象属性名，请换一个');
    expect(await versions(id)).toEqual([]);
    const row = await server.db
      .selectFrom('visualdev')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.state).toBe(0);
    expect(
      await server.db.selectFrom('module').select('id').where('enCode', '=', 'poisoned').executeTakeFirst(),
    ).toBeUndefined();
    const grants = await server.db
      .selectFrom('authorize')
      .select('id')
      .where('itemId', 'like', `menu-visualdev-${id}%`)
      .execute();
    expect(grants).toEqual([]);
  });

  it('refuses a vModel that is a system column, whatever its case', async () => {
    const clash = {
      ...LEAVE_FORM,
      fields: [{ jnpfKey: 'input', vModel: 'CreatorTime', label: '时间' }],
    };
    const id = await create(leaveDesign('clash', { formData: JSON.stringify(clash) }));
    const answer = await release(id);
    expect(answer).toEqual({
      code: 400,
      msg: 'fields.0.vModel: 字段名 "CreatorTime" 已被系统列占用，请换一个',
    });
    const inEnglish = await call(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: PARENT },
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.msg).toBe(
      'fields.0.vModel: The field name "CreatorTime" is taken by a system column; choose another',
    );
    expect(await versions(id)).toEqual([]);
  });

  it('words a malformed formula in the language asked for', async () => {
    const formula = {
      ...LEAVE_FORM,
      fields: [
        { jnpfKey: 'inputNumber', vModel: 'days', label: '天数' },
        { jnpfKey: 'calculate', vModel: 'total', label: '合计', expression: [{ field: 'days' }, '+'] },
      ],
    };
    const id = await create(leaveDesign('formula', { formData: JSON.stringify(formula) }));
    expect(await release(id)).toEqual({ code: 400, msg: 'fields.1.expression: 公式不能以运算符结尾' });
    const inTraditional = await call(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: PARENT },
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(inTraditional.msg).toBe('fields.1.expression: 公式不能以運算符結尾');
  });

  it('answers 400 for a missing design, a draft without a form and an unknown parent', async () => {
    expect(await release('no-such-id')).toEqual({ code: 400, msg: '该功能不存在或已删除' });
    const empty = await create({ fullName: '空白', enCode: 'emptyForm' });
    expect(await release(empty)).toEqual({ code: 400, msg: '设计: 表单尚未设计', field: 'formData' });
    const orphan = await create(leaveDesign('orphan'));
    expect(await release(orphan, { pc: 1, pcModuleParentId: 'menu-nowhere' })).toEqual({
      code: 400,
      msg: '上级菜单: 上级菜单不存在',
      field: 'pcModuleParentId',
    });
    expect(await versions(orphan)).toEqual([]);
  });

  it('stores version 1, marks it released and publishes a menu entry admin sees at once', async () => {
    const id = await create(leaveDesign('leaveRelease'));
    const answer = await release(id);
    expect(answer.msg).toBe('发布成功');
    expect(answer.data?.version).toBe(1);

    const [v1] = await versions(id);
    expect(v1).toMatchObject({ version: 1, releasedBy: 'user-admin', formData: JSON.stringify(LEAVE_FORM) });
    const design = await server.db
      .selectFrom('visualdev')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(design?.state).toBe(1);

    const entry = await server.db
      .selectFrom('module')
      .selectAll()
      .where('enCode', '=', 'leaveRelease')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      parentId: PARENT,
      type: 3,
      fullName: '请假申请',
      urlAddress: 'onlineDev/leaveRelease',
    });
    expect(JSON.parse(entry.propertyJson)).toEqual({ moduleId: id });

    const user = await currentUser();
    const parent = user?.menuList.find((menu) => menu.id === PARENT);
    expect(parent?.children.map((menu) => menu.enCode)).toContain('leaveRelease');
    const permission = user?.permissionList.find((item) => item.modelId === entry.id);
    expect(permission?.button.map((button) => button.enCode)).toEqual([
      'btn_add',
      'btn_edit',
      'btn_remove',
      'btn_detail',
      'btn_download',
      'btn_batchRemove',
      'btn_batchPrint',
    ]);
    expect(permission?.column.map((column) => [column.enCode, column.fullName])).toEqual([
      ['applicant', '申请人'],
      ['days', '请假天数'],
    ]);
    expect(permission?.form.map((field) => field.enCode)).toEqual(['applicant', 'days', 'reason']);

    const grants = await server.db
      .selectFrom('authorize')
      .select('itemType')
      .where('roleId', '=', 'role-admin')
      .where('itemId', 'like', `${entry.id}%`)
      .execute();
    // The entry, 7 buttons, 2 columns, 3 fields and the 全部数据 scheme.
    expect(grants).toHaveLength(1 + 7 + 2 + 3 + 1);
    const schemes = await server.db
      .selectFrom('moduleDataScheme')
      .select(['fullName', 'kind'])
      .where('moduleId', '=', entry.id)
      .orderBy('sortCode')
      .execute();
    expect(schemes.map((scheme) => scheme.fullName)).toEqual([
      '全部数据',
      '本人创建的数据',
      '本部门的数据',
      '本部门及下级部门的数据',
      '本组织的数据',
    ]);
  });

  it('grants the released entry to the administrator role only: staff neither sees nor may open it', async () => {
    const id = await create(leaveDesign('leaveAdminOnly'));
    const moduleId = (await release(id)).data?.moduleId as string;
    const staffGrants = await server.db
      .selectFrom('authorize')
      .select('itemId')
      .where('roleId', '=', 'role-staff')
      .where('itemId', 'like', `${moduleId}%`)
      .execute();
    expect(staffGrants).toEqual([]);

    const staff = await signIn(server.app, 'staff', 'staff123');
    const user = (
      await call<{ menuList: MenuItem[]; permissionList: ModulePermission[] }>(
        server.app,
        'GET',
        '/api/oauth/CurrentUser',
        { token: staff },
      )
    ).data;
    const flat = (menus: MenuItem[]): string[] =>
      menus.flatMap((menu) => [menu.id, ...flat(menu.children ?? [])]);
    expect(flat(user?.menuList ?? [])).not.toContain(moduleId);
    expect(user?.permissionList.map((item) => item.modelId)).not.toContain(moduleId);
    const list = await call(server.app, 'POST', `/api/visualdev/OnlineDev/${id}/List`, {
      token: staff,
      body: { currentPage: 1, pageSize: 20, menuId: moduleId },
    });
    expect(list.code).not.toBe(200);
  });

  it('re-releases as version 2 and updates the same menu entry instead of adding one', async () => {
    const id = await create(leaveDesign('leaveTwice'));
    await release(id);
    const changedForm = {
      ...LEAVE_FORM,
      fields: [
        ...LEAVE_FORM.fields.filter((field) => field.vModel !== 'reason'),
        {
          jnpfKey: 'datePicker',
          vModel: 'startDate',
          label: '开始日期',
        },
      ],
    };
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign('leaveTwice', { fullName: '请假申请（新）', formData: JSON.stringify(changedForm) }),
    });
    const second = await release(id);
    expect(second.data?.version).toBe(2);

    const stored = await versions(id);
    expect(stored.map((row) => row.version)).toEqual([1, 2]);
    expect(JSON.parse(stored[0]?.formData as string)).toEqual(LEAVE_FORM);
    expect(JSON.parse(stored[1]?.formData as string)).toEqual(changedForm);

    const entries = await server.db
      .selectFrom('module')
      .selectAll()
      .where('propertyJson', 'like', `%${id}%`)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.fullName).toBe('请假申请（新）');
    // The built-in schemes are there once, whatever the number of releases.
    const schemes = await server.db
      .selectFrom('moduleDataScheme')
      .select('id')
      .where('moduleId', '=', entries[0]?.id as string)
      .execute();
    expect(schemes).toHaveLength(5);
    const permission = (await currentUser())?.permissionList.find((item) => item.modelId === entries[0]?.id);
    expect(permission?.form.map((field) => field.enCode)).toEqual(['applicant', 'days', 'startDate']);
  });

  it('removes the published entry with the design', async () => {
    const id = await create(leaveDesign('leaveGone'));
    const moduleId = (await release(id)).data?.moduleId as string;
    await addBuiltInSchemes(server.db, moduleId);
    await server.db
      .insertInto('authorize')
      .values({ roleId: 'role-staff', itemType: 'dataScheme', itemId: builtInSchemeId(moduleId, 'own') })
      .execute();
    await call(server.app, 'DELETE', `${BASE}/${id}`, { token: admin });
    expect(await versions(id)).toEqual([]);
    expect(
      await server.db.selectFrom('module').select('id').where('id', '=', moduleId).executeTakeFirst(),
    ).toBeUndefined();
    const grants = await server.db
      .selectFrom('authorize')
      .select('id')
      .where('itemId', 'like', `${moduleId}%`)
      .execute();
    expect(grants).toEqual([]);
    expect(
      await server.db.selectFrom('moduleDataScheme').select('id').where('moduleId', '=', moduleId).execute(),
    ).toEqual([]);
  });
});
