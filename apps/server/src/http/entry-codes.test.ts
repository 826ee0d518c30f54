import { ENTRY_CODE } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_FORM } from '../domains/visualdev/test-fixtures.js';
import { interfaceCategoryId } from '../seed/seed-data-interfaces.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';

// Every administered entry's 编码 keeps one rule on the server, whatever screen or client sends
// it: letters, digits and dots with no dot at either end, at most 50 characters, refused in the
// code rule's own words.

let made = 0;
/** A name of its own for each entry: names keep a rule of their own, without dots. */
const serial = () => String(++made);

const RULE_MESSAGE = '编码: 编码只能输入英文、数字和小数点且小数点不能放在首尾';

/** Each create route with a body it takes, but for the code. */
const ROUTES: Array<[string, string, (enCode: string) => Record<string, unknown>]> = [
  [
    'company',
    '/api/permission/Organize',
    (enCode) => ({ parentId: 'org-company', fullName: `分公司${serial()}`, enCode }),
  ],
  [
    'department',
    '/api/permission/Organize/Department',
    (enCode) => ({ parentId: 'org-company', fullName: `部门${serial()}`, enCode }),
  ],
  [
    'position',
    '/api/permission/Position',
    (enCode) => ({ organizeId: 'org-rd', fullName: `岗位${serial()}`, enCode, type: '技术岗' }),
  ],
  [
    'role',
    '/api/permission/Role',
    (enCode) => ({ fullName: `角色${serial()}`, enCode, globalMark: 1, organizeIdsTree: [] }),
  ],
  ['group', '/api/permission/Group', (enCode) => ({ fullName: `分组${serial()}`, enCode, type: '兴趣小组' })],
  [
    'dictionary type',
    '/api/system/DictionaryType',
    (enCode) => ({ fullName: `字典${serial()}`, enCode, isTree: 0 }),
  ],
  [
    'dictionary item',
    '/api/system/DictionaryData',
    (enCode) => ({ dictionaryTypeId: 'sex', fullName: `选项${serial()}`, enCode }),
  ],
  ['area', '/api/system/Area', (enCode) => ({ parentId: '330100', fullName: `区${serial()}`, enCode })],
  [
    'menu',
    '/api/system/Menu',
    (enCode) => ({
      parentId: 'menu-system',
      fullName: `页面${serial()}`,
      enCode,
      icon: 'icon-ym icon-ym-page',
      type: 2,
      urlAddress: `page/${enCode.replaceAll('.', '/')}`,
    }),
  ],
  ['portal', '/api/visualdev/Portal', (enCode) => ({ fullName: `门户${serial()}`, enCode })],
  [
    'print template',
    '/api/system/printDev',
    (enCode) => ({
      fullName: `打印${serial()}`,
      enCode,
      type: 1,
      formId: 'visualdev-leaveRequest',
      printTemplate: '<p>{applicant}</p>',
    }),
  ],
  [
    'bill rule',
    '/api/system/BillRule',
    (enCode) => ({
      fullName: `单据${serial()}`,
      enCode,
      category: '财务',
      prefix: 'BX-',
      dateFormat: 'YYYYMM',
      digit: 3,
      startNumber: 1,
      suffix: '',
    }),
  ],
  [
    'data interface',
    '/api/system/DataInterface',
    (enCode) => ({
      fullName: `接口${serial()}`,
      enCode,
      categoryId: interfaceCategoryId('business'),
      dataType: 2,
      query: '[{"id":1}]',
    }),
  ],
  [
    'web design',
    '/api/visualdev/Base',
    (enCode) => ({
      fullName: `表单${serial()}`,
      enCode,
      category: '人事',
      type: 1,
      webType: 2,
      formData: JSON.stringify(LEAVE_FORM),
    }),
  ],
];

describe.each(databaseKinds)('the code of every administered entry on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const post = (url: string, body: unknown) => call(server.app, 'POST', url, { token: admin, body });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  it.each(ROUTES)('a %s takes a dotted code of letters and digits', async (_name, url, body) => {
    const answer = await post(url, body(`north.team${serial()}`));
    expect(answer.code, answer.msg).toBe(200);
  });

  it.each(ROUTES)('a %s refuses any other code in the code rule’s words', async (_name, url, body) => {
    for (const bad of ['north_team', '.north', 'north.', '北区', 'north-team'])
      expect(await post(url, body(bad))).toEqual({ code: 400, msg: RULE_MESSAGE, field: 'enCode' });
    expect(await post(url, body('a'.repeat(ENTRY_CODE.maxLength + 1)))).toEqual({
      code: 400,
      msg: `编码: 不能超过${ENTRY_CODE.maxLength}个字符`,
      field: 'enCode',
    });
  });
});
