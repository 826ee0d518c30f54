import { randomBytes } from 'node:crypto';
import type { FormSchema, ListSchema } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { addBuiltInSchemes, builtInSchemeId } from '../authorization/built-in-schemes.js';
import { menuIdOf } from '../authorization/menu-ids.js';
import { type StoredFile, sendMultipart } from '../file/test-fixtures.js';
import {
  createRecord,
  grantStaff,
  LEAVE_WITH_TAGS,
  leave,
  ONLINE_DEV,
  releaseLeaveModel,
} from './test-fixtures.js';

/**
 * Every route that reads records, as three users meet it on a model guarded by one kind of
 * permission: which records each answers, and which of their fields.
 *
 * - admin: everything.
 * - own: staff, holding the model with the "own records" data scheme, the columns applicant and
 *   days (column permission) and the form fields applicant and days (form permission). Of the
 *   three records, staff created 张三's.
 * - without: newuser, holding no target model, only a form whose relation field picks from each
 *   (showing applicant, with the columns days and phone).
 */
type Who = 'admin' | 'own' | 'without';
type Kind = 'column' | 'form' | 'data';
type Route = 'list' | 'info' | 'fieldDataSelect' | 'dataChange' | 'print' | 'export' | 'download';
type Seen = { rows: string[]; keys: string[] } | 'denied';

const A = '管理员甲';
const S = '张三';
const C = '管理员丙';
const EVERY = [A, S, C].sort();
/** The values each record stores: those sent, and the creator, time and calculation the form adds. */
const STORED = [
  'allowance',
  'applicant',
  'attachments',
  'createdAt',
  'creator',
  'days',
  'leaveType',
  'phone',
  'startDate',
];
/** Every field of the form: a printout shows each, empty where the record has no value. */
const FORM = [...STORED, 'dailyAllowance', 'handover', 'reason', 'tags', 'urgent'].sort();
const GRANTED = ['applicant', 'days'];
const PICKED = ['applicant', 'days', 'phone'];

