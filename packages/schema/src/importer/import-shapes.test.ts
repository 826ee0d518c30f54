import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../form/fields-of.js';
import type { FormSchema } from '../form/types.js';
import { validateSchema } from '../form/validate-schema.js';
import { walkFields } from '../form/walk.js';
import leaveRequest from './fixtures/leave-request.jnpf.json' with { type: 'json' };
import optionProps from './fixtures/option-props.jnpf.json' with { type: 'json' };
import tableGrid from './fixtures/table-grid.jnpf.json' with { type: 'json' };
import tabsCollapse from './fixtures/tabs-collapse.jnpf.json' with { type: 'json' };
import unsupported from './fixtures/unsupported.jnpf.json' with { type: 'json' };
import { importJnpfForm } from './import-form.js';

/** Every `__vModel__` of a JNPF form, sub-table columns included, counted on the raw JSON. */
function jnpfVModels(fields: unknown, out: string[] = []): string[] {
  if (!Array.isArray(fields)) return out;
  for (const field of fields as Array<{ __vModel__?: unknown; __config__?: { children?: unknown } }>) {
    if (typeof field.__vModel__ === 'string' && field.__vModel__ !== '') out.push(field.__vModel__);
    jnpfVModels(field.__config__?.children, out);
  }
  return out;
}

function schemaVModels(form: FormSchema): string[] {
  const out: string[] = [];
  walkFields(form.fields, (field) => {
    if (field.vModel) out.push(field.vModel);
  });
  return out;
}

/**
 * The importer's promise: the result is a valid schema, and each data field of the input is
 * either in it or named by a problem, never both and never neither.
 */
function expectNoDataFieldLost(json: { fields: unknown[] }) {
  const { form, problems } = importJnpfForm(json);
  expect(validateSchema(form)).toEqual([]);
  const input = jnpfVModels(json.fields);
  const output = schemaVModels(form);
  const reported = input.filter(
    (vModel) => !output.includes(vModel) && problems.some((p) => p.message.includes(`"${vModel}"`)),
  );
  expect([...output, ...reported].sort()).toEqual([...input].sort());
  return { form, problems };
}

const fixtures = { leaveRequest, tabsCollapse, optionProps, tableGrid, unsupported };

describe('the importer never loses a data field', () => {
  it.each(Object.entries(fixtures))('%s: each data field is imported or reported', (_name, json) => {
    expectNoDataFieldLost(json);
  });

  it.each(Object.entries(fixtures))('%s: also inside an unknown container or JNPF steps', (_name, json) => {
    expectNoDataFieldLost({
      fields: [{ __config__: { jnpfKey: 'fancyWrapper', label: '外层', children: json.fields } }],
    });
    expectNoDataFieldLost({
      fields: [
        {
          __config__: {
            jnpfKey: 'steps',
            children: [
              { title: '第一步', name: '0', __config__: { jnpfKey: 'stepItem', children: json.fields } },
            ],
          },
        },
      ],
    });
  });
});

describe('JNPF 3 tab and collapse items written without a jnpfKey', () => {
  const { form, problems } = importJnpfForm(tabsCollapse);
  const [card, tab, collapse] = form.fields;

  it('become tab items and collapse items, titled, holding their fields', () => {
    expect(problems).toEqual([]);
    expect(tab?.children?.map((item) => [item.jnpfKey, item.label, item.children?.[0]?.vModel])).toEqual([
      ['tabItem', '联系方式', 'comInputField104'],
      ['tabItem', '合同', 'numInputField105'],
    ]);
    expect(collapse?.children?.map((item) => [item.jnpfKey, item.label])).toEqual([
      ['collapseItem', '跟进记录'],
      ['collapseItem', '备注'],
    ]);
    expect(collapse?.props).toEqual({ accordion: true });
    expect(tab?.props).toEqual({ type: 'border-card' });
  });

  it('keeps the card header as its title and reads the span JNPF 3 wrote as text', () => {
    expect(card).toMatchObject({ jnpfKey: 'card', label: '基本信息', span: 24, props: { shadow: 'always' } });
    expect(fieldsOf(form).map((f) => f.vModel)).toEqual([
      'comInputField102',
      'comInputField104',
      'numInputField105',
      'dateField107',
      'textareaField109',
    ]);
  });
});

