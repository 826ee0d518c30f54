import { describe, expect, it } from 'vitest';
import { validateData } from '../data/validate-data.js';
import { fieldsOf } from '../form/fields-of.js';
import leaveRequest from './fixtures/leave-request.jnpf.json' with { type: 'json' };
import { importJnpfForm } from './import-form.js';

describe('importJnpfForm', () => {
  const { form, problems } = importJnpfForm(leaveRequest);

  it('imports the leave request without problems, with settings', () => {
    expect(problems).toEqual([]);
    expect(form.settings).toEqual({
      labelPosition: 'right',
      labelWidth: 100,
      gutter: 15,
      size: 'small',
      popupType: 'drawer',
      popupWidth: '800px',
      confirmButtonText: '确 定',
      cancelButtonText: '取 消',
    });
  });

  it('maps older jnpfKeys to the newer names and keeps the vModels', () => {
    expect(fieldsOf(form)).toMatchObject([
      { vModel: 'comInputField102', label: '申请人', jnpfKey: 'input' },
      { vModel: 'comInputField103', label: '联系电话', jnpfKey: 'input' },
      { vModel: 'numInputField104', label: '请假天数', jnpfKey: 'inputNumber' },
      { vModel: 'selectField105', label: '请假类型', jnpfKey: 'select' },
      { vModel: 'dateField106', label: '开始日期', jnpfKey: 'datePicker' },
      { vModel: 'timeField107', label: '开始时间', jnpfKey: 'timePicker' },
      { vModel: 'textareaField108', label: '请假原因', jnpfKey: 'textarea' },
      { vModel: 'tableField109', label: '工作交接', jnpfKey: 'table' },
    ]);
  });

  it('keeps layout, options, props, rules and sub-table columns', () => {
    const [title, row, days, type, , time, , table] = form.fields;
    expect(title).toEqual({
      jnpfKey: 'groupTitle',
      showLabel: false,
      span: 24,
      props: { content: '请假信息' },
    });
    expect(row?.children?.[0]).toMatchObject({
      label: '申请人',
      required: true,
      span: 12,
      tipLabel: '填写本人姓名',
    });
    expect(row?.children?.[0]?.props).toEqual({
      placeholder: '请输入申请人',
      clearable: true,
      readonly: false,
      disabled: false,
      maxlength: 20,
    });
    expect(days?.props).toMatchObject({ min: 0.5, max: 365, step: 0.5, precision: 1 });
    expect(type?.props?.options).toMatchObject([
      { label: '事假', value: '1' },
      { label: '病假', value: '2' },
      { label: '年假', value: '3' },
    ]);
    expect(time?.noShow).toBeUndefined();
    expect(table?.children?.map((c) => [c.jnpfKey, c.vModel, c.required ?? false])).toMatchObject([
      ['input', 'task', true],
      ['userSelect', 'receiver', false],
    ]);
  });

  it('imports a form whose data the shared validator checks with the JNPF messages', () => {
    const problems = validateData(form, {
      comInputField102: '',
      comInputField103: '12345',
      numInputField104: 2,
      selectField105: '9',
      dateField106: 1767225600000,
      tableField109: [{ task: '' }],
    });
    expect(problems).toMatchObject([
      { field: 'comInputField102', message: '不能为空' },
      { field: 'comInputField103', message: '请输入正确的电话号码' },
      { field: 'selectField105', message: '不在可选范围内' },
      { field: 'tableField109.0.task', message: '不能为空' },
    ]);
  });

  it('reports an unknown jnpfKey instead of dropping it silently', () => {
    const unknown = {
      __config__: { jnpfKey: 'sparkleRating', label: '心情', span: 12 },
      __vModel__: 'sparkleRatingField112',
    };
    const result = importJnpfForm({ ...leaveRequest, fields: [...leaveRequest.fields, unknown] });
    expect(result.problems).toMatchObject([
      {
        path: 'fields.8.__config__.jnpfKey',
        message: 'data field "sparkleRatingField112" (心情) not imported: unknown jnpfKey "sparkleRating"',
      },
    ]);
    expect(fieldsOf(result.form)).toHaveLength(8);
  });

  it('accepts the JSON text the Base entity stores, hides fields not visible on pc', () => {
    const hidden = structuredClone(leaveRequest);
    const time = hidden.fields[5];
    if (time) time.__config__.visibility = ['app'];
    const result = importJnpfForm(JSON.stringify(hidden));
    expect(result.problems).toEqual([]);
    expect(result.form.fields[5]).toMatchObject({ vModel: 'timeField107', noShow: true });
    expect(importJnpfForm('{oops').problems[0]?.message).toMatch(/^not JSON/);
  });

  it('reports duplicate vModels found in the imported form', () => {
    const twice = { ...leaveRequest, fields: [leaveRequest.fields[2], leaveRequest.fields[2]] };
    expect(importJnpfForm(twice).problems).toMatchObject([
      {
        path: 'fields.1.vModel',
        message: 'duplicate vModel "numInputField104" (first used at fields.0.vModel)',
      },
    ]);
  });
});
