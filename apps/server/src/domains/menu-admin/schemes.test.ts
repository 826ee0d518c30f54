import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { builtInSchemeId } from '../authorization/built-in-schemes.js';
import { parseConditions } from '../authorization/data-conditions.js';
import { menuIdOf } from '../authorization/menu-ids.js';
import { caller, countRows } from './test-fixtures.js';

const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
const FIELDS = '/api/system/ModuleDataAuthorize';
const LEAVE_MENU = menuIdOf(LEAVE_MODEL_ID);

interface Scheme {
  id: string;
  enCode: string;
  kind: string;
  allData: number;
  conditionJson: string;
  conditionText: string;
}

describe.each(databaseKinds)('data permission schemes and fields on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  /** A form field of the released leave request, which its conditions may be written on. */
  let formField: string;
  const adminCall = caller(
    () => server,
    () => admin,
  );
  const staffCall = caller(
    () => server,
    () => staff,
  );
  const stored = (id: string) =>
    server.db.selectFrom('moduleDataScheme').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    const field = await server.db
      .selectFrom('moduleForm')
      .select('enCode')
      .where('moduleId', '=', LEAVE_MENU)
      .orderBy('sortCode')
      .executeTakeFirstOrThrow();
    formField = field.enCode;
  });
  afterAll(() => server?.close());

  it('lists the entry’s schemes, the built-in ones first', async () => {
    const list = await adminCall<{ list: Scheme[] }>('GET', `${SCHEMES}/${LEAVE_MENU}/List`);
    expect(list.data?.list.map((scheme) => scheme.kind)).toEqual([
      'all',
      'own',
      'ownDepartment',
      'ownDepartmentAndBelow',
      'ownOrganisation',
    ]);
    expect(list.data?.list[0]).toMatchObject({ allData: 1, conditionJson: '[]', conditionText: '' });
  });

  it('stores a condition scheme in the shape the list filter reads', async () => {
    const conditions = [
      { field: formField, op: '==', value: '@userId' },
      { field: formField, op: 'in', value: ['年假', '病假'] },
    ];
    const created = await adminCall<{ id: string }>('POST', SCHEMES, {
      moduleId: LEAVE_MENU,
      fullName: '我的年假和病假',
      enCode: 'mine',
      conditionJson: JSON.stringify(conditions.map((row) => ({ ...row, label: 'dropped' }))),
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const row = await stored(created.data?.id as string);
    expect(row).toMatchObject({ kind: 'condition', moduleId: LEAVE_MENU, enabledMark: 1 });
    expect(parseConditions(row?.conditionJson ?? '')).toEqual(conditions);
    const info = await adminCall<Scheme>('GET', `${SCHEMES}/${created.data?.id}`);
    expect(info.data?.conditionText).toBe(`${formField} == "@userId" and ${formField} in ["年假","病假"]`);

    // JNPF's 全部数据 button sends allData instead of a kind.
    const all = await adminCall<{ id: string }>('POST', SCHEMES, {
      moduleId: LEAVE_MENU,
      fullName: '全部数据',
      enCode: 'jnpf_alldata',
      allData: 1,
      conditionJson: 'ignored',
    });
    expect(await stored(all.data?.id as string)).toMatchObject({ kind: 'all', conditionJson: '[]' });
  });

  it('refuses bad schemes naming the field, and writes nothing', async () => {
    const before = await countRows(server, 'moduleDataScheme');
    const scheme = (extra: Record<string, unknown>) => ({
      moduleId: LEAVE_MENU,
      fullName: '条件',
      enCode: 'bad',
      ...extra,
    });
    const refusals: Array<[unknown, string]> = [
      [scheme({ conditionJson: '[]' }), '过滤条件: 条件方案至少需要一个条件'],
      [scheme({}), '过滤条件: 不是有效的 JSON'],
      [scheme({ conditionJson: '{"field":"x"}' }), '过滤条件: 应为列表'],
      [
        scheme({ conditionJson: '[{"field":"ghost","op":"==","value":1}]' }),
        'conditionJson.0.field: ghost 不是该菜单的表单字段或数据权限字段',
      ],
      // A sub-table column holds no single value per record to compare.
      [
        scheme({ conditionJson: '[{"field":"handover-task","op":"==","value":"交接"}]' }),
        'conditionJson.0.field: handover-task 不是该菜单的表单字段或数据权限字段',
      ],
      [
        scheme({
          conditionJson: `[{"field":"${formField}","op":"==","value":1},{"field":"${formField}","op":"~","value":1}]`,
        }),
        'conditionJson.1.op: 只能是 ==, !=, >, >=, <, <=, like, in 之一',
      ],
      [
        scheme({ conditionJson: `[{"field":"${formField}","op":"in","value":"年假"}]` }),
        'conditionJson.0.value: 应为列表',
      ],
      [scheme({ conditionJson: `[{"field":"${formField}","op":"=="}]` }), 'conditionJson.0.value: 不能为空'],
      [scheme({ conditionJson: '[1]' }), 'conditionJson.0: 应为 {field, op, value} 形式的条件'],
      [
        scheme({ kind: 'everything' }),
        '数据范围: 只能是 all, own, ownDepartment, ownDepartmentAndBelow, ownOrganisation, condition 之一',
      ],
      [scheme({ kind: 'all', enCode: 'own' }), '编码: 编码 own 已存在'],
      [
        scheme({ kind: 'all', moduleId: 'menu-system' }),
        '功能: 只有页面、功能和字典菜单有按钮、列表、表单和数据权限',
      ],
    ];
    for (const [body, msg] of refusals)
      expect(await adminCall('POST', SCHEMES, body)).toMatchObject({ code: 400, msg });
    expect(await countRows(server, 'moduleDataScheme')).toBe(before);
  });

  it('renames a built-in scheme but keeps its kind; deleting a scheme deletes its grants', async () => {
    const ownId = builtInSchemeId(LEAVE_MENU, 'own');
    const body = { moduleId: LEAVE_MENU, fullName: '我创建的', enCode: 'own' };
    expect(await adminCall('PUT', `${SCHEMES}/${ownId}`, body)).toMatchObject({ code: 200 });
    expect(await stored(ownId)).toMatchObject({ fullName: '我创建的', kind: 'own' });
    expect(await adminCall('PUT', `${SCHEMES}/${ownId}`, { ...body, kind: 'all' })).toEqual({
      code: 400,
      msg: '数据范围: 内置方案不能改变类型',
      field: 'kind',
    });

    await server.db
      .insertInto('authorize')
      .values({ roleId: 'role-staff', itemType: 'dataScheme', itemId: ownId })
      .execute();
    expect(await adminCall('DELETE', `${SCHEMES}/${ownId}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await stored(ownId)).toBeUndefined();
    expect(
      await server.db.selectFrom('authorize').select('id').where('itemId', '=', ownId).execute(),
    ).toEqual([]);
    expect(await adminCall('DELETE', `${SCHEMES}/${ownId}`)).toEqual({
      code: 400,
      msg: '数据权限方案不存在或已删除',
    });
  });

  it('keeps the fields conditions are written on, which a condition may then use', async () => {
    const created = await adminCall<{ id: string }>('POST', FIELDS, {
      moduleId: LEAVE_MENU,
      fullName: '创建人',
      enCode: 'creatorUserId',
      type: 'varchar',
      conditionSymbol: '==,!=,==',
      conditionText: '@userId',
    });
    expect(created.code, created.msg).toBe(200);
    const list = await adminCall<{ list: Array<Record<string, unknown>> }>(
      'GET',
      `${FIELDS}/${LEAVE_MENU}/List`,
    );
    expect(list.data?.list).toEqual([
      expect.objectContaining({
        id: created.data?.id,
        enCode: 'creatorUserId',
        conditionSymbol: '==,!=',
        conditionText: '@userId',
        fieldRule: 0,
      }),
    ]);
    const scheme = await adminCall('POST', SCHEMES, {
      moduleId: LEAVE_MENU,
      fullName: '我创建的（条件）',
      enCode: 'mineByField',
      conditionJson: '[{"field":"creatorUserId","op":"==","value":"@userId"}]',
    });
    expect(scheme.code, scheme.msg).toBe(200);

    const before = await countRows(server, 'moduleDataAuthorize');
    const field = (extra: Record<string, unknown>) => ({
      moduleId: LEAVE_MENU,
      fullName: '字段',
      enCode: 'f',
      ...extra,
    });
    const refusals: Array<[unknown, string]> = [
      [field({ conditionSymbol: 'Equal' }), '条件符号: 只能是 ==, !=, >, >=, <, <=, like, in 之一'],
      [field({ conditionText: '@branchManageOrganize' }), '条件内容: 只能是 text, @userId, @organizeId 之一'],
      [field({ type: 'blob' }), '类型: 只能是 string, int, double, varchar, datetime, text, bigint 之一'],
      [field({ fieldRule: 2 }), '子表控件: 不能为空'],
      [field({ moduleId: 'ghost' }), '功能: 菜单不存在或已删除'],
    ];
    for (const [body, msg] of refusals)
      expect(await adminCall('POST', FIELDS, body)).toMatchObject({ code: 400, msg });
    expect(await countRows(server, 'moduleDataAuthorize')).toBe(before);

    const id = created.data?.id as string;
    expect(
      await adminCall('PUT', `${FIELDS}/${id}`, {
        moduleId: LEAVE_MENU,
        fullName: '录入人',
        enCode: 'creatorUserId',
      }),
    ).toMatchObject({ code: 200 });
    expect((await adminCall('GET', `${FIELDS}/${id}`)).data).toMatchObject({
      fullName: '录入人',
      conditionText: '@userId',
    });
    expect(await adminCall('DELETE', `${FIELDS}/${id}`)).toEqual({ code: 200, msg: '删除成功' });
    expect(await adminCall('GET', `${FIELDS}/${LEAVE_MENU}/List`)).toMatchObject({ data: { list: [] } });
  });

  it('answers 403 to staff, writing nothing', async () => {
    const before = await countRows(server, 'moduleDataScheme');
    expect(await staffCall('GET', `${SCHEMES}/${LEAVE_MENU}/List`)).toMatchObject({ code: 403 });
    expect(
      await staffCall('POST', SCHEMES, {
        moduleId: LEAVE_MENU,
        fullName: '全部',
        enCode: 'staffAll',
        kind: 'all',
      }),
    ).toMatchObject({ code: 403 });
    expect(await staffCall('DELETE', `${SCHEMES}/${builtInSchemeId(LEAVE_MENU, 'all')}`)).toMatchObject({
      code: 403,
    });
    expect(
      await staffCall('POST', FIELDS, { moduleId: LEAVE_MENU, fullName: '字段', enCode: 'f' }),
    ).toMatchObject({ code: 403 });
    expect(await countRows(server, 'moduleDataScheme')).toBe(before);
    expect(await countRows(server, 'moduleDataAuthorize')).toBe(0);
  });
});
