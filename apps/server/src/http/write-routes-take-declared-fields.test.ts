import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuIdOf } from '../domains/authorization/menu-ids.js';
import { LEAVE_FORM } from '../domains/visualdev/test-fixtures.js';
import { LEAVE_MODEL_ID } from '../seed/seed-leave-request.js';
import { sampleOfSchema } from '../testing/sample-of-schema.js';
import {
  call,
  databaseKinds,
  md5,
  signIn,
  startTestServer,
  type TestServer,
} from '../testing/test-server.js';

/** A value no route would write by itself: finding it in any table means an undeclared key was stored. */
const SENTINEL = 'injected-by-mass-assignment-test';

/** Keys a mass-assignment attack sets: identity, ownership, release state, and plain unknown ones. */
const FORGED = {
  id: SENTINEL,
  state: 1,
  creatorUserId: SENTINEL,
  creatorTime: 0,
  lastModifyUserId: SENTINEL,
  isAdministrator: 1,
  enabledMark: 1,
  tenantId: SENTINEL,
  constructor: SENTINEL,
  notAColumn: SENTINEL,
};

/** A leave record whose JSON text also carries forged keys: records must keep form fields only. */
const LEAVE_RECORD = JSON.stringify({
  ...FORGED,
  applicant: '张三',
  leaveType: 'personal',
  startDate: Date.UTC(2026, 0, 5),
  days: 1,
  reason: '家中有事',
});

const LEAVE_MENU = menuIdOf(LEAVE_MODEL_ID);

/** Valid values by field name, for what a schema alone cannot say (JSON text, ids that exist). */
const KNOWN_FIELDS = new Map<string, unknown>([
  ['formData', JSON.stringify(LEAVE_FORM)],
  ['columnData', JSON.stringify({ columnList: [] })],
  ['tables', '[]'],
  ['data', LEAVE_RECORD],
  ['fieldList', JSON.stringify([{ prop: 'applicant', visible: true, ...FORGED }])],
  ['account', 'admin'],
  ['email', 'someone@example.com'],
  ['mobilePhone', '13800000009'],
  ['parentId', '0'],
  ['dictionaryTypeId', 'dict-sex'],
  ['password', md5('admin123')],
  ['oldPassword', md5('wrong-on-purpose')],
  ['moduleId', LEAVE_MENU],
  ['queryJson', '{}'],
  ['ids', ['leave-demo-30']],
  ['sidx', 'applicant'],
  ['selectKey', ['applicant']],
  ['pcModuleParentId', '-1'],
  ['enCode', () => `code${randomBytes(4).toString('hex')}`],
  ['files', '[]'],
  ['organizeId', 'org-company'],
  ['organizeIds', ['org-company']],
  ['roleIds', ['role-staff']],
  ['objectType', 'Role'],
  ['propertyJson', '{}'],
  ['conditionSymbol', '=='],
]);

/** Values some routes need in place of the ones above: menus and buttons have '-1' at the top. */
const KNOWN_FIELDS_BY_ROUTE: Array<[RegExp, ReadonlyMap<string, unknown>]> = [
  [/^\/api\/system\/(?:Menu|ModuleButton)(?:\/|$)/, new Map([['parentId', '-1']])],
];

const knownFieldsFor = (url: string): ReadonlyMap<string, unknown> => {
  const extra = KNOWN_FIELDS_BY_ROUTE.find(([pattern]) => pattern.test(url))?.[1];
  return extra ? new Map([...KNOWN_FIELDS, ...extra]) : KNOWN_FIELDS;
};

