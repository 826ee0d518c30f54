import type { ISchema } from '@formily/react';
import { type FieldSchema, type FormSchema, leaveRequestForm } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { compileFormily, createCompileCache } from './compile-formily.js';
import { C, FORM_ROOT } from './names.js';

const top = (schema: ISchema) => (schema.properties as Record<string, ISchema>)[FORM_ROOT] as ISchema;
const props = (schema: ISchema) => schema.properties as Record<string, ISchema>;

type Rule = { required?: boolean; message?: string; validator?: (value: unknown) => string | undefined };
const rules = (node: ISchema) => node['x-validator'] as Rule[];

describe('compileFormily', () => {
  const compiled = compileFormily(leaveRequestForm, { mode: 'create' });
  const root = top(compiled);
  const row = props(root).__1 as ISchema;

  it('lays the form out as one 24-column row with the settings gutter, containers named by place', () => {
    expect(root).toMatchObject({ type: 'void', 'x-component': C.row, 'x-component-props': { gutter: 15 } });
    expect(Object.keys(props(root))).toEqual([
      '__0',
      '__1',
      'leaveType',
      'startDate',
      'days',
      'dailyAllowance',
      'allowance',
      'urgent',
      'reason',
      'handover',
      'creator',
      'createdAt',
    ]);
    expect(props(root).__0).toMatchObject({
      type: 'void',
      'x-component': C.groupTitle,
      'x-decorator-props': { span: 24 },
    });
    expect(row).toMatchObject({ type: 'void', 'x-decorator': C.col, 'x-component': C.row });
    expect(Object.keys(props(row))).toEqual(['applicant', 'phone']);
  });

  it('compiles a required input with its span, widget props and the 不能为空 rule first', () => {
    const applicant = props(row).applicant as ISchema;
    expect(applicant).toMatchObject({
      type: 'string',
      title: '申请人',
      'x-decorator': C.formItem,
      'x-decorator-props': { span: 12 },
      'x-component': 'input',
      'x-component-props': { maxlength: 20 },
    });
    expect(rules(applicant)[0]).toEqual({ required: true, message: '不能为空' });
    expect(rules(applicant)[1]?.validator?.('a'.repeat(21))).toBe('最多输入20个字符');
    expect(rules(applicant)[1]?.validator?.('')).toBeUndefined();
  });

  it('checks a named rule only on non-empty values, with the rule message', () => {
    const phone = rules(props(row).phone as ISchema);
    expect(phone[0]).toEqual({ required: false, message: '不能为空' });
    expect(phone[1]?.validator?.('12345')).toBe('请正确输入您的手机号');
    expect(phone[1]?.validator?.('13800138000')).toBeUndefined();
    expect(phone[1]?.validator?.(null)).toBeUndefined();
  });

  it('maps canonical options for a select, and numbers get ranges and precision messages', () => {
    expect(props(root).leaveType?.['x-component-props']).toMatchObject({
      options: [
        { label: '事假', value: 'personal' },
        { label: '病假', value: 'sick' },
        { label: '年假', value: 'annual' },
      ],
      props: { label: 'label', value: 'value', children: 'children' },
    });
    const days = rules(props(root).days as ISchema)[1];
    expect(days?.validator?.(400)).toBe('不能大于365');
    expect(days?.validator?.(1.25)).toBe('最多1位小数');
    expect(days?.validator?.(1.5)).toBeUndefined();
  });

  it('sets defaults on create only, and turns reactions into one x-reactions function', () => {
    expect(props(root).urgent?.default).toBe(0);
    expect(props(top(compileFormily(leaveRequestForm, { mode: 'edit' }))).urgent?.default).toBeUndefined();
    expect(typeof props(root).reason?.['x-reactions']).toBe('function');
  });

  it('compiles the sub-table to an array of row objects whose cells carry their own rules', () => {
    const handover = props(root).handover as ISchema;
    expect(handover).toMatchObject({ type: 'array', 'x-component': 'table', items: { type: 'object' } });
    const cells = props(handover.items as ISchema);
    expect(Object.keys(cells)).toEqual(['task', 'mobile']);
    expect(cells.task).toMatchObject({
      title: '事项',
      'x-decorator': C.cellItem,
      'x-data': { required: true },
    });
    expect(rules(cells.mobile as ISchema)[1]?.validator?.('1')).toBe('请正确输入您的手机号');
  });

  it('gives calculated and system fields no rules: the server computes and fills them', () => {
    expect(rules(props(root).allowance as ISchema)).toEqual([]);
    expect(rules(props(root).creator as ISchema)).toEqual([]);
  });

  it('leaves out fields the user is not granted, and marks unknown keys as unsupported', () => {
    const form: FormSchema = {
      version: 1,
      kind: 'form',
      settings: {},
      fields: [
        { jnpfKey: 'input', vModel: 'open', label: '公开' },
        { jnpfKey: 'input', vModel: 'secret', label: '机密', noShow: true },
        { jnpfKey: 'hologram' as 'text', label: '全息图' },
      ],
    };
    const permissionList = [
      {
        modelId: 'm',
        moduleName: '',
        button: [],
        column: [],
        resource: [],
        form: [{ id: '1', fullName: '', enCode: 'open' }],
      },
    ];
    const guarded = props(
      top(
        compileFormily(form, { mode: 'edit', permission: { modelId: 'm', enabled: true }, permissionList }),
      ),
    );
    expect(Object.keys(guarded)).toEqual(['open', '__2']);
    expect(guarded.__2).toMatchObject({
      'x-component': C.unsupported,
      'x-component-props': { jnpfKey: 'hologram' },
    });
    const open = props(top(compileFormily(form, { mode: 'edit' })));
    expect(open.secret?.['x-display']).toBe('hidden');
  });
});

