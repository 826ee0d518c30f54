import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PORTAL,
  DEMO_PORTAL_ID,
  LEAVE_STATS_INTERFACE_ID,
  PORTAL_MENU_ID,
} from '../../seed/seed-report-portal.js';
import { databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import { type Caller, countRows, DENIED, signInBoth } from '../permission-org/test-fixtures.js';

const PORTAL = '/api/visualdev/Portal';

interface Portal {
  id: string;
  fullName: string;
  enCode: string;
  formData: string;
}

const schema = (cards: unknown[]) => JSON.stringify({ version: 1, kind: 'portal', cards });
const entry = (extra: Record<string, unknown> = {}) => ({
  fullName: '销售看板',
  enCode: 'salesBoard',
  ...extra,
});

describe.each(databaseKinds)('portals on %s', (kind) => {
  let server: TestServer;
  let admin: Caller;
  let staff: Caller;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ admin, staff } = await signInBoth(server));
  });
  afterAll(() => server?.close());

  it('lists the seeded portal and shows its schema to any signed-in user', async () => {
    const list = await admin<{ list: Portal[] }>('GET', PORTAL);
    expect(list.data?.list.map((row) => row.id)).toEqual([DEMO_PORTAL_ID]);
    expect(list.data?.list[0]).not.toHaveProperty('formData');
    expect(await staff('GET', PORTAL)).toEqual(DENIED);
    const shown = await staff<{ formData: string }>('GET', `${PORTAL}/${DEMO_PORTAL_ID}/auth`);
    expect(JSON.parse(shown.data?.formData ?? '')).toEqual(DEMO_PORTAL);
  });

  it('creates, designs and deletes a portal, refusing a schema that is not one', async () => {
    const created = await admin<string>('POST', PORTAL, entry());
    expect(created.code).toBe(200);
    const id = created.data as string;
    const fresh = await admin<Portal>('GET', `${PORTAL}/${id}`);
    expect(JSON.parse(fresh.data?.formData ?? '')).toEqual({ version: 1, kind: 'portal', cards: [] });

    const cards = [{ id: 'n', type: 'count', title: '用户', span: 6, query: 'users' }];
    expect(await admin('PUT', `${PORTAL}/${id}`, entry({ formData: schema(cards) }))).toMatchObject({
      code: 200,
    });
    // The list's form sends no schema: the designed one is kept.
    expect(await admin('PUT', `${PORTAL}/${id}`, entry({ fullName: '销售看板2' }))).toMatchObject({
      code: 200,
    });
    const designed = await admin<Portal>('GET', `${PORTAL}/${id}`);
    expect(designed.data?.fullName).toBe('销售看板2');
    expect(JSON.parse(designed.data?.formData ?? '').cards).toEqual(cards);

    const before = await countRows(server.db, 'portal');
    const wide = [{ ...cards[0], span: 30 }];
    expect(await admin('PUT', `${PORTAL}/${id}`, entry({ formData: schema(wide) }))).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^formData\.cards\.0\.span: /),
    });
    expect(await admin('PUT', `${PORTAL}/${id}`, entry({ formData: '{' }))).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^设计: /),
    });
    expect(
      await admin('POST', PORTAL, entry({ enCode: 'other', formData: schema([{ type: 'x' }]) })),
    ).toMatchObject({
      code: 400,
    });
    expect(await admin('POST', PORTAL, entry())).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^编码: /),
    });
    expect(await countRows(server.db, 'portal')).toBe(before);
    expect(JSON.parse((await admin<Portal>('GET', `${PORTAL}/${id}`)).data?.formData ?? '').cards).toEqual(
      cards,
    );

    expect(await admin('DELETE', `${PORTAL}/${id}`)).toMatchObject({ code: 200 });
    expect(await admin('GET', `${PORTAL}/${id}`)).toMatchObject({ code: 400 });
  });

  it('keeps a portal a menu entry opens, and offers enabled portals to menu entries', async () => {
    expect(await admin('DELETE', `${PORTAL}/${DEMO_PORTAL_ID}`)).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^id: /),
    });
    const entryRow = await server.db
      .selectFrom('module')
      .select('type')
      .where('id', '=', PORTAL_MENU_ID)
      .executeTakeFirst();
    expect(entryRow?.type).toBe(8);
    const choices = await admin<{ list: Array<{ id: string }> }>('GET', `${PORTAL}/Selector`);
    expect(choices.data?.list.map((row) => row.id)).toContain(DEMO_PORTAL_ID);
  });

  it('lets a menu entry of type 5 open an interface and of type 8 a portal, only when it exists', async () => {
    const entry = (enCode: string, type: number, moduleId: string) => ({
      parentId: 'menu-system',
      fullName: `入口 ${enCode}`,
      enCode,
      icon: 'icon-ym icon-ym-page',
      type,
      moduleId,
    });
    expect(
      await admin('POST', '/api/system/Menu', entry('r.leave', 5, LEAVE_STATS_INTERFACE_ID)),
    ).toMatchObject({
      code: 200,
    });
    expect(await admin('POST', '/api/system/Menu', entry('p.work', 8, DEMO_PORTAL_ID))).toMatchObject({
      code: 200,
    });
    expect(await admin('POST', '/api/system/Menu', entry('r.none', 5, 'nothing'))).toEqual({
      code: 400,
      msg: '功能: 数据接口 nothing 不存在',
      field: 'moduleId',
    });
    expect(await admin('POST', '/api/system/Menu', entry('p.none', 8, 'nothing'))).toEqual({
      code: 400,
      msg: '功能: 门户 nothing 不存在',
      field: 'moduleId',
    });
  });

  it('answers the fixed counts to any signed-in user', async () => {
    const users = await staff<{ count: number }>('GET', `${PORTAL}/Count/users`);
    expect(users.data?.count).toBe(await countRows(server.db, 'users'));
    const online = await staff<{ count: number }>('GET', `${PORTAL}/Count/onlineUsers`);
    expect(online.data?.count).toBeGreaterThanOrEqual(2);
    expect((await staff('GET', `${PORTAL}/Count/unreadMessages`)).code).toBe(200);
    expect((await staff('GET', `${PORTAL}/Count/passwords`)).code).toBe(400);
  });

  it('lets a user make a portal they may see their home page, and shows it only while it stays so', async () => {
    const home = async (caller: Caller) =>
      (await caller<{ userInfo: { portalId: string } }>('GET', '/api/oauth/CurrentUser')).data?.userInfo
        .portalId;
    const choices = async (caller: Caller) =>
      (
        await caller<{ list: Array<{ id: string }> }>('GET', `${PORTAL}/Selector?platform=Web&type=1`)
      ).data?.list.map((row) => row.id);
    const setDefault = (caller: Caller, id: string, body?: unknown) =>
      caller('PUT', `${PORTAL}/${id}/Actions/SetDefault?platform=Web`, body);

    // The administrator sees every enabled portal and chooses the seeded one; a forged body
    // sets nothing else.
    expect(await home(admin)).toBe('');
    expect(await choices(admin)).toContain(DEMO_PORTAL_ID);
    expect(
      await setDefault(admin, DEMO_PORTAL_ID, { portalId: 'elsewhere', isAdministrator: 0 }),
    ).toMatchObject({
      code: 200,
    });
    expect(await home(admin)).toBe(DEMO_PORTAL_ID);
    const row = await server.db
      .selectFrom('users')
      .select(['portalId', 'isAdministrator'])
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ portalId: DEMO_PORTAL_ID, isAdministrator: true });

    // An unknown portal is refused naming the field; the choice stays.
    expect(await setDefault(admin, 'nothing')).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^id: /),
    });
    expect(await home(admin)).toBe(DEMO_PORTAL_ID);

    // A disabled portal is not shown (and cannot be chosen) until it is enabled again.
    await server.db.updateTable('portal').set({ enabledMark: 0 }).where('id', '=', DEMO_PORTAL_ID).execute();
    expect(await home(admin)).toBe('');
    expect(await choices(admin)).not.toContain(DEMO_PORTAL_ID);
    expect((await setDefault(admin, DEMO_PORTAL_ID)).code).toBe(400);
    await server.db.updateTable('portal').set({ enabledMark: 1 }).where('id', '=', DEMO_PORTAL_ID).execute();
    expect(await home(admin)).toBe(DEMO_PORTAL_ID);

    // Clearing brings back the ordinary workspace.
    expect(await admin('PUT', `${PORTAL}/Actions/ClearDefault`)).toMatchObject({ code: 200 });
    expect(await home(admin)).toBe('');

    // Staff see no portal and may choose none, nor list every portal as the menu screen does.
    expect(await choices(staff)).toEqual([]);
    expect(await setDefault(staff, DEMO_PORTAL_ID)).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^id: /),
    });
    expect(await staff('GET', `${PORTAL}/Selector`)).toEqual(DENIED);

    // Granted the menu entry that opens it, they may; once the grant is taken away, their home
    // page is the ordinary workspace again.
    const grant = { roleId: 'role-staff', itemType: 'module' as const, itemId: PORTAL_MENU_ID };
    await server.db.insertInto('authorize').values(grant).execute();
    expect(await choices(staff)).toEqual([DEMO_PORTAL_ID]);
    expect((await setDefault(staff, DEMO_PORTAL_ID)).code).toBe(200);
    expect(await home(staff)).toBe(DEMO_PORTAL_ID);
    await server.db
      .deleteFrom('authorize')
      .where('roleId', '=', grant.roleId)
      .where('itemId', '=', grant.itemId)
      .execute();
    expect(await home(staff)).toBe('');
    expect(await choices(staff)).toEqual([]);
  });
});
