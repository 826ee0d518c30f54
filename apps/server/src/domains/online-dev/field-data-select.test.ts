import { leaveRequestForm } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { createRecord, grantStaff, leave, releaseLeaveModel } from './test-fixtures.js';

interface Picked {
  list: Array<Record<string, string>>;
  pagination: { currentPage: number; pageSize: number; total: number };
}

describe.each(databaseKinds)('FieldDataSelect on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let model: string;
  const pick = (query: string, token = admin) =>
    call<Picked>(server.app, 'GET', `/api/visualdev/Base/${model}/FieldDataSelect?${query}`, { token });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
    model = await releaseLeaveModel(server, admin, 'leavePick');
    for (const [i, applicant] of ['甲一', '乙二', '丙三', '丁四', '甲五'].entries()) {
      await createRecord(
        server,
        admin,
        model,
        leave({ applicant, leaveType: i % 2 ? 'sick' : 'annual', reason: '事' }),
      );
    }
  });
  afterAll(() => server?.close());

  it('pages the records newest first with the relation field and the shown columns as text', async () => {
    const first = await pick('currentPage=1&pageSize=2&relationField=applicant&columnOptions=leaveType,days');
    expect(first.code, first.msg).toBe(200);
    expect(first.data?.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(first.data?.list.map(({ id: _, ...row }) => row)).toEqual([
      { applicant: '甲五', leaveType: '年假', days: '2.0' },
      { applicant: '丁四', leaveType: '病假', days: '2.0' },
    ]);
    const last = await pick('currentPage=3&pageSize=2&relationField=applicant');
    expect(last.data?.list.map((row) => row.applicant)).toEqual(['甲一']);
    expect(Object.keys(last.data?.list[0] ?? {}).sort()).toEqual(['applicant', 'id']);
  });

  it('matches the keyword in the relation field', async () => {
    const found = await pick(`relationField=applicant&keyword=${encodeURIComponent('甲')}`);
    expect(found.data?.list.map((row) => row.applicant)).toEqual(['甲五', '甲一']);
    expect(found.data?.pagination.total).toBe(2);
  });

  it('refuses fields the form does not have', async () => {
    expect(await pick('relationField=nope')).toEqual({ code: 400, msg: 'relationField: nope 不是表单字段' });
    expect(await pick('relationField=applicant&columnOptions=days,secret')).toEqual({
      code: 400,
      msg: 'columnOptions: secret 不是表单字段',
    });
  });

  it('opens to users of a released form that picks from it, with that relation field’s own columns only', async () => {
    expect(await pick('relationField=applicant', staff)).toEqual({ code: 403, msg: 'Permission Denied' });
    const picker = await releaseLeaveModel(
      server,
      admin,
      'leavePicker',
      {},
      {
        ...leaveRequestForm,
        fields: [
          ...leaveRequestForm.fields,
          {
            jnpfKey: 'relationForm',
            vModel: 'previous',
            label: '上次请假',
            props: {
              modelId: model,
              relationField: 'applicant',
              columnOptions: [{ value: 'days', label: '天数' }],
            },
          },
        ],
      },
    );
    await grantStaff(server, picker);
    const picked = await pick('relationField=applicant&columnOptions=days', staff);
    expect(picked.data?.pagination.total).toBe(5);
    expect(Object.keys(picked.data?.list[0] ?? {}).sort()).toEqual(['applicant', 'days', 'id']);
    // The query only names the configuration; any other columns or shown field are refused.
    expect(await pick('relationField=applicant&columnOptions=days,reason', staff)).toEqual({
      code: 400,
      msg: 'columnOptions: 与关联表单字段设置的列不一致',
    });
    expect(await pick('relationField=applicant', staff)).toEqual({
      code: 400,
      msg: 'columnOptions: 与关联表单字段设置的列不一致',
    });
    expect(await pick('relationField=reason&columnOptions=days', staff)).toEqual({
      code: 400,
      msg: 'relationField: reason 不是你可用的关联表单字段所显示的字段',
    });
  });

  it('keeps a holder’s hidden columns out of the rows and the keyword', async () => {
    const guarded = await releaseLeaveModel(server, admin, 'leavePickCols', { useColumnPermission: true });
    await createRecord(server, admin, guarded, leave({ applicant: '戊六' }));
    const host = await releaseLeaveModel(
      server,
      admin,
      'leavePickColsHost',
      {},
      {
        ...leaveRequestForm,
        fields: [
          ...leaveRequestForm.fields,
          {
            jnpfKey: 'relationForm',
            vModel: 'other',
            label: '其他请假',
            props: {
              modelId: guarded,
              relationField: 'applicant',
              columnOptions: [{ value: 'days', label: '天数' }],
            },
          },
        ],
      },
    );
    await grantStaff(server, host);
    await grantStaff(server, guarded, { column: ['days'] });
    const at = `/api/visualdev/Base/${guarded}/FieldDataSelect?relationField=applicant&columnOptions=days`;
    const picked = await call<Picked>(server.app, 'GET', at, { token: staff });
    expect(picked.data?.list.map(({ id: _, ...row }) => row)).toEqual([{ days: '2.0' }]);
    expect(
      await call(server.app, 'GET', `${at}&keyword=${encodeURIComponent('戊')}`, { token: staff }),
    ).toEqual({
      code: 400,
      msg: 'keyword: 无权查看字段 applicant',
    });
  });
});
