import { type FormSchema, leaveRequestForm } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  countRows,
  createRecord,
  leave,
  readRecord,
  releaseLeaveModel,
  updateRecord,
} from './test-fixtures.js';

/** The leave sample with a bill-number field numbered by the seeded rule leaveRequest (QJ + date + 4 digits). */
const withBillNumber = (rule: string): FormSchema => ({
  ...leaveRequestForm,
  fields: [
    { jnpfKey: 'billRule', vModel: 'billNo', label: '单据编号', props: { rule } },
    ...leaveRequestForm.fields,
  ],
});

describe('bill-number fields of online-dev records', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  it('gives each new record the next number of its rule, ignores the client copy, keeps it on edit', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveBill', {}, withBillNumber('leaveRequest'));
    const first = await createRecord(server, admin, model, leave({ billNo: 'MINE-1' }));
    const second = await createRecord(server, admin, model, leave());
    expect(first.code, first.msg).toBe(200);
    const firstNo = (await readRecord(server, admin, model, first.data?.id as string)).billNo as string;
    const secondNo = (await readRecord(server, admin, model, second.data?.id as string)).billNo as string;
    expect(firstNo).toMatch(/^QJ\d{8}\d{4}$/);
    expect(Number(secondNo.slice(-4))).toBe(Number(firstNo.slice(-4)) + 1);

    const edited = await updateRecord(
      server,
      admin,
      model,
      first.data?.id as string,
      leave({ billNo: 'X', days: 3 }),
    );
    expect(edited).toMatchObject({ code: 200 });
    expect((await readRecord(server, admin, model, first.data?.id as string)).billNo).toBe(firstNo);
  });

  it('answers 400 naming the field when the rule is gone, and writes nothing', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveNoRule', {}, withBillNumber('noSuchRule'));
    const answer = await createRecord(server, admin, model, leave());
    expect(await countRows(server, model)).toBe(0);
    expect(answer).toMatchObject({ code: 400, msg: 'billNo: 单据编号无法取号，单据规则 noSuchRule 不存在' });
  });
});
