import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  countRows,
  createRecord,
  grantStaff,
  leave,
  listRecords,
  ONLINE_DEV,
  readRecord,
  releaseLeaveModel,
  updateRecord,
} from './test-fixtures.js';

const DENIED = { code: 403, msg: 'Permission Denied' };

describe.each(databaseKinds)('OnlineDev permissions on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('refuses every call to users not granted the menu entry', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveClosed');
    const id = (await createRecord(server, admin, model, leave())).data?.id as string;
    expect(await listRecords(server, staff, model)).toEqual(DENIED);
    expect(await createRecord(server, staff, model, leave())).toEqual(DENIED);
    expect(await call(server.app, 'GET', `${ONLINE_DEV}/${model}/${id}`, { token: staff })).toEqual(DENIED);
    expect(await call(server.app, 'DELETE', `${ONLINE_DEV}/${model}/${id}`, { token: staff })).toEqual(
      DENIED,
    );
    // A model that does not exist answers the same, so that its existence is not given away.
    expect(await listRecords(server, staff, 'no-such-model')).toEqual(DENIED);
    expect(await countRows(server, model)).toBe(1);
  });

  it('with button permissions, needs btn_add, btn_edit, btn_remove, btn_batchRemove and btn_download', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveButtons', { useBtnPermission: true });
    await grantStaff(server, model, { button: ['btn_add', 'btn_detail'] });
    const own = await createRecord(server, staff, model, leave({ applicant: '张三' }));
    expect(own.code, own.msg).toBe(200);
    const id = own.data?.id as string;
    expect((await listRecords(server, staff, model)).data?.pagination.total).toBe(1);

    expect(await updateRecord(server, staff, model, id, leave({ days: 5 }))).toEqual(DENIED);
    expect(await call(server.app, 'DELETE', `${ONLINE_DEV}/${model}/${id}`, { token: staff })).toEqual(
      DENIED,
    );
    expect(
      await call(server.app, 'POST', `${ONLINE_DEV}/batchDelete/${model}`, {
        token: staff,
        body: { ids: [id] },
      }),
    ).toEqual(DENIED);
    expect(
      await call(server.app, 'POST', `${ONLINE_DEV}/${model}/Actions/Export`, {
        token: staff,
        body: { selectKey: ['applicant'], dataType: 1 },
      }),
    ).toEqual(DENIED);
    expect((await readRecord(server, admin, model, id)).days).toBe(2);

    await grantStaff(server, model, { button: ['btn_remove'] });
    expect(
      (
        await call(server.app, 'POST', `${ONLINE_DEV}/batchDelete/${model}`, {
          token: staff,
          body: { ids: [id] },
        })
      ).code,
    ).toBe(200);
    expect(await countRows(server, model)).toBe(0);
  });

  it('without button permissions, the menu entry is enough', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveOpen');
    await grantStaff(server, model);
    const id = (await createRecord(server, staff, model, leave())).data?.id as string;
    expect((await updateRecord(server, staff, model, id, leave({ days: 3 }))).code).toBe(200);
    expect((await call(server.app, 'DELETE', `${ONLINE_DEV}/${model}/${id}`, { token: staff })).code).toBe(
      200,
    );
  });

  it('with column permissions, rows carry only the granted columns', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveColumns', { useColumnPermission: true });
    await grantStaff(server, model, { column: ['applicant', 'days'] });
    await createRecord(server, admin, model, leave({ phone: '13812345678' }));
    const [row] = (await listRecords(server, staff, model)).data?.list ?? [];
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'applicant',
      'creatorTime',
      'days',
      'id',
      'lastModifyTime',
    ]);
    const [adminRow] = (await listRecords(server, admin, model)).data?.list ?? [];
    expect(adminRow).toMatchObject({ phone: '13812345678', leaveType: 'annual' });
  });

  it('with form permissions, fields not granted are neither shown nor written', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveForms', { useFormPermission: true });
    const granted = ['applicant', 'leaveType', 'startDate', 'days', 'reason'];
    await grantStaff(server, model, { form: granted });
    const id = (
      await createRecord(server, admin, model, leave({ phone: '13812345678', dailyAllowance: 100 }))
    ).data?.id as string;

    const seen = await readRecord(server, staff, model, id);
    expect(Object.keys(seen).sort()).toEqual(['applicant', 'days', 'leaveType', 'startDate']);
    // A value for a field not granted refuses the whole write, naming the field.
    const refused = await updateRecord(server, staff, model, id, { ...seen, days: 3, phone: '13900000000' });
    expect(refused).toMatchObject({ code: 400, msg: '联系电话: 无权填写该字段' });
    expect(refused.data).toMatchObject({ problems: [{ field: 'phone' }] });
    expect((await createRecord(server, staff, model, leave({ phone: '1' }))).msg).toBe(
      '联系电话: 无权填写该字段',
    );
    expect(await countRows(server, model)).toBe(1);
    expect(await readRecord(server, admin, model, id)).toMatchObject({ days: 2, phone: '13812345678' });

    const update = await updateRecord(server, staff, model, id, { ...seen, days: 3 });
    expect(update.code, update.msg).toBe(200);
    expect(await readRecord(server, admin, model, id)).toMatchObject({
      days: 3,
      phone: '13812345678',
      dailyAllowance: 100,
      allowance: 300,
    });
  });
});
