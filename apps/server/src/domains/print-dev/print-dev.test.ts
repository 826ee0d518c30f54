import { type FieldSchema, type FormSchema, leaveRequestForm, leaveRequestList } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';

const BASE = '/api/system/printDev';
const LEAVE_MODEL = 'visualdev-leaveRequest';
const SEEDED = 'print-leaveRequest';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Filled {
  id: string;
  html: string;
  printData: Record<string, unknown>;
  pageParam: { type: string; direction: string };
}

/** A multipart body holding one file, as a browser's upload sends it. */
function multipartFile(name: string, content: string) {
  const boundary = '----formwork-test';
  const payload = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${name}"`,
    'Content-Type: application/octet-stream',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A picker of each kind, one holding several users, and a sub-table with a user column. */
const PICKERS: FieldSchema[] = [
  { jnpfKey: 'userSelect', vModel: 'owner', label: '负责人' },
  { jnpfKey: 'usersSelect', vModel: 'members', label: '成员', props: { multiple: true } },
  { jnpfKey: 'organizeSelect', vModel: 'company', label: '所属组织' },
  { jnpfKey: 'depSelect', vModel: 'department', label: '部门' },
  { jnpfKey: 'posSelect', vModel: 'position', label: '岗位' },
  { jnpfKey: 'roleSelect', vModel: 'role', label: '角色', props: { multiple: true } },
  { jnpfKey: 'groupSelect', vModel: 'group', label: '分组' },
  { jnpfKey: 'areaSelect', vModel: 'place', label: '地区' },
  {
    jnpfKey: 'table',
    vModel: 'helpers',
    label: '协助人',
    children: [{ jnpfKey: 'userSelect', vModel: 'helper', label: '协助人' }],
  },
];
const PICKER_FORM: FormSchema = { ...leaveRequestForm, fields: [...leaveRequestForm.fields, ...PICKERS] };
const PICKER_VALUES = {
  applicant: '张三',
  leaveType: 'annual',
  startDate: Date.UTC(2026, 2, 2),
  days: 1,
  owner: 'user-staff',
  members: ['user-staff', 'user-admin'],
  company: ['org-company', 'org-rd'],
  department: 'org-rd',
  position: 'pos-engineer',
  role: ['role-admin', 'role-staff'],
  group: 'group-review',
  place: ['330000', '330100', '330106'],
  helpers: [{ helper: 'user-admin' }],
};
const PICKER_HTML = [
  'owner={owner};members={members};company={company};department={department};',
  'position={position};role={role};group={group};place={place};',
  '<table><tbody><tr><td>{helpers.helper}</td></tr></tbody></table>',
].join('');
/** What the form shows for PICKER_VALUES. */
const PICKER_NAMES = {
  owner: '张三/staff',
  members: '张三/staff,管理员/admin',
  company: '研发部',
  department: '研发部',
  position: '研发工程师',
  role: '系统管理员,普通员工',
  group: '产品评审组',
  place: '浙江省/杭州市/西湖区',
};

describe.each(databaseKinds)('print templates on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const as =
    (token: () => string) =>
    <T = unknown>(method: Method, url: string, body?: unknown) =>
      call<T>(server.app, method, url, { token: token(), ...(body !== undefined && { body }) });
  const adminCall = as(() => admin);
  const staffCall = as(() => staff);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('creates, lists by type, reads, updates, toggles and deletes a template', async () => {
    const created = await adminCall<{ id: string }>('POST', BASE, {
      fullName: '出差单',
      enCode: 'tripPrint',
      type: 1,
      formId: LEAVE_MODEL,
      printTemplate: '<p>{applicant}</p>',
      pageParam: JSON.stringify({
        type: 'A5',
        width: 148,
        height: 210,
        direction: 'landscape',
        mt: 5,
        mb: 5,
        ml: 8,
        mr: 8,
      }),
    });
    expect(created.code, created.msg).toBe(200);
    const id = created.data?.id as string;

    const flows = await adminCall<{ list: Array<{ enCode: string; formName: string }> }>(
      'GET',
      `${BASE}?type=1`,
    );
    expect(flows.data?.list.map((row) => row.enCode)).toEqual(['tripPrint']);
    expect(flows.data?.list[0]?.formName).toBe('请假申请');
    const functions = await adminCall<{ list: Array<{ enCode: string }> }>(
      'GET',
      `${BASE}?type=2&keyword=请假`,
    );
    expect(functions.data?.list.map((row) => row.enCode)).toEqual(['leaveRequestPrint']);

    // The basic form saves without the HTML and the paper: the editor's are kept.
    const updated = await adminCall('PUT', `${BASE}/${id}`, {
      fullName: '出差申请单',
      enCode: 'tripPrint',
      type: 1,
    });
    expect(updated.code, updated.msg).toBe(200);
    const read = await adminCall<{ fullName: string; printTemplate: string; pageParam: string }>(
      'GET',
      `${BASE}/${id}`,
    );
    expect(read.data).toMatchObject({ fullName: '出差申请单', printTemplate: '<p>{applicant}</p>' });
    expect(JSON.parse(read.data?.pageParam ?? '')).toMatchObject({ type: 'A5', direction: 'landscape' });

    const toggled = await adminCall<{ enabledMark: number }>('PUT', `${BASE}/${id}/Actions/State`);
    expect(toggled.data?.enabledMark).toBe(0);
    const offered = await staffCall<{ list: Array<{ id: string }> }>('GET', `${BASE}/Selector?type=1`);
    expect(offered.data?.list).toEqual([]);

    expect((await adminCall('DELETE', `${BASE}/${id}`)).code).toBe(200);
    expect((await adminCall('GET', `${BASE}/${id}`)).code).toBe(400);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const answer = await adminCall('POST', BASE, { fullName: '坏', enCode: 'badPrint', ...body });
      expect(answer.code, JSON.stringify(body)).toBe(400);
      // A field is named by its label with its code beside; a place inside a value, by its path.
      expect(answer.field ?? answer.msg).toContain(field);
    };
    await bad({ pageParam: '{"type":"A4"' }, 'pageParam');
    await bad({ pageParam: JSON.stringify({ type: 'A4', width: -1 }) }, 'pageParam');
    await bad({ formId: 'no-such-form' }, 'formId');
    await bad({ enCode: 'leaveRequestPrint' }, 'enCode');
    await bad({ type: 3 }, 'type');
    const list = await adminCall<{ list: Array<{ enCode: string }> }>('GET', `${BASE}?keyword=badPrint`);
    expect(list.data?.list).toEqual([]);
    expect((await adminCall('POST', `${BASE}/Fields`, { formId: 'no-such-form' })).code).toBe(400);
  });

  it('lets only those granted the screen manage templates', async () => {
    expect((await staffCall('GET', BASE)).code).not.toBe(200);
    expect((await staffCall('POST', BASE, { fullName: '员工', enCode: 'staffPrint' })).code).not.toBe(200);
  });

  it('answers the fields of a released form: main fields and sub-table columns, labelled', async () => {
    const fields = await adminCall<Array<{ id: string; fullName: string; children?: unknown[] }>>(
      'POST',
      `${BASE}/Fields`,
      { formId: LEAVE_MODEL },
    );
    expect(fields.data).toContainEqual({ id: 'applicant', fullName: '申请人' });
    expect(fields.data).toContainEqual({
      id: 'handover',
      fullName: '工作交接',
      children: [
        { id: 'handover.task', fullName: '事项' },
        { id: 'handover.mobile', fullName: '接手人电话' },
      ],
    });
  });

  it('fills the seeded template with records as the list shows them, sub-table rows included', async () => {
    const one = await staffCall<Filled>('GET', `${BASE}/Data?id=${SEEDED}&formId=leave-demo-01`);
    expect(one.code, one.msg).toBe(200);
    expect(one.data?.printData).toMatchObject({ applicant: '张三', leaveType: '事假' });
    expect(one.data?.html).toContain('<td>张三</td>');
    expect(one.data?.html).toContain('<td>事假</td>');
    expect(one.data?.html).toContain('<td>周报</td><td>13912345678</td>');
    expect(one.data?.pageParam).toMatchObject({ type: 'A4', direction: 'portrait' });

    const batch = await staffCall<Filled[]>(
      'GET',
      `${BASE}/BatchData?id=${SEEDED}&formId=leave-demo-02,leave-demo-01`,
    );
    expect(batch.data?.map((item) => item.id)).toEqual(['leave-demo-02', 'leave-demo-01']);
    expect(batch.data?.[0]?.html).toContain('<td>李四</td>');
    expect(batch.data?.[0]?.html).not.toContain('{handover.task}');

    const missing = await staffCall('GET', `${BASE}/BatchData?id=${SEEDED}&formId=leave-demo-01,nope`);
    expect(missing.code).toBe(400);
  });

  it('offers the preview the newest records with their values as the list shows them', async () => {
    type Preview = { list: Array<{ id: string; data: Record<string, unknown> }> };
    const answer = await adminCall<Preview>('GET', `${BASE}/Records?formId=${LEAVE_MODEL}`);
    expect(answer.code, answer.msg).toBe(200);
    const list = answer.data?.list ?? [];
    expect(list).toHaveLength(30);
    expect(list[0]?.id).toBe('leave-demo-30');
    const first = list.find((record) => record.id === 'leave-demo-01');
    // Labels and formatted dates, not the stored option value or timestamp.
    expect(first?.data).toMatchObject({ applicant: '张三', leaveType: '事假', urgent: '开' });
    // The day in the server's time zone, as the printout shows it.
    expect(first?.data.startDate).toMatch(/^2026-01-0[45]$/);
    expect(Object.keys(first?.data ?? {}).slice(0, 3)).toEqual(['applicant', 'phone', 'leaveType']);

    // Only the 打印模板 screen asks for them; a form id must be one.
    expect((await staffCall('GET', `${BASE}/Records?formId=${LEAVE_MODEL}`)).code).not.toBe(200);
    const bad = await adminCall('GET', `${BASE}/Records?formId=no-such-form`);
    expect(bad).toMatchObject({ code: 400, field: 'formId' });
    expect((await adminCall('GET', `${BASE}/Records`)).code).toBe(400);
  });

  it('prints the names the form shows for every kind of picker, not the stored ids', async () => {
    const design = await adminCall<{ id: string }>('POST', '/api/visualdev/Base', {
      fullName: '带选择器的请假',
      enCode: 'leavePickers',
      category: '人事',
      type: 1,
      webType: 2,
      formData: JSON.stringify(PICKER_FORM),
      columnData: JSON.stringify(leaveRequestList),
    });
    expect(design.code, design.msg).toBe(200);
    const formId = design.data?.id as string;
    const released = await adminCall('POST', `/api/visualdev/Base/${formId}/Actions/Release`, {
      pc: 1,
      pcModuleParentId: 'menu-onlineDev',
    });
    expect(released.code, released.msg).toBe(200);
    const record = await adminCall<{ id: string }>('POST', `/api/visualdev/OnlineDev/${formId}`, {
      data: JSON.stringify(PICKER_VALUES),
    });
    expect(record.code, record.msg).toBe(200);
    const template = await adminCall<{ id: string }>('POST', BASE, {
      fullName: '选择器打印',
      enCode: 'pickerPrint',
      type: 2,
      formId,
      printTemplate: PICKER_HTML,
    });
    expect(template.code, template.msg).toBe(200);

    const printed = await adminCall<Filled[]>(
      'GET',
      `${BASE}/BatchData?id=${template.data?.id}&formId=${record.data?.id}`,
    );
    expect(printed.code, printed.msg).toBe(200);
    expect(printed.data?.[0]?.printData).toMatchObject({
      ...PICKER_NAMES,
      helpers: [{ helper: '管理员/admin' }],
    });
    const html = printed.data?.[0]?.html ?? '';
    for (const [vModel, name] of Object.entries(PICKER_NAMES)) expect(html).toContain(`${vModel}=${name};`);
    expect(html).toContain('<td>管理员/admin</td>');
    expect(html).not.toMatch(/user-|org-|pos-|role-|group-|330000/);

    // The 打印模板 screen's preview shows the record as the printout does.
    type Preview = { list: Array<{ id: string; data: Record<string, unknown> }> };
    const preview = await adminCall<Preview>('GET', `${BASE}/Records?formId=${formId}`);
    expect(preview.data?.list[0]?.data).toMatchObject(PICKER_NAMES);
  });

  it('prints a record value holding markup as inert text', async () => {
    await server.db
      .updateTable('onlineDevRecord')
      .set({
        data: JSON.stringify({
          applicant: '<img src=x onerror=alert(1)><script>alert(2)</script>',
          handover: [],
        }),
      })
      .where('id', '=', 'leave-demo-30')
      .execute();
    const filled = await adminCall<Filled>('GET', `${BASE}/Data?id=${SEEDED}&formId=leave-demo-30`);
    expect(filled.data?.html).not.toMatch(/<img|<script|<[^>]*onerror/);
    expect(filled.data?.html).toContain('&lt;script&gt;');
    // Fields the record has no value for print empty.
    expect(filled.data?.html).toContain('<td>联系电话</td><td></td>');
  });

  it('copies, exports and imports a template', async () => {
    const copy = await adminCall<{ id: string }>('POST', `${BASE}/${SEEDED}/Actions/Copy`);
    expect(copy.code, copy.msg).toBe(200);
    const copied = await adminCall<{ enCode: string; enabledMark: number; printTemplate: string }>(
      'GET',
      `${BASE}/${copy.data?.id}`,
    );
    expect(copied.data).toMatchObject({ enCode: 'leaveRequestPrint.copy', enabledMark: 0 });
    expect(copied.data?.printTemplate).toContain('{handover.task}');

    const link = await adminCall<{ name: string; url: string }>('GET', `${BASE}/${SEEDED}/Actions/Export`);
    expect(link.data?.name).toBe('请假单.bp');
    const file = await server.app.inject({ method: 'GET', url: link.data?.url as string });
    const exported = JSON.parse(file.body) as Record<string, unknown>;
    expect(exported).toMatchObject({ enCode: 'leaveRequestPrint', formId: LEAVE_MODEL });

    const upload = (content: string) => {
      const { payload, contentType } = multipartFile('请假单.bp', content);
      return server.app.inject({
        method: 'POST',
        url: `${BASE}/Actions/ImportData`,
        headers: { authorization: admin, 'content-type': contentType },
        payload,
      });
    };
    const again = (await upload(file.body)).json() as { code: number; msg: string };
    expect(again).toMatchObject({ code: 400, field: 'enCode' });
    const renamed = (await upload(JSON.stringify({ ...exported, enCode: 'leaveImported' }))).json() as {
      code: number;
      data: { id: string };
    };
    expect(renamed.code).toBe(200);
    const imported = await adminCall<{ printTemplate: string }>('GET', `${BASE}/${renamed.data.id}`);
    expect(imported.data?.printTemplate).toBe(exported.printTemplate);
    for (const content of ['not json', JSON.stringify({ ...exported, enCode: 'x2', sneaky: 1 })]) {
      const refused = (await upload(content)).json() as { code: number; msg: string };
      expect(refused.code).toBe(400);
      expect(refused.msg).toContain('file');
    }
  });

  it('offers the seeded template to the leave list, which shows the print button', async () => {
    const options = await staffCall<Array<{ id: string; fullName: string }>>(
      'POST',
      `${BASE}/getListOptions`,
      {
        ids: [SEEDED],
      },
    );
    expect(options.data).toEqual([expect.objectContaining({ id: SEEDED, fullName: '请假单' })]);
    const config = await adminCall<{ columnData: string }>(
      'GET',
      `/api/visualdev/OnlineDev/${LEAVE_MODEL}/Config`,
    );
    const list = JSON.parse(config.data?.columnData ?? '{}') as {
      btnsList: Array<{ value: string }>;
      printIds: string[];
    };
    expect(list.btnsList.map((button) => button.value)).toContain('batchPrint');
    expect(list.printIds).toEqual([SEEDED]);
  });
});
