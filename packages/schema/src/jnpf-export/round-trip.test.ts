import { describe, expect, it } from 'vitest';
import {
  containerKeys,
  dataKeys,
  displayKeys,
  holdsData,
  type JnpfKey,
  jnpfKeys,
} from '../form/jnpf-keys.js';
import { leaveRequestForm, leaveRequestList } from '../form/samples/leave-request.js';
import type { FieldSchema, FormSchema } from '../form/types.js';
import leaveColumns from '../importer/fixtures/leave-request.columns.jnpf.json' with { type: 'json' };
import leaveRequest from '../importer/fixtures/leave-request.jnpf.json' with { type: 'json' };
import optionProps from '../importer/fixtures/option-props.jnpf.json' with { type: 'json' };
import tableGrid from '../importer/fixtures/table-grid.jnpf.json' with { type: 'json' };
import tabsCollapse from '../importer/fixtures/tabs-collapse.jnpf.json' with { type: 'json' };
import unsupported from '../importer/fixtures/unsupported.jnpf.json' with { type: 'json' };
import { importJnpfForm } from '../importer/import-form.js';
import { importJnpfList } from '../importer/import-list.js';
import { canonicalJnpfKey } from '../importer/jnpf-key-map.js';
import type { ListSchema } from '../list/types.js';
import { namedRules } from '../rules/named-rules.js';
import { exportJnpfForm } from './export-form.js';
import { exportJnpfList } from './export-list.js';

// --- Canonical fields of every jnpfKey, each carrying what the format lets it carry ----------

const OPTION_KEYS = new Set<JnpfKey>(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);

const input = (vModel: string): FieldSchema => ({ jnpfKey: 'input', vModel, label: vModel });

/** A data field with every field-level property and props of both kinds (JNPF-placed and not). */
function dataField(key: JnpfKey): FieldSchema {
  const field: FieldSchema = {
    jnpfKey: key,
    vModel: `${key}Value`,
    renamedFrom: `${key}Old`,
    label: `${key} 标签`,
    tipLabel: '提示',
    showLabel: false,
    labelWidth: 120,
    required: true,
    regList: [{ pattern: '/^\\d+$/', message: '只能是数字' }, { rule: 'phone' }],
    defaultValue: key === 'checkbox' ? ['a'] : key === 'inputNumber' ? 3 : 'x',
    span: 12,
    noShow: true,
    props: {
      placeholder: '请输入',
      disabled: true,
      clearable: false,
      maxlength: 30,
      precision: 2,
      // Props JNPF has no place for, and an unset one.
      activeTxt: '开',
      thousands: true,
      addonBefore: null,
      autosize: { minRows: 2, maxRows: 4 },
    },
    reactions: [{ when: { field: 'other', op: 'eq', value: 1 }, fulfill: { hide: true } }],
  };
  if (OPTION_KEYS.has(key))
    Object.assign(field.props ?? {}, {
      dataType: 'static',
      multiple: true,
      options: [
        { label: '甲', value: 'a', children: [{ label: '甲一', value: 1 }] },
        { label: '乙', value: 'b' },
      ],
    });
  if (key === 'select') Object.assign(field.props ?? {}, { optionProps: { label: 'name', value: 'code' } });
  if (key === 'treeSelect')
    Object.assign(field.props ?? {}, { dataType: 'dictionary', dictionaryType: 'leaveType', options: [] });
  if (key === 'cascader') Object.assign(field.props ?? {}, { dataType: 'dynamic', propsUrl: 'iface-1' });
  if (key === 'billRule') Object.assign(field.props ?? {}, { rule: 'leaveRequest' });
  if (key === 'popupSelect')
    Object.assign(field.props ?? {}, {
      interfaceId: 'i1',
      propsValue: 'id',
      relationField: 'name',
      hasPage: true,
      pageSize: 20,
      columnOptions: [{ value: 'name', label: '名称' }],
    });
  if (key === 'calculate') field.expression = [{ field: 'a' }, '+', 2, '×', '(', { field: 'b' }, ')'];
  if (key === 'table') field.children = [input('colA'), { ...input('colB'), required: true }];
  return field;
}

