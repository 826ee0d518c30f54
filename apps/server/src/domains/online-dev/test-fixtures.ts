// Helpers shared by this folder's tests (excluded from the build, like every test-fixtures.ts).
import { type FormSchema, type ListSchema, leaveRequestForm, leaveRequestList } from '@formwork/schema';
import { expect } from 'vitest';
import { call, type TestServer } from '../../testing/test-server.js';

export const ONLINE_DEV = '/api/visualdev/OnlineDev';

/** The leave sample plus a checkbox, so that multi-value searches have a field to search. */
export const LEAVE_WITH_TAGS: FormSchema = {
  ...leaveRequestForm,
  fields: [
    ...leaveRequestForm.fields,
    {
      jnpfKey: 'checkbox',
      vModel: 'tags',
      label: '标签',
      props: {
        options: [
          { label: '出差', value: 'trip' },
          { label: '远程', value: 'remote' },
          { label: '调休', value: 'swap' },
        ],
      },
    },
  ],
};

export const LEAVE_LIST: ListSchema = {
  ...leaveRequestList,
  searchList: [
    ...leaveRequestList.searchList,
    { label: '标签', prop: 'tags', jnpfKey: 'checkbox', searchType: 1 },
  ],
};

/** Creates a design from the leave sample (with any list changes) and releases it; answers its id. */
export async function releaseLeaveModel(
  server: TestServer,
  token: string,
  enCode: string,
  list: Partial<ListSchema> = {},
  form: FormSchema = LEAVE_WITH_TAGS,
): Promise<string> {
  const created = await call<{ id: string }>(server.app, 'POST', '/api/visualdev/Base', {
    token,
    body: {
      fullName: `请假${enCode}`,
      enCode,
      category: '人事',
      type: 1,
      webType: 2,
      formData: JSON.stringify(form),
      columnData: JSON.stringify({ ...LEAVE_LIST, ...list }),
    },
  });
  expect(created.code, created.msg).toBe(200);
  const id = created.data?.id as string;
  const released = await call(server.app, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, {
    token,
    body: { pc: 1, pcModuleParentId: 'menu-onlineDev' },
  });
  expect(released.code, released.msg).toBe(200);
  return id;
}

/** A valid request; 2026-03-02 is the default start date. */
export const leave = (overrides: Record<string, unknown> = {}) => ({
  applicant: '张三',
  leaveType: 'annual',
  startDate: Date.UTC(2026, 2, 2),
  days: 2,
  ...overrides,
});

export const createRecord = (server: TestServer, token: string, modelId: string, values: unknown) =>
  call<{ id: string }>(server.app, 'POST', `${ONLINE_DEV}/${modelId}`, {
    token,
    body: { data: JSON.stringify(values) },
  });

export const updateRecord = (
  server: TestServer,
  token: string,
  modelId: string,
  dataId: string,
  values: unknown,
) =>
  call(server.app, 'PUT', `${ONLINE_DEV}/${modelId}/${dataId}`, {
    token,
    body: { data: JSON.stringify(values) },
  });

export async function readRecord(server: TestServer, token: string, modelId: string, dataId: string) {
  const answer = await call<{ id: string; data: string }>(
    server.app,
    'GET',
    `${ONLINE_DEV}/${modelId}/${dataId}`,
    {
      token,
    },
  );
  expect(answer.code, answer.msg).toBe(200);
  return JSON.parse(answer.data?.data ?? '{}') as Record<string, unknown>;
}

export interface ListAnswer {
  list: Array<Record<string, unknown> & { id: string }>;
  pagination: { currentPage: number; pageSize: number; total: number };
}

export const listRecords = (
  server: TestServer,
  token: string,
  modelId: string,
  body: Record<string, unknown> = {},
) => call<ListAnswer>(server.app, 'POST', `${ONLINE_DEV}/${modelId}/List`, { token, body });

export async function countRows(server: TestServer, modelId: string): Promise<number> {
  const row = await server.db
    .selectFrom('onlineDevRecord')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('modelId', '=', modelId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Grants the staff role the model's menu entry and the named items of it. */
export async function grantStaff(
  server: TestServer,
  modelId: string,
  items: { button?: string[]; column?: string[]; form?: string[] } = {},
): Promise<void> {
  const moduleId = `menu-visualdev-${modelId}`;
  const rows: Array<{ roleId: string; itemType: 'module' | 'button' | 'column' | 'form'; itemId: string }> = [
    { roleId: 'role-staff', itemType: 'module', itemId: moduleId },
  ];
  for (const kind of ['button', 'column', 'form'] as const) {
    for (const code of items[kind] ?? [])
      rows.push({ roleId: 'role-staff', itemType: kind, itemId: `${moduleId}:${kind}:${code}` });
  }
  await server.db
    .insertInto('authorize')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
    .execute();
}