const TABLE: Array<[Route, Who, Kind, Seen]> = [
  ['list', 'admin', 'column', { rows: EVERY, keys: STORED }],
  ['list', 'admin', 'form', { rows: EVERY, keys: STORED }],
  ['list', 'admin', 'data', { rows: EVERY, keys: STORED }],
  ['list', 'own', 'column', { rows: EVERY, keys: GRANTED }],
  ['list', 'own', 'form', { rows: EVERY, keys: GRANTED }],
  ['list', 'own', 'data', { rows: [S], keys: STORED }],
  ['list', 'without', 'column', 'denied'],
  ['list', 'without', 'form', 'denied'],
  ['list', 'without', 'data', 'denied'],

  ['info', 'admin', 'column', { rows: EVERY, keys: STORED }],
  ['info', 'admin', 'form', { rows: EVERY, keys: STORED }],
  ['info', 'admin', 'data', { rows: EVERY, keys: STORED }],
  ['info', 'own', 'column', { rows: EVERY, keys: STORED }],
  ['info', 'own', 'form', { rows: EVERY, keys: GRANTED }],
  ['info', 'own', 'data', { rows: [S], keys: STORED }],
  ['info', 'without', 'column', 'denied'],
  ['info', 'without', 'form', 'denied'],
  ['info', 'without', 'data', 'denied'],

  ['fieldDataSelect', 'admin', 'column', { rows: EVERY, keys: PICKED }],
  ['fieldDataSelect', 'admin', 'form', { rows: EVERY, keys: PICKED }],
  ['fieldDataSelect', 'admin', 'data', { rows: EVERY, keys: PICKED }],
  ['fieldDataSelect', 'own', 'column', { rows: EVERY, keys: GRANTED }],
  ['fieldDataSelect', 'own', 'form', { rows: EVERY, keys: GRANTED }],
  ['fieldDataSelect', 'own', 'data', { rows: [S], keys: PICKED }],
  ['fieldDataSelect', 'without', 'column', { rows: EVERY, keys: PICKED }],
  ['fieldDataSelect', 'without', 'form', { rows: EVERY, keys: PICKED }],
  ['fieldDataSelect', 'without', 'data', { rows: [], keys: [] }],

  ['dataChange', 'admin', 'column', { rows: EVERY, keys: STORED }],
  ['dataChange', 'admin', 'form', { rows: EVERY, keys: STORED }],
  ['dataChange', 'admin', 'data', { rows: EVERY, keys: STORED }],
  ['dataChange', 'own', 'column', { rows: EVERY, keys: STORED }],
  ['dataChange', 'own', 'form', { rows: EVERY, keys: GRANTED }],
  ['dataChange', 'own', 'data', { rows: [S], keys: STORED }],
  ['dataChange', 'without', 'column', 'denied'],
  ['dataChange', 'without', 'form', 'denied'],
  ['dataChange', 'without', 'data', 'denied'],

  ['print', 'admin', 'column', { rows: EVERY, keys: FORM }],
  ['print', 'admin', 'form', { rows: EVERY, keys: FORM }],
  ['print', 'admin', 'data', { rows: EVERY, keys: FORM }],
  ['print', 'own', 'column', { rows: EVERY, keys: FORM }],
  ['print', 'own', 'form', { rows: EVERY, keys: GRANTED }],
  ['print', 'own', 'data', { rows: [S], keys: FORM }],
  ['print', 'without', 'column', 'denied'],
  ['print', 'without', 'form', 'denied'],
  ['print', 'without', 'data', 'denied'],

  ['export', 'admin', 'column', { rows: EVERY, keys: STORED }],
  ['export', 'admin', 'form', { rows: EVERY, keys: STORED }],
  ['export', 'admin', 'data', { rows: EVERY, keys: STORED }],
  ['export', 'own', 'column', { rows: EVERY, keys: GRANTED }],
  ['export', 'own', 'form', { rows: EVERY, keys: GRANTED }],
  ['export', 'own', 'data', { rows: [S], keys: STORED }],
  ['export', 'without', 'column', 'denied'],
  ['export', 'without', 'form', 'denied'],
  ['export', 'without', 'data', 'denied'],

  // Rows: the records whose attachment the user may download; a download is only ever a file.
  ['download', 'admin', 'column', { rows: EVERY, keys: [] }],
  ['download', 'admin', 'form', { rows: EVERY, keys: [] }],
  ['download', 'admin', 'data', { rows: EVERY, keys: [] }],
  ['download', 'own', 'column', { rows: EVERY, keys: [] }],
  ['download', 'own', 'form', { rows: [], keys: [] }],
  ['download', 'own', 'data', { rows: [S], keys: [] }],
  ['download', 'without', 'column', { rows: [], keys: [] }],
  ['download', 'without', 'form', { rows: [], keys: [] }],
  ['download', 'without', 'data', { rows: [], keys: [] }],
];

const WITH_ATTACHMENTS: FormSchema = {
  ...LEAVE_WITH_TAGS,
  fields: [...LEAVE_WITH_TAGS.fields, { jnpfKey: 'uploadFile', vModel: 'attachments', label: '附件' }],
};
const FLAGS: Record<Kind, Partial<ListSchema>> = {
  column: { useColumnPermission: true },
  form: { useFormPermission: true },
  data: { useDataPermission: true },
};
const PNG = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const NOT_FOUND = { code: 400, msg: '数据不存在或已删除' };
const DENIED = { code: 403, msg: 'Permission Denied' };

const sorted = (items: Iterable<string>) => [...items].sort();

