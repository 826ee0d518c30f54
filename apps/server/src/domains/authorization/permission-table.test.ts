import {
  dataScope,
  type EntryGrants,
  entryGrants,
  GUARDED,
  type Guards,
  granted,
  type MenuItem,
  type ModulePermission,
  mayReach,
} from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { createRecord, leave, ONLINE_DEV, releaseLeaveModel } from '../online-dev/test-fixtures.js';
import { addBuiltInSchemes, builtInSchemeId } from './built-in-schemes.js';
import { menuIdOf } from './menu-ids.js';

/**
 * The one permission rule as a table: what a role holds on one menu entry, what is asked of that
 * entry, and the answer. The same table is asked of the rule the console hides by (with the grants
 * as CurrentUser hands them over) and of the server (a role seeded with the grants, the real
 * routes asked), so that what the console shows and what the server answers cannot drift apart.
 * Which record routes go through the rule is the read-grants table's business; this one is about
 * the rule's answers.
 *
 * Entries: 菜单管理 (a system screen: its buttons are always guarded), and four released models,
 * each guarding one kind (its list's useBtnPermission, useColumnPermission, useFormPermission or
 * useDataPermission) and leaving the others open.
 */
type Entry = 'system' | 'button' | 'column' | 'form' | 'data';
type Ask = 'menu' | 'button' | 'column' | 'form' | 'data';
type SchemeKind = 'own' | 'all';
interface Grants {
  menu?: boolean;
  button?: string[];
  column?: string[];
  form?: string[];
  scheme?: SchemeKind[];
}
/** Refused (false) or allowed (true); for data, the rows reached: every one, the user's own, none. */
type Answer = boolean | 'every' | 'own' | 'none';

/** What each ask is about: the add button, and the leave form's days as a column and as a field. */
const BUTTON = 'btn_add';
const FIELD = 'days';

const TABLE: Array<[Entry, Grants, Ask, Answer]> = [
  // Menus: held or not.
  ['system', {}, 'menu', false],
  ['system', { menu: true }, 'menu', true],
  ['column', {}, 'menu', false],
  ['column', { menu: true }, 'menu', true],
  // Buttons: a guarded one needs itself and its entry; an open one only the entry.
  ['system', { menu: true }, 'button', false],
  ['system', { menu: true, button: [BUTTON] }, 'button', true],
  ['system', { button: [BUTTON] }, 'button', false],
  ['button', { menu: true }, 'button', false],
  ['button', { menu: true, button: [BUTTON] }, 'button', true],
  ['button', { button: [BUTTON] }, 'button', false],
  ['column', { menu: true }, 'button', true],
  // Columns: a kind never stands in for another.
  ['column', { menu: true }, 'column', false],
  ['column', { menu: true, column: [FIELD] }, 'column', true],
  ['column', { menu: true, form: [FIELD] }, 'column', false],
  ['column', { column: [FIELD] }, 'column', false],
  ['button', { menu: true }, 'column', true],
  // Form fields.
  ['form', { menu: true }, 'form', false],
  ['form', { menu: true, form: [FIELD] }, 'form', true],
  ['form', { menu: true, column: [FIELD] }, 'form', false],
  ['form', { form: [FIELD] }, 'form', false],
  ['column', { menu: true }, 'form', true],
  // Data scopes: the union of the held schemes, none without one.
  ['data', { menu: true }, 'data', 'none'],
  ['data', { menu: true, scheme: ['own'] }, 'data', 'own'],
  ['data', { menu: true, scheme: ['all'] }, 'data', 'every'],
  ['data', { menu: true, scheme: ['own', 'all'] }, 'data', 'every'],
  ['data', { scheme: ['all'] }, 'data', false],
  ['column', { menu: true }, 'data', 'every'],
];

const GUARDS: Record<Entry, Guards> = {
  system: GUARDED,
  button: { useBtnPermission: true },
  column: { useColumnPermission: true },
  form: { useFormPermission: true },
  data: { useDataPermission: true },
};

