import type { FormSchema } from '@formwork/schema';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { createRecord, ONLINE_DEV, releaseLeaveModel } from '../online-dev/test-fixtures.js';

const byCode = { label: 'fullName', value: 'enCode' };

/** A form whose options come from the seeded dictionaries, by id and by enCode. */
const PROFILE: FormSchema = {
  version: 1,
  kind: 'form',
  settings: {},
  fields: [
    { jnpfKey: 'input', vModel: 'name', label: '姓名', required: true },
    {
      jnpfKey: 'radio',
      vModel: 'sex',
      label: '性别',
      props: { dataType: 'dictionary', dictionaryType: 'sex' },
    },
    {
      jnpfKey: 'select',
      vModel: 'leaveType',
      label: '请假类型',
      props: { dataType: 'dictionary', dictionaryType: 'dict-leaveType', optionProps: byCode },
    },
    {
      jnpfKey: 'checkbox',
      vModel: 'education',
      label: '学历',
      props: { dataType: 'dictionary', dictionaryType: 'education', optionProps: byCode },
    },
    {
      jnpfKey: 'cascader',
      vModel: 'industry',
      label: '行业',
      props: { dataType: 'dictionary', dictionaryType: 'industry' },
    },
    { jnpfKey: 'select', vModel: 'city', label: '城市', props: { dataType: 'dynamic', propsUrl: 'cities' } },
    {
      jnpfKey: 'select',
      vModel: 'ghost',
      label: '无此字典',
      props: { dataType: 'dictionary', dictionaryType: 'ghost' },
    },
    {
      jnpfKey: 'table',
      vModel: 'family',
      label: '家庭成员',
      children: [
        { jnpfKey: 'input', vModel: 'member', label: '成员' },
        {
          jnpfKey: 'select',
          vModel: 'memberSex',
          label: '成员性别',
          props: { dataType: 'dictionary', dictionaryType: 'sex' },
        },
      ],
    },
  ],
};

const values = {
  name: '张三',
  sex: 'dict-sex-2',
  leaveType: 'sick',
  education: ['bachelor', 'master'],
  industry: ['dict-industry-it', 'dict-industry-software'],
  city: 'sh',
  ghost: 'x1',
  family: [{ member: '小明', memberSex: 'dict-sex-1' }],
};

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe.each(databaseKinds)('dictionary labels in online-dev display text on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let model: string;
  let dataId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    const columns = ['name', 'sex', 'leaveType', 'education', 'industry', 'city'];
    model = await releaseLeaveModel(
      server,
      admin,
      'profileDict',
      {
        defaultSidx: undefined,
        searchList: [],
        columnList: columns.map((prop) => ({ prop, label: prop, jnpfKey: 'input' })),
      },
      PROFILE,
    );
    const created = await createRecord(server, admin, model, values);
    expect(created.code, created.msg).toBe(200);
    dataId = created.data?.id as string;
  });
  afterAll(() => server?.close());

  it('DataChange shows dictionary labels, sub-table cells too; interface values stay as stored', async () => {
    const answer = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${model}/${dataId}/DataChange`,
      {
        token: admin,
      },
    );
    expect(answer.code, answer.msg).toBe(200);
    expect(JSON.parse(answer.data?.data ?? '{}')).toEqual({
      name: '张三',
      sex: '女',
      leaveType: '病假',
      education: '本科,硕士',
      industry: '信息技术/软件开发',
      city: 'sh',
      ghost: 'x1',
      family: [{ member: '小明', memberSex: '男' }],
    });
  });

  it('exports dictionary labels to Excel', async () => {
    const answer = await call<{ url: string }>(server.app, 'POST', `${ONLINE_DEV}/${model}/Actions/Export`, {
      token: admin,
      body: { selectKey: ['name', 'sex', 'leaveType', 'education', 'industry', 'city'], dataType: 1 },
    });
    expect(answer.code, answer.msg).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: answer.data?.url as string });
    expect(await sheetRows(file.rawPayload)).toEqual([
      ['name', 'sex', 'leaveType', 'education', 'industry', 'city'],
      ['张三', '女', '病假', '本科,硕士', '信息技术/软件开发', 'sh'],
    ]);
  });

  it('shows a label renamed in the dictionary at the next read', async () => {
    await server.db
      .updateTable('dictionaryData')
      .set({ fullName: '女性' })
      .where('id', '=', 'dict-sex-2')
      .execute();
    const answer = await call<{ data: string }>(
      server.app,
      'GET',
      `${ONLINE_DEV}/${model}/${dataId}/DataChange`,
      {
        token: admin,
      },
    );
    expect(JSON.parse(answer.data?.data ?? '{}')).toMatchObject({ sex: '女性' });
  });
});