function containerField(key: JnpfKey): FieldSchema {
  const leaf = input(`${key}Inner`);
  switch (key) {
    case 'tab':
      return {
        jnpfKey: 'tab',
        span: 24,
        props: { type: 'border-card' },
        children: [
          { jnpfKey: 'tabItem', label: '一', children: [leaf] },
          { jnpfKey: 'tabItem', label: '二', props: { title: 'kept' } },
        ],
      };
    case 'collapse':
      return {
        jnpfKey: 'collapse',
        props: { accordion: true },
        children: [{ jnpfKey: 'collapseItem', label: '面板', children: [leaf] }],
      };
    case 'tabItem':
      return { jnpfKey: 'tab', children: [{ jnpfKey: 'tabItem', label: '唯一', children: [leaf] }] };
    case 'collapseItem':
      return { jnpfKey: 'collapse', children: [{ jnpfKey: 'collapseItem', children: [leaf] }] };
    case 'tableGrid':
    case 'tableGridTr':
    case 'tableGridTd':
      return {
        jnpfKey: 'tableGrid',
        children: [
          {
            jnpfKey: 'tableGridTr',
            children: [
              { jnpfKey: 'tableGridTd', props: { colspan: 2, rowspan: 1 }, children: [leaf] },
              { jnpfKey: 'tableGridTd', props: { colspan: 1, rowspan: 1, merged: true } },
            ],
          },
        ],
      };
    case 'card':
      return { jnpfKey: 'card', label: '卡片', span: 24, props: { shadow: 'hover' }, children: [leaf] };
    default:
      return { jnpfKey: key, span: 24, noShow: true, children: [leaf] };
  }
}

function displayField(key: JnpfKey): FieldSchema {
  const props: Record<string, unknown> = { content: `${key} 内容` };
  if (key === 'link') props.href = 'https://example.com';
  if (key === 'alert') Object.assign(props, { title: '注意', type: 'warning', closable: false });
  if (key === 'barcode')
    Object.assign(props, {
      dataType: 'relation',
      relationField: 'code',
      format: 'CODE128',
      width: 2,
      height: 40,
    });
  if (key === 'qrcode')
    Object.assign(props, { dataType: 'static', staticText: 'hi', size: 100, colorDark: '#000' });
  if (key === 'divider') props.contentPosition = 'left';
  return { jnpfKey: key, label: `${key} 标签`, span: 8, props };
}

/** One canonical field for the key, wrapped in its container when it only lives in one. */
function sampleField(key: JnpfKey): FieldSchema {
  if ((dataKeys as readonly string[]).includes(key)) return dataField(key);
  if ((containerKeys as readonly string[]).includes(key)) return containerField(key);
  if ((displayKeys as readonly string[]).includes(key)) return displayField(key);
  throw new Error(`no sample for ${key}`);
}

const FULL_SETTINGS: FormSchema['settings'] = {
  labelPosition: 'top',
  labelWidth: 90,
  gutter: 10,
  size: 'small',
  popupType: 'drawer',
  popupWidth: '900px',
  confirmButtonText: '保存',
  cancelButtonText: '关闭',
};

const formOf = (fields: FieldSchema[], settings = FULL_SETTINGS): FormSchema => ({
  version: 1,
  kind: 'form',
  settings,
  fields,
});

// --- The round trips -------------------------------------------------------------------------

/** JNPF -> canonical; a valid export imports without problems. */
const importForm = (json: unknown) => importJnpfForm(JSON.parse(JSON.stringify(json)));
const importList = (json: unknown) => importJnpfList(JSON.parse(JSON.stringify(json)));

