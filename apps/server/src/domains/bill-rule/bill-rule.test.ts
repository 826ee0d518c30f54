import { billDateParts as dateParts } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { nextBillNumber } from './bill-number.js';
import type { BillRuleOption } from './manage.js';

const RULES = '/api/system/BillRule';
const today = () => dateParts(new Date()).YYYYMMDD;

describe.each(databaseKinds)('bill rules on %s', (kind) => {
  let server: TestServer;
  let staff: string;
  // Who may draw a rule's numbers: draw-access.test.ts.
  let admin: string;
  const number = (enCode: string, token = admin) =>
    call<string>(server.app, 'GET', `${RULES}/BillNumber/${encodeURIComponent(enCode)}`, { token });
  const selector = (query = '') =>
    call<{ list: BillRuleOption[] }>(server.app, 'GET', `${RULES}/Selector${query}`, { token: staff });
  const stored = (enCode: string) =>
    server.db
      .selectFrom('billRule')
      .select(['datePart', 'thisNumber', 'outputNumber'])
      .where('enCode', '=', enCode)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signIn(server.app, 'staff', 'staff123');
    admin = await signIn(server.app, 'admin', 'admin123');
    await server.db
      .insertInto('billRule')
      .values([
        { id: 'r-off', fullName: '停用的', enCode: 'off', prefix: 'X', enabledMark: 0, sortCode: 9 },
        { id: 'r-small', fullName: '两位', enCode: 'small', digit: 2, startNumber: 99, sortCode: 8 },
        { id: 'r-race', fullName: '并发', enCode: 'race', prefix: 'R', digit: 3, sortCode: 7 },
      ])
      .execute();
  });
  afterAll(() => server?.close());

  it('lists the enabled rules in their order to any signed-in user, filtered by name or code', async () => {
    const all = await selector();
    expect(all.code, all.msg).toBe(200);
    expect(all.data?.list.map((rule) => [rule.fullName, rule.enCode])).toEqual([
      ['请假单', 'leaveRequest'],
      ['采购单', 'purchaseOrder'],
      ['合同', 'contract'],
      ['并发', 'race'],
      ['两位', 'small'],
    ]);
    expect(all.data?.list[0]).toEqual({
      id: 'billrule-leave',
      fullName: '请假单',
      enCode: 'leaveRequest',
      category: '人事',
    });
    expect(
      (await selector(`?keyword=${encodeURIComponent('请假')}`)).data?.list.map((r) => r.enCode),
    ).toEqual(['leaveRequest']);
    expect((await selector('?keyword=CONTRACT')).data?.list.map((r) => r.fullName)).toEqual(['合同']);
    expect((await selector('?keyword=%25')).data?.list).toEqual([]);
  });

  it('issues prefix + date + zero-padded serial + suffix, one more on every call', async () => {
    expect(await number('leaveRequest')).toEqual({ code: 200, msg: 'Success', data: `QJ${today()}0001` });
    expect((await number('leaveRequest')).data).toBe(`QJ${today()}0002`);
    expect(await stored('leaveRequest')).toEqual({
      datePart: today(),
      thisNumber: 2,
      outputNumber: `QJ${today()}0002`,
    });
    expect((await number('contract')).data).toBe('HT-001000-A');
    expect((await number('contract')).data).toBe('HT-001001-A');
    expect((await number('purchaseOrder')).data).toBe(`CG${today().slice(0, 6)}00001`);
  });

  it('grows past the digits rather than cutting a number short', async () => {
    expect((await number('small')).data).toBe('99');
    expect((await number('small')).data).toBe('100');
  });

  it('restarts the serial when the date part moves on, never going back to an earlier one', async () => {
    await server.db
      .updateTable('billRule')
      .set({ datePart: '20000101', thisNumber: 41 })
      .where('enCode', '=', 'leaveRequest')
      .execute();
    expect((await number('leaveRequest')).data).toBe(`QJ${today()}0001`);
    // A call whose clock reads an earlier day still numbers under the day already stored.
    expect(await nextBillNumber(server.db, 'leaveRequest', new Date(2000, 0, 1))).toBe(`QJ${today()}0002`);
    expect((await stored('leaveRequest')).thisNumber).toBe(2);
  });

  it('gives 50 simultaneous calls 50 different numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => number('race')));
    expect(answers.every((answer) => answer.code === 200)).toBe(true);
    const numbers = answers.map((answer) => answer.data as string);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `R${String(i + 1).padStart(3, '0')}`),
    );
    expect(await stored('race')).toEqual({ datePart: '', thisNumber: 50, outputNumber: 'R050' });

    const daily = await Promise.all(Array.from({ length: 50 }, () => number('purchaseOrder')));
    expect(new Set(daily.map((answer) => answer.data)).size).toBe(50);
  });

  it('answers 400 naming an unknown or disabled rule, and 600 to a visitor', async () => {
    expect(await number('nope')).toEqual({ code: 400, msg: '编码: 单据规则 nope 不存在', field: 'enCode' });
    expect(await number('off')).toEqual({ code: 400, msg: '编码: 单据规则 off 已停用', field: 'enCode' });
    expect((await stored('off')).thisNumber).toBe(0);
    expect((await call(server.app, 'GET', `${RULES}/BillNumber/contract`)).code).toBe(600);
    expect((await call(server.app, 'GET', `${RULES}/Selector`)).code).toBe(600);
  });
});