/** Path parameters that name rows the demo data has, so routes get past their "not found". */
const KNOWN_PARAMS: Array<[RegExp, string]> = [
  [/^\/api\/visualdev\/OnlineDev\/(?:batchDelete\/)?:/, LEAVE_MODEL_ID],
  [/^\/api\/system\/DictionaryType\/:/, 'dict-sex'],
  [/^\/api\/system\/DictionaryData\/:/, 'dict-sex-1'],
  [/^\/api\/system\/DataInterface\/:/, 'interface-cities'],
  [/^\/api\/permission\/Organize\/Department\/:/, 'org-rd'],
  [/^\/api\/permission\/(?:Organize|organizeAdminIsTrator)\/:/, 'org-company'],
  [/^\/api\/permission\/Position\/:/, 'pos-engineer'],
  [/^\/api\/permission\/(?:Role|Authority\/Data)\/:/, 'role-staff'],
  [/^\/api\/permission\/(?:Group|UserRelation)\/:/, 'group-review'],
  [/^\/api\/permission\/Users\/:/, 'user-staff'],
  // An entry no route's permission is named after: the walk may change its code and type.
  [/^\/api\/system\/Menu\/:/, 'menu-system.printDev'],
  [/^\/api\/system\/ModuleButton\/:/, `${LEAVE_MENU}:button:btn_add`],
  [/^\/api\/system\/ModuleColumn\/:/, `${LEAVE_MENU}:column:applicant`],
  [/^\/api\/system\/ModuleForm\/:/, `${LEAVE_MENU}:form:applicant`],
  [/^\/api\/system\/ModuleDataAuthorizeScheme\/:/, `${LEAVE_MENU}:scheme:all`],
];

/** Segment by segment, so that a known id holding a colon is not taken for a parameter. */
const withParams = (url: string, designId: string) => {
  const known = KNOWN_PARAMS.find(([pattern]) => pattern.test(url))?.[1];
  let params = 0;
  return url
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      params += 1;
      if (params > 1) return 'leave-demo-01';
      return url.startsWith('/api/visualdev/Base/') ? designId : (known ?? 'sample');
    })
    .join('/');
};

/** The sample body with every forged key the schema does not declare, at every object level. */
function withForgedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withForgedKeys);
  if (value === null || typeof value !== 'object') return value;
  const own = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withForgedKeys(inner)]));
  const forged = Object.fromEntries(Object.entries(FORGED).filter(([key]) => !Object.hasOwn(own, key)));
  return { ...forged, ...own };
}

describe.each(databaseKinds)('write routes take only their declared fields (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  async function tablesHoldingSentinel(): Promise<string[]> {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(server.db);
    const holding: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(name)}`.execute(server.db);
      if (JSON.stringify(rows.rows).includes(SENTINEL)) holding.push(name);
    }
    return holding;
  }

  it('stores no undeclared key and never answers 500, walking every write route', async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    // Deletions last, so the rows the other routes write to are still there.
    const writeRoutes = server.app.registeredRoutes
      .filter(
        (route) => route.url.startsWith('/api/') && route.bodySchema !== undefined && route.method !== 'GET',
      )
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(writeRoutes.length).toBeGreaterThan(15);

    // A design of our own for the /Base/:id routes, so they reach storage.
    const design = await call<{ id: string }>(server.app, 'POST', '/api/visualdev/Base', {
      token,
      body: { fullName: '表单', enCode: 'massAssign', webType: 2, formData: JSON.stringify(LEAVE_FORM) },
    });
    const designId = design.data?.id as string;

    const accepted: string[] = [];
    const failures: string[] = [];
    for (const route of writeRoutes) {
      const url = withParams(route.url, designId);
      const body = withForgedKeys(sampleOfSchema(route.bodySchema as never, knownFieldsFor(route.url)));
      const answer = await call(server.app, route.method as 'POST', url, { token, body });
      if (answer.code >= 500) failures.push(`${route.method} ${route.url}: ${answer.code} ${answer.msg}`);
      if (answer.code === 200) accepted.push(`${route.method} ${route.url}`);
    }
    expect(failures).toEqual([]);
    // The walk means something only if many routes took the sample body and wrote it.
    expect(accepted.length).toBeGreaterThan(writeRoutes.length / 2);
    expect(await tablesHoldingSentinel()).toEqual([]);
  });
});
