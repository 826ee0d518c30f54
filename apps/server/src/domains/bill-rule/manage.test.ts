import { billDatePart, billNumberExample, type DownloadLink, type PagedList } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { sendMultipart } from '../file/test-fixtures.js';

const RULES = '/api/system/BillRule';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Rule = Record<string, unknown> & { id: string; outputNumber: string; example: string };

const form = {
  fullName: '报销单',
  enCode: 'expense',
  category: '财务',
  prefix: 'BX-',
  dateFormat: 'YYYYMM',
  digit: 3,
  startNumber: 7,
  suffix: '',
};

describe.each(databaseKinds)('managing bill rules on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const as =
    (token: () => string) =>
    <T = unknown>(method: Method, url: string, body?: unknown) =>
      call<T>(server.app, method, url, { token: token(), ...(body !== undefined && { body }) });
  const adminCall = as(() => admin);
  const number = (enCode: string) => adminCall<string>('GET', `${RULES}/BillNumber/${enCode}`);
  const upload = (name: string, text: string) =>
    sendMultipart<{ id: string }>(
      server.app,
      `${RULES}/Action/Import`,
      admin,
      {},
      {
        name,
        bytes: Buffer.from(text),
      },
    );
  const count = async () =>
    Number(
      (
        await server.db
          .selectFrom('billRule')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('creates a rule whose first number is the example the browser computes', async () => {
    const created = await adminCall<{ id: string }>('POST', RULES, form);
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data?.id as string;
    const rule = (await adminCall<Rule>('GET', `${RULES}/${id}`)).data as Rule;
    expect(rule).toMatchObject({ ...form, enabledMark: 1, outputNumber: '', currentNumber: '' });
    const now = new Date();
    expect(rule.example).toBe(billNumberExample(form, now));
    // The same text the shared function gives is the one the numbering statement issues.
    expect((await number('expense')).data).toBe(billNumberExample(form, now));
    expect((await number('expense')).data).toBe(`BX-${billDatePart('YYYYMM', now)}008`);
  });

  it('lists rules paged with a keyword, disabled ones too', async () => {
    const page = await adminCall<PagedList<Rule>>('GET', `${RULES}?keyword=${encodeURIComponent('报销')}`);
    expect(page.data?.list.map((rule) => rule.enCode)).toEqual(['expense']);
    expect(page.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    const all = await adminCall<PagedList<Rule>>('GET', `${RULES}?currentPage=1&pageSize=2`);
    expect(all.data?.list).toHaveLength(2);
    expect(all.data?.pagination.total).toBe(4);
  });

  it('keeps a used rule: its format and its life', async () => {
    const id = (await adminCall<PagedList<Rule>>('GET', `${RULES}?keyword=expense`)).data?.list[0]?.id;
    const changed = await adminCall('PUT', `${RULES}/${id}`, { ...form, startNumber: 1 });
    expect(changed.msg).toBe('流水起始: 该单据规则已取过号，流水格式不能再修改');
    const renamed = await adminCall('PUT', `${RULES}/${id}`, {
      ...form,
      fullName: '费用报销单',
      sortCode: 5,
    });
    expect(renamed).toEqual({ code: 200, msg: '更新成功' });
    expect(await adminCall('DELETE', `${RULES}/${id}`)).toEqual({
      code: 400,
      msg: 'id: 该单据规则已取过号，不能删除',
    });
  });

  it('changes and deletes an unused rule, and switches its state', async () => {
    const id = (await adminCall<{ id: string }>('POST', RULES, { ...form, enCode: 'fresh' })).data?.id;
    expect((await adminCall('PUT', `${RULES}/${id}`, { ...form, enCode: 'fresh', digit: 5 })).code).toBe(200);
    expect((await adminCall<Rule>('GET', `${RULES}/${id}`)).data?.example).toBe(
      billNumberExample({ ...form, digit: 5 }),
    );
    expect(await adminCall('PUT', `${RULES}/${id}/Actions/State`)).toEqual({
      code: 200,
      msg: '更新成功',
      data: { enabledMark: 0 },
    });
    expect((await number('fresh')).msg).toBe('编码: 单据规则 fresh 已停用');
    expect((await adminCall('DELETE', `${RULES}/${id}`)).code).toBe(200);
    expect((await adminCall('GET', `${RULES}/${id}`)).msg).toBe('单据规则不存在或已删除');
  });

  it('draws every number once while the rule is edited at the same time', async () => {
    const id = (await adminCall<{ id: string }>('POST', RULES, { ...form, enCode: 'busy', dateFormat: 'no' }))
      .data?.id;
    const draws = Array.from({ length: 40 }, () => number('busy'));
    const edits = Array.from({ length: 10 }, (_, index) =>
      adminCall('PUT', `${RULES}/${id}`, { ...form, enCode: 'busy', dateFormat: 'no', sortCode: index }),
    );
    const [numbers, edited] = await Promise.all([Promise.all(draws), Promise.all(edits)]);
    expect(edited.every((answer) => answer.code === 200)).toBe(true);
    expect(numbers.map((answer) => answer.data).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `BX-${String(7 + i).padStart(3, '0')}`),
    );
    expect((await adminCall<Rule>('GET', `${RULES}/${id}`)).data?.outputNumber).toBe('BX-046');
  });

  it('exports a rule as a file the import takes back as a new rule with a fresh counter', async () => {
    const id = (await adminCall<PagedList<Rule>>('GET', `${RULES}?keyword=expense`)).data?.list[0]?.id;
    const link = await adminCall<DownloadLink>('GET', `${RULES}/${id}/Action/Export`);
    expect(link.data?.name).toBe('费用报销单.bb');
    const file = await server.app.inject({
      method: 'GET',
      url: link.data?.url as string,
      headers: { authorization: admin },
    });
    const exported = JSON.parse(file.body) as Record<string, unknown>;
    expect(exported).toEqual({
      ...form,
      fullName: '费用报销单',
      sortCode: 5,
      enabledMark: 1,
      description: '',
    });

    const before = await count();
    expect(await upload('a.bb', file.body)).toEqual({
      code: 400,
      msg: '编码: 编码 expense 已存在',
      field: 'enCode',
    });
    expect(await upload('a.bb', '{nope')).toEqual({ code: 400, msg: 'file: 不是有效的 JSON' });
    expect((await upload('a.bb', JSON.stringify({ ...exported, enCode: 'x', thisNumber: 9 }))).code).toBe(
      400,
    );
    expect((await upload('a.bb', JSON.stringify({ ...exported, digit: 'x' }))).code).toBe(400);
    expect(await count()).toBe(before);

    const imported = await upload('a.bb', JSON.stringify({ ...exported, enCode: 'expense2' }));
    expect(imported).toMatchObject({ code: 200, msg: '导入成功' });
    expect((await adminCall<Rule>('GET', `${RULES}/${imported.data?.id}`)).data).toMatchObject({
      enCode: 'expense2',
      outputNumber: '',
    });
  });

  it('refuses the screen to a user without its menu entry, and a visitor', async () => {
    expect((await call(server.app, 'GET', RULES, { token: staff })).code).not.toBe(200);
    expect((await call(server.app, 'POST', RULES, { token: staff, body: form })).code).not.toBe(200);
    expect((await call(server.app, 'GET', RULES)).code).toBe(600);
  });
});
