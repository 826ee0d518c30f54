import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_WITH_TAGS, leave, ONLINE_DEV, releaseLeaveModel } from './test-fixtures.js';

describe.each(databaseKinds)('OnlineDev records answer in the language of the request, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let model: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    model = await releaseLeaveModel(server, admin, 'leaveLanguage');
  });
  afterAll(() => server?.close());

  const ask = (method: 'POST' | 'DELETE', url: string, language: string, body?: unknown) =>
    call<{ id: string }>(server.app, method, url, {
      token: admin,
      body,
      headers: { 'accept-language': language },
    });
  const create = (values: unknown, language: string) =>
    ask('POST', `${ONLINE_DEV}/${model}`, language, { data: JSON.stringify(values) });

  it('names the field of a refused value, with the problem in English or traditional Chinese', async () => {
    const missing = await create(leave({ leaveType: '' }), 'en');
    expect(missing).toEqual({
      code: 400,
      msg: '请假类型: Required',
      // The structured problem stays as the shared checks made it: clients word it by its key.
      data: { problems: [{ field: 'leaveType', message: '不能为空', key: 'required' }] },
    });
    expect((await create(leave({ handover: [{ task: '' }] }), 'en')).msg).toBe(
      '工作交接 row 1 事项: Required',
    );
    expect((await create(leave({ phone: '123' }), 'zh-TW')).msg).toBe('联系电话: 請正確輸入您的手機號碼');
    expect((await create([], 'en')).msg).toBe('data: The data is not in the expected format');
  });

  it("names a field by the label its design gave the caller's language", async () => {
    const form = {
      ...LEAVE_WITH_TAGS,
      fields: LEAVE_WITH_TAGS.fields.map((field) =>
        field.vModel === 'tags'
          ? { ...field, required: true, props: { ...field.props, labelI18n: { zhtw: '標籤', en: 'Tags' } } }
          : field,
      ),
    };
    const labelled = await releaseLeaveModel(server, admin, 'leaveLabelI18n', {}, form);
    const save = (language: string) =>
      ask('POST', `${ONLINE_DEV}/${labelled}`, language, { data: JSON.stringify(leave({ tags: [] })) });
    expect((await save('en')).msg).toBe('Tags: Required');
    expect((await save('zh-TW')).msg).toBe('標籤: 不能為空');
    // Without a label of its own language, the label it was designed with.
    expect((await save('zh')).msg).toBe('标签: 不能为空');
  });

  it('words a success and a missing record in English', async () => {
    const created = await create(leave(), 'en');
    expect(created).toMatchObject({ code: 200, msg: 'Created' });
    const id = created.data?.id as string;
    expect(await ask('DELETE', `${ONLINE_DEV}/${model}/${id}`, 'en')).toEqual({ code: 200, msg: 'Deleted' });
    expect(await ask('DELETE', `${ONLINE_DEV}/${model}/${id}`, 'en')).toEqual({
      code: 400,
      msg: 'The record does not exist or has been deleted',
    });
  });
});
