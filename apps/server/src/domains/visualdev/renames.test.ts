import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAVE_FORM, leaveDesign } from './test-fixtures.js';

const BASE = '/api/visualdev/Base';

describe.each(databaseKinds)('a vModel renamed in the designer (%s)', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const release = (id: string) =>
    call<{ version: number; renamed?: unknown[] }>(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: 'menu-onlineDev' },
    });
  const addRecord = (id: string, values: Record<string, unknown>) =>
    call<{ id: string }>(server.app, 'POST', `/api/visualdev/OnlineDev/${id}`, {
      token: admin,
      body: { data: JSON.stringify(values) },
    });
  const stored = async (id: string) =>
    (
      await server.db
        .selectFrom('onlineDevRecord')
        .select('data')
        .where('modelId', '=', id)
        .orderBy('creatorTime')
        .execute()
    ).map((row) => row.data);

  it('moves the stored values to the new name in the release, and drops the mark', async () => {
    const code = `rename${kind}`;
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body: leaveDesign(code) })
    ).data?.id as string;
    expect((await release(id)).code).toBe(200);
    await addRecord(id, { applicant: '张三', days: 2 });
    await addRecord(id, { applicant: '李四', days: 5 });

    const renamed = {
      ...LEAVE_FORM,
      fields: LEAVE_FORM.fields.map((f) =>
        f.vModel === 'days' ? { ...f, vModel: 'leaveDays', renamedFrom: 'days' } : f,
      ),
    };
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, { formData: JSON.stringify(renamed) }),
    });
    const answer = await release(id);
    expect(answer).toMatchObject({
      code: 200,
      data: { version: 2, renamed: [{ from: 'days', to: 'leaveDays', records: 2 }] },
    });
    expect((await stored(id)).map((data) => [data.applicant, data.leaveDays, 'days' in data])).toEqual([
      ['张三', 2, false],
      ['李四', 5, false],
    ]);

    // Neither the release nor the draft keeps the mark, so the next release moves nothing.
    const versions = await server.db
      .selectFrom('visualdevRelease')
      .select('formData')
      .where('visualdevId', '=', id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(versions.formData).not.toContain('renamedFrom');
    const draft = await server.db
      .selectFrom('visualdev')
      .select('formData')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(draft.formData).not.toContain('renamedFrom');
    expect((await release(id)).data).not.toHaveProperty('renamed');

    // The records read back under the new name.
    const list = await call<{ list: Array<Record<string, unknown>> }>(
      server.app,
      'POST',
      `/api/visualdev/OnlineDev/${id}/List`,
      { token: admin, body: { currentPage: 1, pageSize: 20 } },
    );
    expect(list.data?.list.map((row) => row.leaveDays).sort()).toEqual([2, 5]);
  });

  it('releases a rename of a sorted, searched field with records, and moves its index to the new name', async () => {
    const code = `sorted${kind}`;
    const columns = (days: string) =>
      JSON.stringify({
        type: 1,
        columnList: [
          { prop: 'applicant', label: '申请人' },
          { prop: days, label: '请假天数', sortable: true },
        ],
        searchList: [
          { prop: 'applicant', label: '申请人', jnpfKey: 'input', searchType: 1 },
          { prop: days, label: '请假天数', jnpfKey: 'inputNumber', searchType: 3 },
        ],
      });
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, {
        token: admin,
        body: leaveDesign(code, { columnData: columns('days') }),
      })
    ).data?.id as string;
    expect((await release(id)).code).toBe(200);
    await addRecord(id, { applicant: '张三', days: 2 });
    await addRecord(id, { applicant: '李四', days: 5 });
    await addRecord(id, { applicant: '王五', days: 3 });

    const renamed = {
      ...LEAVE_FORM,
      fields: LEAVE_FORM.fields.map((f) =>
        f.vModel === 'days' ? { ...f, vModel: 'leaveDays', renamedFrom: 'days' } : f,
      ),
    };
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, { formData: JSON.stringify(renamed), columnData: columns('leaveDays') }),
    });
    const answer = await release(id);
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toMatchObject({
      version: 2,
      renamed: [{ from: 'days', to: 'leaveDays', records: 3 }],
    });
    expect((await stored(id)).map((data) => [data.applicant, data.leaveDays, 'days' in data])).toEqual([
      ['张三', 2, false],
      ['李四', 5, false],
      ['王五', 3, false],
    ]);

    // The model's indexes serve the new name and no longer the old one.
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes
      where tablename = 'online_dev_record' and indexdef like ${`%'${id}'%`}`.execute(server.db);
    const definitions = rows.map((row) => row.indexdef).join('\n');
    expect(definitions).toMatch(/\(data -> 'leaveDays'::text\)/);
    expect(definitions).toMatch(/\(data -> 'applicant'::text\)/);
    expect(definitions).not.toMatch(/'days'/);

    // The list sorts by the new name, and the next release (no rename) goes through as well.
    const list = await call<{ list: Array<Record<string, unknown>> }>(
      server.app,
      'POST',
      `/api/visualdev/OnlineDev/${id}/List`,
      { token: admin, body: { currentPage: 1, pageSize: 20, sidx: 'leaveDays', sort: 'asc' } },
    );
    expect(list.data?.list.map((row) => row.leaveDays)).toEqual([2, 3, 5]);
    expect((await release(id)).code).toBe(200);
  });

  it('refuses a type change that stored values would not fit until it is confirmed, naming the count', async () => {
    const code = `retype${kind}`;
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body: leaveDesign(code) })
    ).data?.id as string;
    await release(id);
    await addRecord(id, { applicant: '张三', days: 2 });
    await addRecord(id, { applicant: '李四', days: 3 });
    await addRecord(id, { applicant: '王五' });
    const retyped = {
      ...LEAVE_FORM,
      fields: LEAVE_FORM.fields.map((f) => (f.vModel === 'days' ? { ...f, jnpfKey: 'input' } : f)),
    };
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, { formData: JSON.stringify(retyped) }),
    });
    const refused = await release(id);
    expect(refused.code).toBe(400);
    const problem = '「请假天数」的类型变更后，2 条记录的值不符合新类型。确认类型变更后再发布';
    expect(refused.msg).toBe(`confirmTypeChanges: ${problem}`);
    // Beside the release form's switch that accepts it, with the change for the console to word.
    expect(refused.data).toEqual({
      problems: [{ field: 'confirmTypeChanges', message: problem }],
      typeChanges: [
        { field: 'days', vModel: 'days', label: '请假天数', from: 'inputNumber', to: 'input', records: 2 },
      ],
    });
    const versions = () =>
      server.db.selectFrom('visualdevRelease').select('version').where('visualdevId', '=', id).execute();
    expect(await versions()).toHaveLength(1);

    const confirmed = await call<{ version: number }>(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: 'menu-onlineDev', confirmTypeChanges: 1 },
    });
    expect(confirmed).toMatchObject({ code: 200, data: { version: 2 } });
    // A change no stored value is affected by needs no confirmation (no record holds a reason).
    const widened = {
      ...retyped,
      fields: retyped.fields.map((f) => (f.vModel === 'reason' ? { ...f, jnpfKey: 'input' } : f)),
    };
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, { formData: JSON.stringify(widened) }),
    });
    expect((await release(id)).code).toBe(200);
  });

  it('keeps a removed field’s values, shows them apart, and gives them back when the field returns', async () => {
    const code = `retire${kind}`;
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, { token: admin, body: leaveDesign(code) })
    ).data?.id as string;
    await release(id);
    const record = (await addRecord(id, { applicant: '张三', days: 2, reason: '看病' })).data?.id as string;
    const read = () =>
      call<{ data: string; retired?: unknown[] }>(
        server.app,
        'GET',
        `/api/visualdev/OnlineDev/${id}/${record}`,
        {
          token: admin,
        },
      );
    const setFields = (fields: unknown[]) =>
      call(server.app, 'PUT', `${BASE}/${id}`, {
        token: admin,
        body: leaveDesign(code, { formData: JSON.stringify({ ...LEAVE_FORM, fields }) }),
      });

    await setFields(LEAVE_FORM.fields.filter((f) => f.vModel !== 'reason'));
    await release(id);
    // An edit under the new form leaves the removed field's value alone.
    await call(server.app, 'PUT', `/api/visualdev/OnlineDev/${id}/${record}`, {
      token: admin,
      body: { data: JSON.stringify({ applicant: '张三丰', days: 3 }) },
    });
    const shown = await read();
    expect(JSON.parse(shown.data?.data ?? '{}')).not.toHaveProperty('reason');
    expect(shown.data?.retired).toEqual([{ vModel: 'reason', label: '事由', value: '看病' }]);

    await setFields(LEAVE_FORM.fields);
    await release(id);
    const back = await read();
    expect(JSON.parse(back.data?.data ?? '{}')).toMatchObject({
      applicant: '张三丰',
      days: 3,
      reason: '看病',
    });
    expect(back.data).not.toHaveProperty('retired');
  });

  it('moves a renamed sub-table column’s values inside every row, in order', async () => {
    const code = `rows${kind}`;
    const table = (column: Record<string, unknown>) => ({
      ...LEAVE_FORM,
      fields: [
        ...LEAVE_FORM.fields,
        {
          jnpfKey: 'table',
          vModel: 'items',
          label: '明细',
          children: [{ jnpfKey: 'input', label: '物品', vModel: 'name' }, column],
        },
      ],
    });
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, {
        token: admin,
        body: leaveDesign(code, {
          formData: JSON.stringify(table({ jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' })),
        }),
      })
    ).data?.id as string;
    await release(id);
    await addRecord(id, {
      applicant: '张三',
      items: [{ name: '笔', qty: 1 }, { name: '纸', qty: 2 }, { name: '墨' }],
    });
    await call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, {
        formData: JSON.stringify(
          table({ jnpfKey: 'inputNumber', vModel: 'count', renamedFrom: 'qty', label: '数量' }),
        ),
      }),
    });
    expect(await release(id)).toMatchObject({
      code: 200,
      data: { renamed: [{ from: 'qty', to: 'count', table: 'items', records: 1 }] },
    });
    const [data] = await stored(id);
    expect(data?.items).toEqual([{ name: '笔', count: 1 }, { name: '纸', count: 2 }, { name: '墨' }]);
  });

  // A design of plain fields, released, with records; then the draft `next`, released.
  const designed = async (code: string, fields: unknown[], records: Array<Record<string, unknown>>) => {
    const id = (
      await call<{ id: string }>(server.app, 'POST', BASE, {
        token: admin,
        body: leaveDesign(code, { formData: JSON.stringify({ ...LEAVE_FORM, fields }) }),
      })
    ).data?.id as string;
    expect((await release(id)).code).toBe(200);
    for (const values of records) await addRecord(id, values);
    return id;
  };
  const redesign = (id: string, code: string, fields: unknown[]) =>
    call(server.app, 'PUT', `${BASE}/${id}`, {
      token: admin,
      body: leaveDesign(code, { formData: JSON.stringify({ ...LEAVE_FORM, fields }) }),
    });
  const releasedVersions = async (id: string) =>
    (await server.db.selectFrom('visualdevRelease').select('version').where('visualdevId', '=', id).execute())
      .length;
  const text = (vModel: string, label: string, renamedFrom?: string) => ({
    jnpfKey: 'input',
    vModel,
    label,
    ...(renamedFrom && { renamedFrom }),
  });

  it('moves two fields that trade names, each value to its new name, none lost', async () => {
    const code = `swap${kind}`;
    const id = await designed(
      code,
      [text('first', '名'), text('last', '姓')],
      [{ first: '三', last: '张' }, { first: '四' }, { last: '王' }],
    );
    await redesign(id, code, [text('last', '名', 'first'), text('first', '姓', 'last')]);
    expect(await release(id)).toMatchObject({
      code: 200,
      data: {
        renamed: [
          { from: 'first', to: 'last', records: 2 },
          { from: 'last', to: 'first', records: 2 },
        ],
      },
    });
    expect(await stored(id)).toEqual([{ last: '三', first: '张' }, { last: '四' }, { first: '王' }]);
  });

  it('moves a chain a -> b, b -> c in one release', async () => {
    const code = `chain${kind}`;
    const id = await designed(code, [text('a', '甲'), text('b', '乙')], [{ a: '1', b: '2' }, { a: '3' }]);
    await redesign(id, code, [text('b', '甲', 'a'), text('c', '乙', 'b')]);
    expect((await release(id)).code).toBe(200);
    expect(await stored(id)).toEqual([{ b: '1', c: '2' }, { b: '3' }]);
  });

  it('trades the names of two sub-table columns inside every row while the table is renamed too', async () => {
    const code = `rowSwap${kind}`;
    const table = (vModel: string, columns: unknown[], renamedFrom?: string) => ({
      jnpfKey: 'table',
      vModel,
      label: '明细',
      ...(renamedFrom && { renamedFrom }),
      children: columns,
    });
    const id = await designed(
      code,
      [table('items', [text('name', '物品'), text('spec', '规格')])],
      [{ items: [{ name: '笔', spec: '红' }, { name: '纸' }, { spec: '大' }] }],
    );
    await redesign(id, code, [
      table('goods', [text('spec', '物品', 'name'), text('name', '规格', 'spec')], 'items'),
    ]);
    expect((await release(id)).code).toBe(200);
    expect(await stored(id)).toEqual([
      { goods: [{ spec: '笔', name: '红' }, { spec: '纸' }, { name: '大' }] },
    ]);
  });

  it('refuses a rename onto a name a removed field’s values still hold, naming the field, and moves nothing', async () => {
    const code = `ontoRetired${kind}`;
    const id = await designed(
      code,
      [text('applicant', '申请人'), text('reason', '事由')],
      [
        { applicant: '张三', reason: '看病' },
        { applicant: '李四', reason: '' },
      ],
    );
    await redesign(id, code, [text('applicant', '申请人')]);
    expect((await release(id)).code).toBe(200);
    await redesign(id, code, [text('reason', '申请人', 'applicant')]);
    expect(await release(id)).toEqual({
      code: 400,
      msg: 'fields.0.vModel: 「申请人」不能改名为 reason：1 条记录仍保存着已删除字段 reason 的值，请换一个名称',
    });
    expect(await releasedVersions(id)).toBe(2);
    expect(await stored(id)).toEqual([
      { applicant: '张三', reason: '看病' },
      { applicant: '李四', reason: '' },
    ]);
    const draft = await server.db
      .selectFrom('visualdev')
      .select('formData')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(draft.formData).toContain('"renamedFrom":"applicant"');

    // The same when the field goes in the very release that renames another onto its name.
    const same = `ontoRemoved${kind}`;
    const removedNow = await designed(
      same,
      [text('applicant', '申请人'), text('reason', '事由')],
      [{ applicant: '张三', reason: '看病' }],
    );
    await redesign(removedNow, same, [text('reason', '申请人', 'applicant')]);
    expect(await release(removedNow)).toMatchObject({
      code: 400,
      msg: 'fields.0.vModel: 「申请人」不能改名为 reason：1 条记录仍保存着已删除字段 reason 的值，请换一个名称',
    });
    expect(await stored(removedNow)).toEqual([{ applicant: '张三', reason: '看病' }]);

    // The same inside a sub-table's rows, named as table / column.
    const rows = `ontoRetiredRows${kind}`;
    const tableOf = (columns: unknown[]) => ({
      jnpfKey: 'table',
      vModel: 'items',
      label: '明细',
      children: columns,
    });
    const withRows = await designed(
      rows,
      [tableOf([text('name', '物品'), text('spec', '规格')])],
      [{ items: [{ name: '笔', spec: '红' }] }],
    );
    await redesign(withRows, rows, [tableOf([text('name', '物品')])]);
    expect((await release(withRows)).code).toBe(200);
    await redesign(withRows, rows, [tableOf([text('spec', '物品', 'name')])]);
    expect(await release(withRows)).toEqual({
      code: 400,
      msg: 'fields.0.children.0.vModel: 「明细 / 物品」不能改名为 spec：1 条记录仍保存着已删除字段 spec 的值，请换一个名称',
    });
    expect(await stored(withRows)).toEqual([{ items: [{ name: '笔', spec: '红' }] }]);
  });

  it('refuses two fields renamed from one name, naming the second', async () => {
    const code = `twoFromOne${kind}`;
    const id = await designed(code, [text('applicant', '申请人')], [{ applicant: '张三' }]);
    await redesign(id, code, [text('a', '甲', 'applicant'), text('b', '乙', 'applicant')]);
    expect(await release(id)).toEqual({
      code: 400,
      msg: 'fields.1.vModel: 「乙」与「甲」都改名自 applicant，只有一个字段能接过它的值',
    });
    expect(await stored(id)).toEqual([{ applicant: '张三' }]);
  });

  it('lets two fields carry a mark from one name when nothing is stored under it (fields added since the last release)', async () => {
    const code = `twoFromNothing${kind}`;
    const id = await designed(code, [text('applicant', '申请人')], [{ applicant: '张三' }]);
    // Both were added as inputNumber101 in turn, each then given its own name.
    await redesign(id, code, [
      text('applicant', '申请人'),
      text('qty', '数量', 'inputNumber101'),
      text('price', '单价', 'inputNumber101'),
    ]);
    expect((await release(id)).code).toBe(200);
    expect(await stored(id)).toEqual([{ applicant: '张三' }]);
  });

  it('counts a sub-table column’s type change by the records whose rows would not fit, naming table / column', async () => {
    const code = `rowType${kind}`;
    const tableOf = (spec: unknown) => ({
      jnpfKey: 'table',
      vModel: 'items',
      label: '明细',
      children: [text('name', '物品'), spec],
    });
    const id = await designed(
      code,
      [tableOf(text('spec', '规格'))],
      [
        { items: [{ name: '笔', spec: '红色' }] },
        { items: [{ name: '纸', spec: '' }, { name: '墨' }] },
        { items: [{ name: '砚' }, { name: '砚', spec: '大' }, { name: '砚', spec: '小' }] },
        { items: [] },
      ],
    );
    // Found under the names the values are stored under, though the draft renamed both.
    await redesign(id, code, [
      {
        ...tableOf({ jnpfKey: 'inputNumber', vModel: 'size', renamedFrom: 'spec', label: '规格' }),
        vModel: 'goods',
        renamedFrom: 'items',
      },
    ]);
    expect(await release(id)).toMatchObject({
      code: 400,
      data: { typeChanges: [{ field: 'goods.size', table: 'goods', vModel: 'size', records: 2 }] },
    });
    await redesign(id, code, [tableOf({ jnpfKey: 'inputNumber', vModel: 'spec', label: '规格' })]);
    const refused = await release(id);
    const problem = '「明细 / 规格」的类型变更后，2 条记录的值不符合新类型。确认类型变更后再发布';
    expect(refused).toEqual({
      code: 400,
      msg: `confirmTypeChanges: ${problem}`,
      data: {
        problems: [{ field: 'confirmTypeChanges', message: problem }],
        typeChanges: [
          {
            field: 'items.spec',
            vModel: 'spec',
            table: 'items',
            label: '明细 / 规格',
            from: 'input',
            to: 'inputNumber',
            records: 2,
          },
        ],
      },
    });
    expect(await releasedVersions(id)).toBe(1);
    const confirmed = await call(server.app, 'POST', `${BASE}/${id}/Actions/Release`, {
      token: admin,
      body: { pc: 1, pcModuleParentId: 'menu-onlineDev', confirmTypeChanges: 1 },
    });
    expect(confirmed.code).toBe(200);
    expect(await releasedVersions(id)).toBe(2);

    // A field that becomes a sub-table: a stored text is no list of rows.
    await redesign(id, code, [
      tableOf({ jnpfKey: 'inputNumber', vModel: 'spec', label: '规格' }),
      text('note', '备注'),
    ]);
    expect((await release(id)).code).toBe(200);
    await addRecord(id, { note: '加急' });
    await addRecord(id, { note: '' });
    await redesign(id, code, [
      tableOf({ jnpfKey: 'inputNumber', vModel: 'spec', label: '规格' }),
      { jnpfKey: 'table', vModel: 'note', label: '备注', children: [text('line', '内容')] },
    ]);
    expect(await release(id)).toMatchObject({
      code: 400,
      data: { typeChanges: [{ field: 'note', label: '备注', from: 'input', to: 'table', records: 1 }] },
    });
  });
});