/** The rule's answer, with the grants as the console holds them (its CurrentUser.permissionList). */
function ruleAnswer(entry: Entry, grants: Grants, ask: Ask): Answer {
  const items = (codes: string[] = []) => codes.map((enCode) => ({ id: enCode, fullName: enCode, enCode }));
  const permissionList: ModulePermission[] = grants.menu
    ? [
        {
          modelId: entry,
          moduleName: entry,
          button: items(grants.button),
          column: items(grants.column),
          form: items(grants.form),
          resource: [],
        },
      ]
    : [];
  const held: EntryGrants = entryGrants(permissionList, entry);
  // A screen is only ever reached through its menu entry, and the server refuses all of an
  // entry to whoever does not hold it.
  if (!mayReach((module) => (module === entry ? held : undefined), { module: entry })) return false;
  const guards = GUARDS[entry];
  if (ask === 'menu') return true;
  if (ask === 'data') {
    const scope = dataScope(
      (grants.scheme ?? []).map((kind) => ({ kind })),
      guards,
    );
    if (scope === 'every') return 'every';
    return scope.length === 0 ? 'none' : 'own';
  }
  return granted(held, ask, ask === 'button' ? BUTTON : FIELD, guards);
}

describe('the permission rule, as the console asks it', () => {
  it.each(TABLE)('%s entry, holding %j, asked %s', (entry, grants, ask, expected) => {
    expect(ruleAnswer(entry, grants, ask)).toEqual(expected);
  });
});

const ROLE = 'role-table';
const APPLICANTS = ['甲', '乙', '丙'];
/** The record the table's user created. */
const OWN = '乙';
const DENIED = 403;

