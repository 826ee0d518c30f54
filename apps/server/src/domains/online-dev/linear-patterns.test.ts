import type { FormSchema } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { createRecord, ONLINE_DEV } from './test-fixtures.js';

const EMAIL = String.raw`^\w+([-+.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$`;
const WORDS = String.raw`^(\w+\s?)*$`;

const formWith = (pattern: string): FormSchema => ({
  version: 1,
  kind: 'form',
  settings: {},
  fields: [
    { jnpfKey: 'input', vModel: 'title', label: '标题' },
    { jnpfKey: 'textarea', vModel: 'mail', label: '邮箱', regList: [{ pattern, message: '邮箱格式不对' }] },
  ],
});

const design = (enCode: string, form: FormSchema) => ({
  fullName: enCode,
  enCode,
  category: '人事',
  type: 1,
  webType: 2,
  formData: JSON.stringify(form),
  columnData: JSON.stringify({ type: 1, columnList: [{ prop: 'mail', label: '邮箱' }] }),
});

describe.each(databaseKinds)('patterns designers write, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const save = (body: unknown, id?: string, language = 'zh-CN') =>
    call<{ id: string }>(server.app, id ? 'PUT' : 'POST', `/api/visualdev/Base${id ? `/${id}` : ''}`, {
      token: admin,
      body,
      headers: { 'accept-language': language },
    });
  const release = (id: string) =>
    call(server.app, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: 'menu-onlineDev' },
    });
  const released = async (enCode: string, form: FormSchema) => {
    const created = await save(design(enCode, form));
    expect(created.code, created.msg).toBe(200);
    const id = created.data?.id as string;
    const answer = await release(id);
    expect(answer.code, answer.msg).toBe(200);
    return id;
  };
  const designs = async () =>
    Number(
      (
        await server.db
          .selectFrom('visualdev')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  it('refuses to save a draft whose pattern uses lookaround or a backreference, naming the field and why', async () => {
    const before = await designs();
    expect(await save(design('lookahead', formWith('^(?=.*@).+$')))).toEqual({
      code: 400,
      msg: 'formData.fields.1.regList.0.pattern: 字段“邮箱”的正则表达式使用了环视（(?=），服务器的线性时间正则引擎无法执行，请改写',
    });
    expect((await save(design('backref', formWith('^(a)\\1$')), undefined, 'en')).msg).toBe(
      'formData.fields.1.regList.0.pattern: Field "邮箱": the pattern uses a backreference (\\1), which the server\'s linear-time pattern engine cannot run; write it without one',
    );
    expect((await save(design('backref', formWith('^(?<!x)a$')), undefined, 'zh-TW')).msg).toBe(
      'formData.fields.1.regList.0.pattern: 欄位「邮箱」的正規表示式使用了環視（(?<!），伺服器的線性時間正規引擎無法執行，請改寫',
    );
    expect(await designs()).toBe(before);

    const created = await save(design('patterned', formWith(EMAIL)));
    expect(created.code, created.msg).toBe(200);
    const id = created.data?.id as string;
    expect((await save(design('patterned', formWith('(?!x)')), id)).code).toBe(400);
    const stored = await server.db
      .selectFrom('visualdev')
      .select('formData')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.formData ?? '{}')).toEqual(formWith(EMAIL));
  });

  it('refuses to release a draft that holds one (written before the check)', async () => {
    const created = await save(design('oldDraft', formWith(EMAIL)));
    const id = created.data?.id as string;
    await server.db
      .updateTable('visualdev')
      .set({ formData: JSON.stringify(formWith('^(?!x).*$')) })
      .where('id', '=', id)
      .execute();
    expect((await release(id)).msg).toBe(
      'fields.1.regList.0.pattern: 字段“邮箱”的正则表达式使用了环视（(?!），服务器的线性时间正则引擎无法执行，请改写',
    );
  });

  it('checks record values against hostile patterns in linear time', async () => {
    for (const [enCode, pattern, value] of [
      ['mail36', EMAIL, `a@a${'.a'.repeat(16)}!`],
      ['mail10k', EMAIL, `a@a${'.a'.repeat(5000)}!`],
      ['words', WORDS, `${'a'.repeat(32)}!`],
    ] as const) {
      const model = await released(enCode, formWith(pattern));
      const started = performance.now();
      const answer = await createRecord(server, admin, model, { title: 't', mail: value });
      expect(answer.msg, enCode).toBe('邮箱: 邮箱格式不对');
      expect(performance.now() - started, enCode).toBeLessThan(1000);
    }
  });

  it('fails every value of a release that already holds such a pattern, saying so, and warns once', async () => {
    const model = await released('stale', formWith(EMAIL));
    await server.db
      .updateTable('visualdevRelease')
      .set({ formData: JSON.stringify(formWith('^(?=.*@).+$')) })
      .where('visualdevId', '=', model)
      .execute();
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      for (const mail of ['someone@mail.com', 'plain']) {
        expect(await createRecord(server, admin, model, { title: 't', mail })).toMatchObject({
          code: 400,
          msg: '邮箱: 校验规则无法执行，请联系管理员修改表单设计',
        });
      }
      expect((await createRecord(server, admin, model, { title: 't' })).code).toBe(200);
      const warnings = warn.mock.calls.filter(
        ([, options]) => (options as { code?: string })?.code === 'FORMWORK_UNUSABLE_PATTERN',
      );
      expect(warnings).toHaveLength(1);
      expect(String(warnings[0]?.[0])).toContain('fields.1.regList.0.pattern');
    } finally {
      warn.mockRestore();
    }
    const rows = await call<{ list: unknown[] }>(server.app, 'POST', `${ONLINE_DEV}/${model}/List`, {
      token: admin,
      body: {},
    });
    expect(rows.data?.list).toHaveLength(1);
  });
});