describe('canonical -> JNPF -> canonical', () => {
  it.each(jnpfKeys)('gives back a %s field with all it carries', (key) => {
    const form = formOf([sampleField(key)]);
    expect(importForm(exportJnpfForm(form)).form).toEqual(form);
  });

  it('gives back the seeded 请假申请 form and list, without problems', () => {
    const { form, problems } = importForm(exportJnpfForm(leaveRequestForm));
    expect(problems).toEqual([]);
    expect(form).toEqual(leaveRequestForm);
    const list = importList(exportJnpfList(leaveRequestList, leaveRequestForm));
    expect(list.problems).toEqual([]);
    expect(list.list).toEqual(leaveRequestList);
  });

  it('gives back every list setting, cell formats included', () => {
    const list: ListSchema = {
      version: 1,
      kind: 'list',
      type: 2,
      hasPage: false,
      pageSize: 50,
      defaultSidx: 'days',
      sort: 'asc',
      columnList: [
        {
          label: '天数',
          prop: 'days',
          jnpfKey: 'inputNumber',
          fixed: 'left',
          align: 'right',
          sortable: true,
          width: 90,
          format: 'thousands',
        },
        { label: '开始', prop: 'startDate', jnpfKey: 'datePicker', format: 'YYYY/MM/DD' },
      ],
      searchList: [
        { label: '类型', prop: 'leaveType', jnpfKey: 'select', searchType: 1, searchMultiple: true },
        { label: '开始', prop: 'startDate', jnpfKey: 'datePicker', searchType: 3 },
      ],
      btnsList: [
        { value: 'add', label: '新增', icon: 'el-icon-plus' },
        { value: 'batchPrint', label: '打印' },
      ],
      columnBtnsList: [{ value: 'edit', label: '编辑' }],
      treeTitle: '部门',
      treeDataSource: 'organize',
      treeRelation: 'applicant',
      treePropsValue: 'id',
      treePropsLabel: 'fullName',
      useColumnPermission: true,
      useFormPermission: false,
      useBtnPermission: true,
      useDataPermission: false,
      showSummary: true,
      summaryField: ['days'],
      printIds: ['print-1'],
    };
    expect(importList(exportJnpfList(list, leaveRequestForm)).list).toEqual(list);
    expect(importList(exportJnpfList(list)).list).toEqual(list);
  });
});

describe('reading back what only Formwork writes', () => {
  it('takes props from formworkProps but never a prototype', () => {
    const json = JSON.parse(
      '{"fields":[{"__config__":{"jnpfKey":"comInput","label":"甲","formworkProps":{"__proto__":{"polluted":true},"activeTxt":"开"}},"__vModel__":"a"}]}',
    );
    const [field] = importJnpfForm(json).form.fields;
    expect(field?.props).toEqual({ activeTxt: '开' });
    expect(Object.getPrototypeOf(field?.props)).toBe(Object.prototype);
  });

  it('leaves a JNPF column’s own date format out of the cell format', () => {
    const { list } = importJnpfList({
      columnList: [{ prop: 'd', label: '日期', jnpfKey: 'date', format: 'yyyy-MM-dd' }],
    });
    expect(list.columnList).toEqual([{ prop: 'd', label: '日期', jnpfKey: 'datePicker' }]);
  });
});

const fixtures = { leaveRequest, optionProps, tableGrid, tabsCollapse, unsupported };

describe('JNPF -> canonical -> JNPF -> canonical', () => {
  it.each(Object.keys(fixtures))('is stable for the %s sample', (name) => {
    const first = importForm(fixtures[name as keyof typeof fixtures]).form;
    const second = importForm(exportJnpfForm(first)).form;
    expect(second).toEqual(first);
  });

  it.each(jnpfKeys)('is stable for a %s field written as JNPF', (key) => {
    const jnpf = exportJnpfForm(formOf([sampleField(key)]));
    const first = importForm(jnpf).form;
    expect(importForm(exportJnpfForm(first)).form).toEqual(first);
  });

  it('is stable for the leave request list sample', () => {
    const first = importList(leaveColumns).list;
    const form = importForm(leaveRequest).form;
    expect(importList(exportJnpfList(first, form)).list).toEqual(first);
  });
});

// --- What the JNPF client reads ----------------------------------------------------------------

/** Every spelling JNPF 3.4's palette writes (the client switches on these). */
const JNPF_34_KEYS = new Set([
  'comInput',
  'textarea',
  'numInput',
  'switch',
  'radio',
  'checkbox',
  'select',
  'cascader',
  'date',
  'time',
  'uploadFz',
  'uploadImg',
  'colorPicker',
  'rate',
  'slider',
  'editor',
  'link',
  'button',
  'JNPFText',
  'alert',
  'comSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'roleSelect',
  'groupSelect',
  'usersSelect',
  'table',
  'treeSelect',
  'popupTableSelect',
  'autoComplete',
  'address',
  'billRule',
  'relationForm',
  'popupSelect',
  'relationFormAttr',
  'popupAttr',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currPosition',
  'groupTitle',
  'divider',
  'collapse',
  'collapseItem',
  'tab',
  'tabItem',
  'row',
  'card',
  'tableGrid',
  'tableGridTr',
  'tableGridTd',
  'calculate',
  'qrcode',
  'barcode',
]);

type Json = Record<string, unknown>;

function allFields(fields: unknown, out: Json[] = []): Json[] {
  for (const field of fields as Json[]) {
    out.push(field);
    const children = (field.__config__ as Json).children;
    if (children !== undefined) allFields(children, out);
  }
  return out;
}