describe.each(databaseKinds)('the permission rule, as the server answers it, on %s', (kind) => {
  let server: TestServer;
  let token: string;
  /** Per entry: its menu entry's id, and for a model its id and one record. */
  const entries = {} as Record<Entry, { menuId: string; modelId: string; recordId: string }>;
  let systemButtonId: string;

  const ask = <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
    call<T>(server.app, method, url, { token, ...(body !== undefined && { body }) });

  /** The role holds exactly `grants` on `entry`, and nothing else. */
  async function hold(entry: Entry, grants: Grants): Promise<void> {
    await server.db.deleteFrom('authorize').where('roleId', '=', ROLE).execute();
    const { menuId } = entries[entry];
    const rows: Array<{
      roleId: string;
      itemType: 'module' | 'button' | 'column' | 'form' | 'dataScheme';
      itemId: string;
    }> = [];
    if (grants.menu) rows.push({ roleId: ROLE, itemType: 'module', itemId: menuId });
    for (const code of grants.button ?? [])
      rows.push({
        roleId: ROLE,
        itemType: 'button',
        itemId: entry === 'system' ? systemButtonId : `${menuId}:button:${code}`,
      });
    for (const itemType of ['column', 'form'] as const)
      for (const code of grants[itemType] ?? [])
        rows.push({ roleId: ROLE, itemType, itemId: `${menuId}:${itemType}:${code}` });
    for (const scheme of grants.scheme ?? [])
      rows.push({ roleId: ROLE, itemType: 'dataScheme', itemId: builtInSchemeId(menuId, scheme) });
    if (rows.length > 0) await server.db.insertInto('authorize').values(rows).execute();
  }

  async function inMenu(menuId: string): Promise<boolean> {
    const answer = await ask<{ menuList: MenuItem[] }>('GET', '/api/oauth/CurrentUser');
    expect(answer.code, answer.msg).toBe(200);
    const flat = (menus: readonly MenuItem[]): MenuItem[] =>
      menus.flatMap((menu) => [menu, ...flat(menu.children ?? [])]);
    return flat(answer.data?.menuList ?? []).some((menu) => menu.id === menuId);
  }

  /** Whether a route answers (true) or refuses (false); any answer but a refusal counts as answering. */
  const answers = (answer: { code: number }) => answer.code !== DENIED;

  async function listed(entry: Entry) {
    return ask<{ list: Array<Record<string, unknown>> }>(
      'POST',
      `${ONLINE_DEV}/${entries[entry].modelId}/List`,
      {},
    );
  }

  async function serverAnswer(entry: Entry, askFor: Ask): Promise<Answer> {
    const { menuId, modelId, recordId } = entries[entry];
    switch (askFor) {
      case 'menu': {
        const shown = await inMenu(menuId);
        const opened = answers(
          entry === 'system' ? await ask('GET', '/api/system/Menu') : await listed(entry),
        );
        // The menu shows exactly the entries whose screens answer.
        expect(opened).toBe(shown);
        return shown;
      }
      case 'button': {
        // A body the route would refuse as malformed: the permission is decided before it is read.
        const url = entry === 'system' ? '/api/system/Menu' : `${ONLINE_DEV}/${modelId}`;
        const answer = await ask('POST', url, { data: 5 });
        expect(answer.code).not.toBe(200);
        return answers(answer);
      }
      case 'column': {
        const answer = await listed(entry);
        if (!answers(answer)) return false;
        return (answer.data?.list ?? []).some((row) => Object.hasOwn(row, FIELD));
      }
      case 'form': {
        const answer = await ask<{ data: string }>('GET', `${ONLINE_DEV}/${modelId}/${recordId}`);
        if (!answers(answer)) return false;
        return Object.hasOwn(JSON.parse(answer.data?.data ?? '{}'), FIELD);
      }
      case 'data': {
        const answer = await listed(entry);
        if (!answers(answer)) return false;
        const rows = (answer.data?.list ?? []).map((row) => String(row.applicant)).sort();
        if (rows.length === 0) return 'none';
        if (rows.length === APPLICANTS.length) return 'every';
        expect(rows).toEqual([OWN]);
        return 'own';
      }
    }
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    const admin = await signIn(server.app, 'admin', 'admin123');
    // newuser holds only the table's role.
    await server.db
      .insertInto('role')
      .values({ id: ROLE, fullName: '权限表', enCode: 'permissionTable' })
      .execute();
    await server.db
      .updateTable('userRelation')
      .set({ objectId: ROLE })
      .where('userId', '=', 'user-newuser')
      .where('objectType', '=', 'Role')
      .execute();
    token = await signIn(server.app, 'newuser', 'newuser123');

    const system = await server.db
      .selectFrom('module')
      .innerJoin('moduleButton', 'moduleButton.moduleId', 'module.id')
      .select(['module.id as menuId', 'moduleButton.id as buttonId'])
      .where('module.enCode', '=', 'system.menu')
      .where('moduleButton.enCode', '=', BUTTON)
      .executeTakeFirstOrThrow();
    entries.system = { menuId: system.menuId, modelId: '', recordId: '' };
    systemButtonId = system.buttonId;

    for (const entry of ['button', 'column', 'form', 'data'] as const) {
      const modelId = await releaseLeaveModel(server, admin, `table${entry}`, GUARDS[entry]);
      const menuId = menuIdOf(modelId);
      await addBuiltInSchemes(server.db, menuId);
      const ids: string[] = [];
      for (const applicant of APPLICANTS) {
        const created = await createRecord(server, admin, modelId, leave({ applicant }));
        expect(created.code, created.msg).toBe(200);
        ids.push(created.data?.id as string);
      }
      const recordId = ids[APPLICANTS.indexOf(OWN)] as string;
      await server.db
        .updateTable('onlineDevRecord')
        .set({ creatorUserId: 'user-newuser' })
        .where('id', '=', recordId)
        .execute();
      entries[entry] = { menuId, modelId, recordId };
    }
  });
  afterAll(() => server?.close());

  it.each(TABLE)('%s entry, holding %j, asked %s', async (entry, grants, askFor, expected) => {
    await hold(entry, grants);
    expect(await serverAnswer(entry, askFor)).toEqual(expected);
  });
});
