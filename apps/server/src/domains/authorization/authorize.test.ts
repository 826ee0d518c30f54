import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import type { AuthorizeStep } from './authorize-values.js';
import { builtInSchemeId } from './built-in-schemes.js';
import { menuIdOf } from './menu-ids.js';
import { AUTHORITY, findNode } from './test-fixtures.js';

const DENIED = { code: 403, msg: 'Permission Denied' };
const LEAVE_MENU = menuIdOf(LEAVE_MODEL_ID);
const DICTIONARY = 'menu-system.dictionary';

describe.each(databaseKinds)('authorization (权限授权) on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  const values = (objectId: string, body?: Record<string, unknown>, token = admin) =>
    call<AuthorizeStep>(server.app, 'POST', `${AUTHORITY}/Data/${objectId}/Values`, { token, body });
  const save = (objectId: string, body: Record<string, unknown>, token = admin) =>
    call(server.app, 'PUT', `${AUTHORITY}/Data/${objectId}`, { token, body });
  const grantsOf = async (roleId: string) =>
    (
      await server.db
        .selectFrom('authorize')
        .select(['itemType', 'itemId'])
        .where('roleId', '=', roleId)
        .execute()
    )
      .map((row) => `${row.itemType} ${row.itemId}`)
      .sort();

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('answers the menu step: every entry as a tree, the ones the role holds, and all ids', async () => {
    const answer = await values('role-staff', { type: 'module', objectType: 'Role' });
    expect(answer.code, answer.msg).toBe(200);
    const step = answer.data as AuthorizeStep;
    const permission = step.list.find((node) => node.id === 'menu-permission');
    expect(permission).toMatchObject({ fullName: '组织权限', type: 'module', hasChildren: true });
    expect(permission?.children.map((node) => node.id)).toContain('menu-permission.authorize');
    const modules = await server.db.selectFrom('module').select('id').execute();
    expect([...step.all].sort()).toEqual(modules.map((row) => row.id).sort());
    const held = await server.db
      .selectFrom('authorize')
      .select('itemId')
      .where('roleId', '=', 'role-staff')
      .where('itemType', '=', 'module')
      .execute();
    expect([...step.ids].sort()).toEqual(held.map((row) => row.itemId).sort());
    expect(step.ids).toContain('menu-permission.user');
    expect(step.ids).not.toContain('menu-permission.authorize');
  });

  it('answers the button step for the entries asked for, items under their menus', async () => {
    const answer = await values('role-staff', { type: 'button', moduleIds: `${DICTIONARY},menu-system` });
    const step = answer.data as AuthorizeStep;
    expect(step.list.map((node) => node.id)).toEqual(['menu-system']);
    const dictionary = findNode(step.list, DICTIONARY);
    expect(dictionary?.children.map((node) => [node.id, node.type])).toEqual([
      [`${DICTIONARY}:btn_add`, 'button'],
      [`${DICTIONARY}:btn_edit`, 'button'],
      [`${DICTIONARY}:btn_remove`, 'button'],
      [`${DICTIONARY}:btn_detail`, 'button'],
      [`${DICTIONARY}:btn_export`, 'button'],
      [`${DICTIONARY}:btn_upload`, 'button'],
    ]);
    expect(step.ids).toEqual([`${DICTIONARY}:btn_add`, `${DICTIONARY}:btn_detail`]);
    expect(step.all).toEqual([
      'menu-system',
      DICTIONARY,
      ...(dictionary?.children.map((node) => node.id) ?? []),
    ]);
  });

  it('answers every step at once, with the columns, form fields and data schemes of each entry', async () => {
    const answer = await values('role-admin', {});
    expect(answer.code, answer.msg).toBe(200);
    const steps = answer.data as unknown as Record<string, AuthorizeStep>;
    expect(Object.keys(steps)).toEqual(['module', 'button', 'column', 'form', 'resource']);
    const leaveColumns = findNode(steps.column?.list ?? [], LEAVE_MENU);
    expect(leaveColumns?.children.map((node) => node.id)).toContain(`${LEAVE_MENU}:column:applicant`);
    const leaveFields = findNode(steps.form?.list ?? [], LEAVE_MENU);
    expect(leaveFields?.children.map((node) => node.id)).toContain(`${LEAVE_MENU}:form:phone`);
    const schemes = findNode(steps.resource?.list ?? [], LEAVE_MENU);
    expect(schemes?.children.map((node) => [node.fullName, node.type])).toEqual([
      ['全部数据', 'resource'],
      ['本人创建的数据', 'resource'],
      ['本部门的数据', 'resource'],
      ['本部门及下级部门的数据', 'resource'],
      ['本组织的数据', 'resource'],
    ]);
    expect(steps.resource?.ids).toEqual([builtInSchemeId(LEAVE_MENU, 'all')]);
    // The batch screen asks for object 0: the trees, nothing held.
    const batch = await values('0', { type: 'resource' });
    expect(batch.data?.ids).toEqual([]);
    expect(batch.data?.all).toEqual(steps.resource?.all);
  });

  it('shows JNPF’s client the one system in the first step, held; saving passes its id over', async () => {
    // JNPF's request helper sends jnpf-origin and a cache-busting time, and never asks for the
    // canonical shape.
    const jnpf = (body: Record<string, unknown>) =>
      call<AuthorizeStep>(server.app, 'POST', `${AUTHORITY}/Data/role-staff/Values?n=1795000000`, {
        token: admin,
        headers: { 'jnpf-origin': 'pc' },
        shape: 'jnpf',
        body,
      });
    const system = await jnpf({ type: 'system', moduleIds: '' });
    expect(system.code, system.msg).toBe(200);
    expect(system.data?.list.map((node) => [node.fullName, node.hasChildren])).toEqual([['Formwork', false]]);
    const systemId = system.data?.list[0]?.id as string;
    expect(system.data).toMatchObject({ ids: [systemId], all: [systemId] });
    expect((await values('role-staff', { type: 'system' })).data).toEqual({ list: [], ids: [], all: [] });
    // The client carries the ticked system into the menu step's list and on to the save.
    await server.db
      .insertInto('role')
      .values({ id: 'role-jnpf', fullName: 'JNPF', enCode: 'jnpf' })
      .execute();
    const saved = await save('role-jnpf', {
      objectType: 'Role',
      systemIds: [systemId],
      module: [systemId, 'menu-system', DICTIONARY],
      button: [systemId, `${DICTIONARY}:btn_add`],
    });
    expect(saved, saved.msg).toEqual({ code: 200, msg: '更新成功' });
    expect(await grantsOf('role-jnpf')).toEqual([
      `button ${DICTIONARY}:btn_add`,
      'module menu-system',
      `module ${DICTIONARY}`,
    ]);
  });

  it('saves a role: each kind sent replaces what it held, menu ids in item lists passed over', async () => {
    await server.db
      .insertInto('role')
      .values({ id: 'role-clerk', fullName: '文员', enCode: 'clerk' })
      .execute();
    const first = await save('role-clerk', {
      objectType: 'Role',
      module: ['menu-system', DICTIONARY, LEAVE_MENU],
      systemIds: [],
      button: ['menu-system', DICTIONARY, `${DICTIONARY}:btn_add`],
      column: [LEAVE_MENU, `${LEAVE_MENU}:column:applicant`],
      form: [`${LEAVE_MENU}:form:applicant`, `${LEAVE_MENU}:form:days`],
      resource: [builtInSchemeId(LEAVE_MENU, 'own')],
    });
    expect(first, first.msg).toEqual({ code: 200, msg: '更新成功' });
    expect(await grantsOf('role-clerk')).toEqual([
      `button ${DICTIONARY}:btn_add`,
      `column ${LEAVE_MENU}:column:applicant`,
      `dataScheme ${builtInSchemeId(LEAVE_MENU, 'own')}`,
      `form ${LEAVE_MENU}:form:applicant`,
      `form ${LEAVE_MENU}:form:days`,
      'module menu-system',
      `module ${DICTIONARY}`,
      `module ${LEAVE_MENU}`,
    ]);
    const read = await values('role-clerk', { type: 'resource' });
    expect(read.data?.ids).toEqual([builtInSchemeId(LEAVE_MENU, 'own')]);

    // Sent again with other ids: exactly those; kinds not sent stay as they were.
    await save('role-clerk', {
      module: [LEAVE_MENU],
      resource: [builtInSchemeId(LEAVE_MENU, 'all'), builtInSchemeId(LEAVE_MENU, 'ownDepartment')],
      form: [],
    });
    expect(await grantsOf('role-clerk')).toEqual([
      `button ${DICTIONARY}:btn_add`,
      `column ${LEAVE_MENU}:column:applicant`,
      `dataScheme ${builtInSchemeId(LEAVE_MENU, 'all')}`,
      `dataScheme ${builtInSchemeId(LEAVE_MENU, 'ownDepartment')}`,
      `module ${LEAVE_MENU}`,
    ]);
  });

  it('refuses ids that name nothing, unknown roles and other holders, changing nothing', async () => {
    const before = await grantsOf('role-staff');
    expect(
      await save('role-staff', { module: [], button: [`${DICTIONARY}:btn_add`, 'no-such-button'] }),
    ).toEqual({ code: 400, msg: 'button: no-such-button 不存在或已删除' });
    // An id of another kind names nothing in this list.
    expect(await save('role-staff', { column: [`${DICTIONARY}:btn_add`] })).toEqual({
      code: 400,
      msg: `column: ${DICTIONARY}:btn_add 不存在或已删除`,
    });
    expect(await save('role-staff', { resource: ['nope'] })).toEqual({
      code: 400,
      msg: 'resource: nope 不存在或已删除',
    });
    expect(await save('role-staff', { objectType: 'Position', module: [] })).toEqual({
      code: 400,
      msg: 'objectType: 只能为角色授权',
    });
    expect(await save('role-ghost', { module: [] })).toEqual({
      code: 400,
      msg: 'objectId: 角色 role-ghost 不存在或已删除',
    });
    expect((await values('role-ghost', { type: 'module' })).msg).toBe(
      'objectId: 角色 role-ghost 不存在或已删除',
    );
    expect((await save('role-staff', { module: 'menu-system' })).code).toBe(400);
    expect(await grantsOf('role-staff')).toEqual(before);
  });

  it('refuses staff, who lack the 权限授权 entry, with no change', async () => {
    const before = await grantsOf('role-staff');
    expect(await values('role-staff', { type: 'module' }, staff)).toEqual(DENIED);
    expect(await save('role-staff', { module: [DICTIONARY, 'menu-permission.authorize'] }, staff)).toEqual(
      DENIED,
    );
    expect(
      await call(server.app, 'POST', `${AUTHORITY}/Data/Batch`, {
        token: staff,
        body: { roleIds: ['role-staff'], module: ['menu-permission.authorize'] },
      }),
    ).toEqual(DENIED);
    expect(await call(server.app, 'GET', `${AUTHORITY}/Model/${DICTIONARY}/Role`, { token: staff })).toEqual(
      DENIED,
    );
    expect(await grantsOf('role-staff')).toEqual(before);
  });

  it('adds grants to several roles at once, keeping what they held', async () => {
    const staffBefore = await grantsOf('role-staff');
    const batch = (body: Record<string, unknown>) =>
      call(server.app, 'POST', `${AUTHORITY}/Data/Batch`, { token: admin, body });
    expect(await batch({ roleIds: ['role-staff', 'role-ghost'], module: [LEAVE_MENU] })).toEqual({
      code: 400,
      msg: 'roleIds: 角色 role-ghost 不存在或已删除',
    });
    expect(await batch({ roleIds: ['role-staff'], button: ['nope'] })).toMatchObject({ code: 400 });
    expect(await grantsOf('role-staff')).toEqual(staffBefore);

    const added = await batch({
      roleIds: ['role-staff', 'role-clerk'],
      module: [LEAVE_MENU, 'menu-onlineDev'],
      resource: [builtInSchemeId(LEAVE_MENU, 'own')],
    });
    expect(added.code, added.msg).toBe(200);
    const staffAfter = await grantsOf('role-staff');
    expect(staffAfter).toEqual(
      expect.arrayContaining([...staffBefore, `dataScheme ${builtInSchemeId(LEAVE_MENU, 'own')}`]),
    );
    expect(await grantsOf('role-clerk')).toContain(`dataScheme ${builtInSchemeId(LEAVE_MENU, 'own')}`);
    expect(await grantsOf('role-clerk')).toContain(`dataScheme ${builtInSchemeId(LEAVE_MENU, 'all')}`);
  });

  it('reads and sets the roles holding one item', async () => {
    const holders = (itemId: string) =>
      call<{ ids: string[] }>(server.app, 'GET', `${AUTHORITY}/Model/${itemId}/Role`, { token: admin });
    expect((await holders(`${DICTIONARY}:btn_detail`)).data?.ids).toEqual(['role-admin', 'role-staff']);
    const set = await call(server.app, 'PUT', `${AUTHORITY}/Model/${DICTIONARY}:btn_detail`, {
      token: admin,
      body: { objectType: 'Role', objectId: ['role-admin', 'role-clerk'] },
    });
    expect(set.code, set.msg).toBe(200);
    expect((await holders(`${DICTIONARY}:btn_detail`)).data?.ids).toEqual(['role-admin', 'role-clerk']);
    expect((await holders('nothing-here')).msg).toBe('itemId: nothing-here 不存在或已删除');
    expect(
      await call(server.app, 'PUT', `${AUTHORITY}/Model/${DICTIONARY}:btn_detail`, {
        token: admin,
        body: { objectId: ['role-ghost'] },
      }),
    ).toEqual({ code: 400, msg: 'objectId: 角色 role-ghost 不存在或已删除' });
    expect((await holders(`${DICTIONARY}:btn_detail`)).data?.ids).toEqual(['role-admin', 'role-clerk']);
  });

  it('lets a role granted 权限授权 read the role list it picks from, and nothing more of 角色管理', async () => {
    const roles = () => call(server.app, 'GET', '/api/permission/Role', { token: staff });
    expect(await roles()).toEqual(DENIED);
    const granted = await call(server.app, 'POST', `${AUTHORITY}/Data/Batch`, {
      token: admin,
      body: { roleIds: ['role-staff'], module: ['menu-permission', 'menu-permission.authorize'] },
    });
    expect(granted.code, granted.msg).toBe(200);
    const listed = await call<{ list: Array<{ id: string }> }>(server.app, 'GET', '/api/permission/Role', {
      token: staff,
    });
    expect(listed.code, listed.msg).toBe(200);
    expect(listed.data?.list.map((role) => role.id)).toContain('role-staff');
    const before = await server.db.selectFrom('role').select('id').execute();
    expect(
      await call(server.app, 'POST', '/api/permission/Role', {
        token: staff,
        body: { fullName: '越权角色', enCode: 'sneaky', globalMark: 1 },
      }),
    ).toEqual(DENIED);
    expect(await call(server.app, 'GET', '/api/permission/Role/role-staff', { token: staff })).toEqual(
      DENIED,
    );
    expect(await server.db.selectFrom('role').select('id').execute()).toEqual(before);
  });
});