describe('the JNPF output has what the 3.4 client reads', () => {
  const form = formOf(jnpfKeys.map(sampleField));
  const jnpf = exportJnpfForm(form);
  const fields = allFields(jnpf.fields);

  it('names the form model, ref and rules the parser binds', () => {
    expect(jnpf).toMatchObject({
      formRef: 'elForm',
      formModel: 'dataForm',
      formRules: 'rules',
      drawerWidth: '900px',
    });
  });

  it('gives every field a known key, a label, a layout and a render key; data fields their vModel', () => {
    for (const field of fields) {
      const config = field.__config__ as Json;
      expect(JNPF_34_KEYS.has(config.jnpfKey as string), String(config.jnpfKey)).toBe(true);
      expect(typeof config.label).toBe('string');
      expect(['colFormItem', 'rowFormItem']).toContain(config.layout);
      expect(config.renderKey).toBeTruthy();
      expect(Array.isArray(config.regList)).toBe(true);
      const key = canonicalJnpfKey(config.jnpfKey) as string;
      if (holdsData(key)) expect(field.__vModel__).toMatch(/^\w+$/);
      else expect(field.__vModel__).toBeUndefined();
      if (config.layout === 'rowFormItem') expect(Array.isArray(config.children)).toBe(true);
      if (config.layout === 'colFormItem') expect(config.tag).toBeTruthy();
    }
  });

  it('writes labels where the client shows them, and options where each widget reads them', () => {
    const byKey = (key: string) => fields.find((f) => (f.__config__ as Json).jnpfKey === key) as Json;
    expect(byKey('card').header).toBe('卡片');
    expect(byKey('tabItem').title).toBe('一');
    // 3.4.7's parser hands each option widget its own `options`, read by `props.props`.
    expect(byKey('radio').__slot__).toBeUndefined();
    expect(byKey('radio').options).toEqual([
      {
        fullName: '甲',
        id: 'a',
        label: '甲',
        value: 'a',
        children: [{ fullName: '甲一', id: 1, label: '甲一', value: 1 }],
      },
      { fullName: '乙', id: 'b', label: '乙', value: 'b' },
    ]);
    expect(byKey('radio').props).toEqual({ props: { label: 'fullName', value: 'id' } });
    expect(byKey('select').props).toEqual({ props: { label: 'name', value: 'code' } });
    expect(byKey('select').options).toEqual([
      { name: '甲', code: 'a', children: [{ name: '甲一', code: 1 }] },
      { name: '乙', code: 'b' },
    ]);
    // Fetched options are read by the same keys once loaded.
    expect(byKey('cascader').props).toEqual({
      props: { label: 'fullName', value: 'id', children: 'children' },
    });
    // JNPF's read-only system widget shows the signed-in user unless told what else to show.
    expect(byKey('createTime').type).toBe('currTime');
    expect(byKey('createUser').type).toBe('currUser');
    expect(byKey('currOrganize').type).toBe('currOrganize');
    // Element's switch would turn the stored 0 into false.
    expect(byKey('switch')).toMatchObject({ 'active-value': 1, 'inactive-value': 0 });
    expect((byKey('comInput').__config__ as Json).regList).toContainEqual({
      pattern: String(namedRules.phone.pattern),
      message: namedRules.phone.message,
      rule: 'phone',
    });
    expect(byKey('JNPFText').__config__).toMatchObject({ defaultValue: 'text 内容' });
    expect(byKey('divider').__slot__).toEqual({ default: 'divider 内容' });
  });

  it('gives list columns and search fields their prop, label and __config__', () => {
    const list = exportJnpfList(leaveRequestList, leaveRequestForm);
    for (const entry of [...(list.columnList as Json[]), ...(list.searchList as Json[])]) {
      expect(entry.prop).toBeTruthy();
      expect(typeof entry.label).toBe('string');
      expect((entry.__config__ as Json).label).toBe(entry.label);
      expect(JNPF_34_KEYS.has((entry.__config__ as Json).jnpfKey as string)).toBe(true);
      expect((entry.props as Json).props).toBeTruthy();
    }
    const type = (list.searchList as Json[]).find((s) => s.prop === 'leaveType') as Json;
    expect(type.options).toEqual(
      expect.arrayContaining([expect.objectContaining({ fullName: '事假', id: 'personal' })]),
    );
    expect(list).toMatchObject({ customBtnsList: [], columnBtnsList: leaveRequestList.columnBtnsList });
  });
});
