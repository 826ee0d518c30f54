import { type FormSchema, relationSourceOf } from '@formwork/schema';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES_INTERFACE_ID } from '../../../seed/seed-data-interfaces.js';
import {
  call,
  databaseKinds,
  signIn,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server.js';
import {
  createRecord,
  grantStaff,
  LEAVE_LIST,
  LEAVE_WITH_TAGS,
  leave,
  listRecords,
  ONLINE_DEV,
  releaseLeaveModel,
} from '../test-fixtures.js';

const PRINT = '/api/system/printDev';

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe.each(databaseKinds)('relation pickers shown by what they pick on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  /** The leave sample, whose records the host's relationForm picks by their applicant. */
  let target: string;
  let host: string;
  const targetIds: string[] = [];
  const hostIds: string[] = [];

  const hostForm = (targetId: string): FormSchema => ({
    ...LEAVE_WITH_TAGS,
    fields: [
      ...LEAVE_WITH_TAGS.fields,
      {
        jnpfKey: 'relationForm',
        vModel: 'related',
        label: '关联申请',
        props: { modelId: targetId, relationField: 'applicant' },
      },
      {
        jnpfKey: 'relationForm',
        vModel: 'relatedType',
        label: '关联假别',
        props: { modelId: targetId, relationField: 'leaveType' },
      },
      {
        jnpfKey: 'popupSelect',
        vModel: 'city',
        label: '城市',
        props: { interfaceId: CITIES_INTERFACE_ID, propsValue: 'id', relationField: 'fullName' },
      },
      {
        jnpfKey: 'popupTableSelect',
        vModel: 'cities',
        label: '途经城市',
        props: {
          interfaceId: CITIES_INTERFACE_ID,
          propsValue: 'id',
          relationField: 'fullName',
          multiple: true,
        },
      },
      {
        jnpfKey: 'table',
        vModel: 'steps',
        label: '步骤',
        children: [
          {
            jnpfKey: 'relationForm',
            vModel: 'step',
            label: '步骤申请',
            props: { modelId: targetId, relationField: 'applicant' },
          },
        ],
      },
    ],
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    target = await releaseLeaveModel(server, admin, 'relTarget');
    for (const applicant of ['李四', '王五']) {
      const made = await createRecord(server, admin, target, leave({ applicant }));
      expect(made.code, made.msg).toBe(200);
      targetIds.push(made.data?.id as string);
    }
    const columns = [
      ...LEAVE_LIST.columnList,
      { label: '关联申请', prop: 'related', jnpfKey: 'relationForm' },
      { label: '城市', prop: 'city', jnpfKey: 'popupSelect' },
      { label: '途经城市', prop: 'cities', jnpfKey: 'popupTableSelect' },
    ];
    host = await releaseLeaveModel(server, admin, 'relHost', { columnList: columns }, hostForm(target));
    for (let i = 0; i < 6; i++) {
      const made = await createRecord(
        server,
        admin,
        host,
        leave({
          applicant: `申请${i}`,
          related: targetIds[i % 2],
          relatedType: targetIds[0],
          city: 'shanghai',
          cities: ['beijing', 'shanghai'],
          steps: [{ step: targetIds[1] }],
        }),
      );
      expect(made.code, made.msg).toBe(200);
      hostIds.push(made.data?.id as string);
    }
  });
  afterAll(() => server?.close());

  const interfaceRuns = async () =>
    Number(
      (
        await server.db
          .selectFrom('dataInterfaceLog')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('interfaceId', '=', CITIES_INTERFACE_ID)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers a list page with what each relation picker shows, running the interface once for the page', async () => {
    const before = await interfaceRuns();
    const page = (await listRecords(server, admin, host, { pageSize: 20 })) as Awaited<
      ReturnType<typeof listRecords>
    > & { data?: { names?: { relations?: Record<string, Record<string, string>> } } };
    expect(page.code, page.msg).toBe(200);
    expect(page.data?.list).toHaveLength(6);
    const form = hostForm(target);
    const sourceOf = (vModel: string) =>
      relationSourceOf(form.fields.find((field) => field.vModel === vModel) as never) as string;
    const relations = page.data?.names?.relations ?? {};
    expect(relations[sourceOf('related')]).toEqual({
      [targetIds[0] as string]: '李四',
      [targetIds[1] as string]: '王五',
    });
    expect(relations[sourceOf('city')]).toEqual({ beijing: '北京', shanghai: '上海' });
    // Two fields picking from one interface share its one run.
    expect((await interfaceRuns()) - before).toBe(1);
  });

  it('prints and previews the related record’s field and the interface row’s shown column, not the keys', async () => {
    const template = await call<{ id: string }>(server.app, 'POST', PRINT, {
      token: admin,
      body: {
        fullName: '关联打印',
        enCode: 'relationPrint',
        type: 2,
        formId: host,
        printTemplate:
          'related={related};type={relatedType};city={city};cities={cities};<table><tbody><tr><td>{steps.step}</td></tr></tbody></table>',
      },
    });
    expect(template.code, template.msg).toBe(200);
    const printed = await call<Array<{ html: string; printData: Record<string, unknown> }>>(
      server.app,
      'GET',
      `${PRINT}/BatchData?id=${template.data?.id}&formId=${hostIds[0]},${hostIds[1]}`,
      { token: admin },
    );
    expect(printed.code, printed.msg).toBe(200);
    expect(printed.data?.map((one) => one.printData.related)).toEqual(['李四', '王五']);
    const html = printed.data?.[0]?.html ?? '';
    // The related record's field as the record reads: an option's label, not its code.
    expect(html).toContain('related=李四;type=年假;city=上海;cities=北京,上海;');
    expect(html).toContain('<td>王五</td>');
    expect(html).not.toContain(targetIds[0] as string);

    type Preview = { list: Array<{ id: string; data: Record<string, unknown> }> };
    const preview = await call<Preview>(server.app, 'GET', `${PRINT}/Records?formId=${host}`, {
      token: admin,
    });
    expect(preview.code, preview.msg).toBe(200);
    expect(new Set(preview.data?.list.map((one) => one.data.related))).toEqual(new Set(['李四', '王五']));
    expect(preview.data?.list[0]?.data.city).toBe('上海');

    const shown = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${host}/${hostIds[1]}/DataChange`,
      { token: admin },
    );
    expect(JSON.parse(shown.data?.data ?? '{}')).toMatchObject({
      related: '王五',
      city: '上海',
      steps: [{ step: '王五' }],
    });
  });

  it('exports the related record’s field and the interface row’s shown column', async () => {
    const answer = await call<{ url: string }>(server.app, 'POST', `${ONLINE_DEV}/${host}/Actions/Export`, {
      token: admin,
      body: {
        selectKey: ['applicant', 'related', 'city', 'cities'],
        dataType: 1,
        sidx: 'applicant',
        sort: 'asc',
      },
    });
    expect(answer.code, answer.msg).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: answer.data?.url as string });
    const rows = await sheetRows(file.rawPayload);
    expect(rows[0]).toEqual(['申请人', '关联申请', '城市', '途经城市']);
    expect(rows.slice(1, 3)).toEqual([
      ['申请0', '李四', '上海', '北京,上海'],
      ['申请1', '王五', '上海', '北京,上海'],
    ]);
  });

  it('shows a holder of the target nothing of a column their grants there hide, on the list and the record’s page', async () => {
    const guarded = await releaseLeaveModel(server, admin, 'relGuarded', { useColumnPermission: true });
    const secret = await createRecord(server, admin, guarded, leave({ applicant: '赵六' }));
    const guardedHost = await releaseLeaveModel(
      server,
      admin,
      'relGuardedHost',
      {
        columnList: [
          ...LEAVE_LIST.columnList,
          { label: '关联申请', prop: 'related', jnpfKey: 'relationForm' },
        ],
      },
      {
        ...LEAVE_WITH_TAGS,
        fields: [
          ...LEAVE_WITH_TAGS.fields,
          {
            jnpfKey: 'relationForm',
            vModel: 'related',
            label: '关联申请',
            props: { modelId: guarded, relationField: 'applicant' },
          },
        ],
      },
    );
    const made = await createRecord(
      server,
      admin,
      guardedHost,
      leave({ applicant: '钱七', related: secret.data?.id }),
    );
    expect(made.code, made.msg).toBe(200);
    await grantStaff(server, guardedHost, { button: ['btn_download'] });
    await grantStaff(server, guarded, { column: ['days'] });
    const staff = await signIn(server.app, 'staff', 'staff123');

    const shown = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${guardedHost}/${made.data?.id}/DataChange`,
      { token: staff },
    );
    expect(shown.code, shown.msg).toBe(200);
    expect(JSON.parse(shown.data?.data ?? '{}').related).toBe('');
    const page = await listRecords(server, staff, guardedHost);
    expect(page.code, page.msg).toBe(200);
    expect(page.data?.list).toHaveLength(1);
    expect(JSON.stringify(page.data)).not.toContain('赵六');
    // The administrator, holding every column, reads the same record's name.
    const asAdmin = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${guardedHost}/${made.data?.id}/DataChange`,
      { token: admin },
    );
    expect(JSON.parse(asAdmin.data?.data ?? '{}').related).toBe('赵六');
  });

  it('shows nothing for a related record deleted since, as the picker in the form shows nothing', async () => {
    await server.db
      .deleteFrom('onlineDevRecord')
      .where('id', '=', targetIds[1] as string)
      .execute();
    const shown = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${host}/${hostIds[1]}/DataChange`,
      { token: admin },
    );
    expect(JSON.parse(shown.data?.data ?? '{}')).toMatchObject({ related: '', steps: [{ step: '' }] });
  });
});