describe.each(databaseKinds)('what each user reads of a model, route by route, on %s', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<Who, string>;
  /** Per permission kind: the model, its print template and its records (id, applicant, file). */
  const models = {} as Record<
    Kind,
    { id: string; template: string; records: Array<{ id: string; applicant: string; file: string }> }
  >;

  const get = <T>(url: string, token: string) => call<T>(server.app, 'GET', url, { token });
  const post = <T>(url: string, token: string, body: unknown = {}) =>
    call<T>(server.app, 'POST', url, { token, body });
  const download = async (url: string) => (await server.app.inject({ method: 'GET', url })).json();

  /** Runs one route for every record of the model; a refusal of all of them is 'denied'. */
  async function perRecord(
    kindName: Kind,
    read: (record: { id: string; file: string }) => Promise<{ code: number; msg: string; keys?: string[] }>,
  ): Promise<Seen> {
    const rows: string[] = [];
    const keys = new Set<string>();
    let refused = 0;
    for (const record of models[kindName].records) {
      const answer = await read(record);
      if (answer.code === 200) {
        rows.push(record.applicant);
        for (const key of answer.keys ?? []) keys.add(key);
      } else if (answer.code === 403) {
        expect({ code: answer.code, msg: answer.msg }).toEqual(DENIED);
        refused++;
      } else {
        expect({ code: answer.code, msg: answer.msg }).toEqual(NOT_FOUND);
      }
    }
    if (refused === models[kindName].records.length) return 'denied';
    return { rows: sorted(rows), keys: sorted(keys) };
  }

  const fromRows = (rows: Array<Record<string, unknown>>, drop: string[]): Seen => ({
    rows: sorted(rows.map((row) => String(row.applicant))),
    keys: sorted(new Set(rows.flatMap((row) => Object.keys(row).filter((key) => !drop.includes(key))))),
  });
  const paged = (answer: { code: number; msg: string; data?: unknown }, read: () => Seen): Seen => {
    if (answer.code === 403) {
      expect(answer).toEqual(DENIED);
      return 'denied';
    }
    expect(answer.code, answer.msg).toBe(200);
    return read();
  };

  const routes: Record<Route, (kindName: Kind, token: string) => Promise<Seen>> = {
    list: async (kindName, token) => {
      const answer = await post<{ list: Array<Record<string, unknown>> }>(
        `${ONLINE_DEV}/${models[kindName].id}/List`,
        token,
      );
      return paged(answer, () => fromRows(answer.data?.list ?? [], ['id', 'creatorTime', 'lastModifyTime']));
    },
    info: (kindName, token) =>
      perRecord(kindName, async ({ id }) => {
        const answer = await get<{ data: string }>(`${ONLINE_DEV}/${models[kindName].id}/${id}`, token);
        return { ...answer, keys: Object.keys(JSON.parse(answer.data?.data ?? '{}')) };
      }),
    fieldDataSelect: async (kindName, token) => {
      const answer = await get<{ list: Array<Record<string, unknown>> }>(
        `/api/visualdev/Base/${models[kindName].id}/FieldDataSelect?relationField=applicant&columnOptions=days,phone`,
        token,
      );
      return paged(answer, () => fromRows(answer.data?.list ?? [], ['id']));
    },
    dataChange: (kindName, token) =>
      perRecord(kindName, async ({ id }) => {
        const answer = await get<{ data: string }>(
          `${ONLINE_DEV}/${models[kindName].id}/${id}/DataChange`,
          token,
        );
        return { ...answer, keys: Object.keys(JSON.parse(answer.data?.data ?? '{}')) };
      }),
    print: (kindName, token) =>
      perRecord(kindName, async ({ id }) => {
        const answer = await get<{ printData: Record<string, unknown> }>(
          `/api/system/printDev/Data?id=${models[kindName].template}&formId=${id}`,
          token,
        );
        return { ...answer, keys: Object.keys(answer.data?.printData ?? {}) };
      }),
    export: async (kindName, token) => {
      const answer = await post<{ url: string }>(
        `${ONLINE_DEV}/${models[kindName].id}/Actions/ExportData`,
        token,
      );
      if (answer.code !== 200) return paged(answer, () => 'denied');
      const file = (await download(answer.data?.url as string)) as {
        records: Array<{ data: Record<string, unknown> }>;
      };
      return fromRows(
        file.records.map((record) => record.data),
        [],
      );
    },
    download: (kindName, token) =>
      perRecord(kindName, async ({ file }) => {
        const answer = await get<{ url: string }>(`/api/file/Download/annexpic/${file}`, token);
        // A refused file is one record fewer, not a refused route: the link is asked file by file.
        return answer.code === 403 ? NOT_FOUND : answer;
      }).then((seen) => (seen === 'denied' ? { rows: [], keys: [] } : seen)),
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens.admin = await signIn(server.app, 'admin', 'admin123');
    tokens.own = await signIn(server.app, 'staff', 'staff123');
    // newuser shares staff's role in the demo data: a role of its own keeps it off the targets.
    await server.db
      .insertInto('role')
      .values({ id: 'role-picker', fullName: '选择者', enCode: 'picker' })
      .execute();
    await server.db
      .updateTable('userRelation')
      .set({ objectId: 'role-picker' })
      .where('userId', '=', 'user-newuser')
      .where('objectType', '=', 'Role')
      .execute();
    tokens.without = await signIn(server.app, 'newuser', 'newuser123');
    const admin = tokens.admin;

    const relations: FormSchema['fields'] = [];
    for (const kindName of ['column', 'form', 'data'] as const) {
      const id = await releaseLeaveModel(
        server,
        admin,
        `grants${kindName}`,
        FLAGS[kindName],
        WITH_ATTACHMENTS,
      );
      const menu = menuIdOf(id);
      await addBuiltInSchemes(server.db, menu);
      await grantStaff(server, id, { column: GRANTED, form: GRANTED });
      await server.db
        .insertInto('authorize')
        .values({ roleId: 'role-staff', itemType: 'dataScheme', itemId: builtInSchemeId(menu, 'own') })
        .execute();
      const records = [];
      for (const applicant of [A, S, C]) {
        const picture = await sendMultipart<StoredFile>(
          server.app,
          '/api/file/Uploader/annexpic',
          admin,
          {},
          { name: `${applicant}.png`, bytes: PNG() },
        );
        expect(picture.code, picture.msg).toBe(200);
        const file = picture.data?.name as string;
        const attachments = [{ name: `${applicant}.png`, fileId: file, url: picture.data?.url }];
        const created = await createRecord(
          server,
          admin,
          id,
          leave({ applicant, phone: '13800000000', attachments }),
        );
        expect(created.code, created.msg).toBe(200);
        records.push({ id: created.data?.id as string, applicant, file });
      }
      // Staff's own record: as if staff had created it.
      await server.db
        .updateTable('onlineDevRecord')
        .set({ creatorUserId: 'user-staff' })
        .where('id', '=', records[1]?.id as string)
        .execute();
      const template = await post<{ id: string }>('/api/system/printDev', admin, {
        fullName: `打印${kindName}`,
        enCode: `print${kindName}`,
        type: 2,
        formId: id,
        printTemplate: '<p>{applicant}</p>',
      });
      expect(template.code, template.msg).toBe(200);
      models[kindName] = { id, template: template.data?.id as string, records };
      relations.push({
        jnpfKey: 'relationForm',
        vModel: `pick${kindName}`,
        label: `选${kindName}`,
        props: {
          modelId: id,
          relationField: 'applicant',
          columnOptions: [
            { value: 'days', label: '请假天数' },
            { value: 'phone', label: '联系电话' },
          ],
        },
      });
    }
    const host = await releaseLeaveModel(
      server,
      admin,
      'grantsHost',
      {},
      {
        ...LEAVE_WITH_TAGS,
        fields: [...LEAVE_WITH_TAGS.fields, ...relations],
      },
    );
    await grantStaff(server, host);
    await server.db
      .insertInto('authorize')
      .values({ roleId: 'role-picker', itemType: 'module', itemId: menuIdOf(host) })
      .execute();
  });
  afterAll(() => server?.close());

  it.each(TABLE)('%s, as %s, with %s permission on', async (route, who, kindName, expected) => {
    expect(await routes[route](kindName, tokens[who])).toEqual(expected);
  });
});