describe('option mappings and display text of JNPF 3 and 3.4', () => {
  const { form, problems } = importJnpfForm(optionProps);
  const field = (vModel: string) => form.fields.find((f) => f.vModel === vModel);

  it('reads the option keys kept in __config__.props', () => {
    expect(problems).toEqual([]);
    expect(field('radioField132')?.props).toMatchObject({
      options: [
        { label: '男', value: '1' },
        { label: '女', value: '2' },
      ],
      optionProps: { label: 'fullName', value: 'id' },
    });
    expect(field('checkboxField133')?.props?.options).toEqual([
      { label: '阅读', value: 'read' },
      { label: '运动', value: 'sport' },
    ]);
    expect(field('selectField134')?.props).toEqual({
      multiple: false,
      dataType: 'dictionary',
      dictionaryType: 'Education',
      optionProps: { label: 'fullName', value: 'enCode' },
    });
  });

  it('reads the nested props.props of JNPF 3.4, multiple included', () => {
    expect(field('cascaderField135')?.props).toMatchObject({
      multiple: true,
      options: [{ label: '信息技术', value: 'it', children: [{ label: '软件', value: 'soft' }] }],
    });
    expect(field('treeSelectField136')?.props).toMatchObject({
      multiple: false,
      options: [{ label: '华东', value: 'east', children: [{ label: '上海', value: 'sh' }] }],
      optionProps: { label: 'text', value: 'value' },
    });
  });

  it("takes JNPFText's text from its default value and a divider's from its slot", () => {
    const [text, divider] = form.fields;
    expect(text).toEqual({
      jnpfKey: 'text',
      label: '文本',
      showLabel: false,
      span: 24,
      props: { content: '请如实填写以下信息' },
    });
    expect(divider?.props).toEqual({ content: '选项' });
  });
});

describe('a table layout (tableGrid)', () => {
  const { form, problems } = importJnpfForm(tableGrid);

  it('keeps its rows and cells, with each cell extent, and the fields in them', () => {
    expect(problems).toEqual([]);
    const rows = form.fields[0]?.children ?? [];
    expect(form.fields[0]?.jnpfKey).toBe('tableGrid');
    expect(rows.map((row) => row.jnpfKey)).toEqual(['tableGridTr', 'tableGridTr']);
    expect(
      rows.map((row) => row.children?.map((cell) => [cell.props, cell.children?.map((f) => f.vModel)])),
    ).toEqual([
      [
        [{ colspan: 2, rowspan: 1 }, ['projectName']],
        [{ colspan: 1, rowspan: 1, merged: true }, undefined],
      ],
      [
        [{ colspan: 1, rowspan: 1 }, ['owner']],
        [{ colspan: 1, rowspan: 1 }, ['deadline']],
      ],
    ]);
    expect(fieldsOf(form).map((f) => f.vModel)).toEqual(['projectName', 'owner', 'deadline']);
  });
});

describe('keys Formwork has no widget for', () => {
  const { form, problems } = importJnpfForm(unsupported);

  it('names every data field left behind, with its label, and every container and widget', () => {
    expect(problems.map((p) => p.message)).toEqual([
      'container not imported: jnpfKey "steps" (步骤条) has no Formwork widget; its fields "subject", "quantity" take its place',
      'data field "applicantSign" (申请人签名) not imported: jnpfKey "sign" (手写签名) has no Formwork widget',
      'container (自定义面板) not imported: unknown jnpfKey "fancyPanel"; its fields "contact", "remark" take its place',
      'data field "checkInPlace" (签到地点) not imported: jnpfKey "location" (定位) has no Formwork widget',
      'data field "seal" (单位签章) not imported: jnpfKey "signature" (电子签章) has no Formwork widget',
      'data field "eventDates" (活动日期) not imported: jnpfKey "dateRange" (日期范围) has no Formwork widget',
      'data field "eventTimes" (活动时段) not imported: jnpfKey "timeRange" (时间范围) has no Formwork widget',
      'widget (说明页) not imported: jnpfKey "iframe" (Iframe) has no Formwork widget',
      'data field "matrixField186" (明细矩阵) not imported, nor its columns "rowName", "cellValue": unknown jnpfKey "matrixTable"',
      'data field "orphan189" (无类型字段) not imported: it has no jnpfKey',
    ]);
    expect(problems[1]?.path).toBe('fields.0.__config__.children.1.__config__.children.0.__config__.jnpfKey');
  });

  it("imports an unknown container's fields in its place, and the keys later JNPF renamed", () => {
    expect(form.fields.map((f) => [f.jnpfKey, f.vModel ?? f.children?.[0]?.vModel])).toEqual([
      ['input', 'subject'],
      ['row', 'quantity'],
      ['input', 'contact'],
      ['textarea', 'remark'],
      ['currOrganize', 'currDeptField184'],
      ['inputNumber', 'budget'],
    ]);
  });

  it('reports a vModel on a key that holds no data in Formwork', () => {
    const divider = { __config__: { jnpfKey: 'divider', label: '分隔' }, __vModel__: 'dividerField1' };
    const result = expectNoDataFieldLost({ fields: [divider] });
    expect(result.problems).toEqual([
      {
        path: 'fields.0.__vModel__',
        message: 'vModel "dividerField1" (分隔) not imported: divider holds no data in Formwork',
      },
    ]);
  });
});