describe('compileFormily in design mode with a cache', () => {
  const input = (n: number): FieldSchema => ({ jnpfKey: 'input', vModel: `f${n}`, label: `字段${n}` });
  const form: FormSchema = {
    version: 1,
    kind: 'form',
    settings: {},
    fields: [0, 1, 2].map((r) => ({ jnpfKey: 'row', children: [input(2 * r), input(2 * r + 1)] })),
  };

  it('recompiles only the edited field and its ancestors; every other node keeps its identity', () => {
    const cache = createCompileCache();
    const before = props(top(compileFormily(form, { mode: 'create', design: true }, cache)));
    const row = form.fields[1] as NonNullable<FormSchema['fields'][number]>;
    const edited: FormSchema = {
      ...form,
      fields: form.fields.map((field, i) =>
        i === 1
          ? { ...row, children: [{ ...input(2), label: '改' }, row.children?.[1] as FieldSchema] }
          : field,
      ),
    };
    const after = props(top(compileFormily(edited, { mode: 'create', design: true }, cache)));
    expect(after.__0).toBe(before.__0);
    expect(after.__2).toBe(before.__2);
    expect(after.__1).not.toBe(before.__1);
    expect(props(after.__1 as ISchema).f3).toBe(props(before.__1 as ISchema).f3);
    expect(props(after.__1 as ISchema).f2).toMatchObject({ title: '改' });
  });

  it('compiles afresh when the form settings change, and never reuses outside design mode', () => {
    const cache = createCompileCache();
    const first = props(top(compileFormily(form, { mode: 'create', design: true }, cache)));
    const regutter = { ...form, settings: { gutter: 30 } };
    const second = props(top(compileFormily(regutter, { mode: 'create', design: true }, cache)));
    expect(second.__0).not.toBe(first.__0);
    const plain = props(top(compileFormily(form, { mode: 'create' }, cache)));
    expect(props(top(compileFormily(form, { mode: 'create' }, cache))).__0).not.toBe(plain.__0);
  });
});
