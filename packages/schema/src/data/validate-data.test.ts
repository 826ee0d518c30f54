import { describe, expect, it } from 'vitest';
import { leaveRequestForm } from '../form/samples/leave-request.js';
import type { FieldSchema, FormSchema } from '../form/types.js';
import { validateData as validateKeyed } from './validate-data.js';

/** The problems as the server words them; their keys are checked on their own. */
const validateData = (...args: Parameters<typeof validateKeyed>) =>
  validateKeyed(...args).map(({ field, message }) => ({ field, message }));

const valid = {
  applicant: '张三',
  phone: '13812345678',
  leaveType: 'sick',
  startDate: 1767225600000,
  days: 1.5,
  urgent: 0,
  reason: '发烧',
  handover: [{ task: '周报', mobile: '13912345678' }],
};

function formOf(...fields: FieldSchema[]): FormSchema {
  return { version: 1, kind: 'form', settings: {}, fields };
}

describe('validateData', () => {
  it('accepts a complete leave request', () => {
    expect(validateData(leaveRequestForm, valid)).toEqual([]);
  });

  it('answers 不能为空 for each required field that is missing, null, empty text or an empty array', () => {
    const { startDate: _, ...withoutStart } = valid;
    const problems = validateData(leaveRequestForm, { ...withoutStart, applicant: '', leaveType: null });
    // In form order, though ajv finds the missing startDate first.
    expect(problems).toEqual([
      { field: 'applicant', message: '不能为空' },
      { field: 'leaveType', message: '不能为空' },
      { field: 'startDate', message: '不能为空' },
    ]);
    const tags = formOf({ jnpfKey: 'checkbox', vModel: 'tags', required: true });
    expect(validateData(tags, { tags: [] })).toEqual([{ field: 'tags', message: '不能为空' }]);
  });

  it('treats fields named like object members as absent until the record has them', () => {
    const form = formOf(
      { jnpfKey: 'input', vModel: 'constructor', label: '构造', props: { maxlength: 5 } },
      { jnpfKey: 'input', vModel: 'toString', label: '文本', required: true },
    );
    expect(validateData(form, { toString: 'x' })).toEqual([]);
    expect(validateData(form, {})).toEqual([{ field: 'toString', message: '不能为空' }]);
    expect(validateData(form, { constructor: 'too long', toString: 'x' })).toHaveLength(1);
  });

  it('in update mode checks only the fields sent', () => {
    expect(validateData(leaveRequestForm, { reason: 'x' }, { mode: 'update' })).toEqual([]);
    expect(validateData(leaveRequestForm, { applicant: '' }, { mode: 'update' })).toEqual([
      { field: 'applicant', message: '不能为空' },
    ]);
  });

  it('applies named rules with their exact messages, only to non-empty values', () => {
    expect(validateData(leaveRequestForm, { ...valid, phone: '12345' })).toEqual([
      { field: 'phone', message: '请正确输入您的手机号' },
    ]);
    expect(validateData(leaveRequestForm, { ...valid, phone: '' })).toEqual([]);
    expect(validateData(leaveRequestForm, { ...valid, days: 1.3 })).toContainEqual({
      field: 'days',
      message: '时间只能是整数和0.5的倍数',
    });
  });

  it("answers the first failing regList rule's own message", () => {
    const code = formOf({
      jnpfKey: 'input',
      vModel: 'code',
      regList: [
        { pattern: '/^[A-Z]/', message: '必须以大写字母开头' },
        { pattern: '^.{4}$', message: '必须是4位' },
      ],
    });
    expect(validateData(code, { code: 'ab' })).toEqual([{ field: 'code', message: '必须以大写字母开头' }]);
    expect(validateData(code, { code: 'Ab' })).toEqual([{ field: 'code', message: '必须是4位' }]);
    expect(validateData(code, { code: 'Abcd' })).toEqual([]);
  });

  it('checks types, lengths, ranges and options by jnpfKey', () => {
    const problems = validateData(leaveRequestForm, {
      ...valid,
      applicant: 'x'.repeat(21),
      leaveType: 'holiday',
      startDate: '2026-01-01',
      days: 400,
      urgent: true,
    });
    expect(problems).toEqual([
      { field: 'applicant', message: '最多输入20个字符' },
      { field: 'leaveType', message: '不在可选范围内' },
      { field: 'startDate', message: '格式不正确' },
      { field: 'days', message: '不能大于365' },
      { field: 'urgent', message: '不在可选范围内' },
    ]);
    const time = formOf({ jnpfKey: 'timePicker', vModel: 'at' }, { jnpfKey: 'inputNumber', vModel: 'n', props: { precision: 2 } });
    expect(validateData(time, { at: '09:30:00', n: 1.25 })).toEqual([]);
    expect(validateData(time, { at: '9:30', n: 1.255 })).toEqual([
      { field: 'at', message: '格式不正确' },
      { field: 'n', message: '最多2位小数' },
    ]);
  });

  it('validates each sub-table row per column: empty check first, then the rules', () => {
    const problems = validateData(leaveRequestForm, {
      ...valid,
      handover: [{ task: '交接', mobile: '13912345678' }, { task: '', mobile: '123' }, { mobile: '' }],
    });
    expect(problems).toEqual([
      { field: 'handover.1.task', message: '不能为空' },
      { field: 'handover.1.mobile', message: '请正确输入您的手机号' },
      { field: 'handover.2.task', message: '不能为空' },
    ]);
  });

  it('ignores calculated and system fields the server fills', () => {
    expect(validateData(leaveRequestForm, { ...valid, allowance: 'oops', creator: 42 })).toEqual([]);
  });

  it('refuses data that is not an object', () => {
    expect(validateData(leaveRequestForm, [])).toEqual([{ field: '', message: '数据格式不正确' }]);
  });

  it('names each message with a stable key and the values its text is filled with', () => {
    const form = formOf(
      { jnpfKey: 'input', vModel: 'name', label: 'n', required: true, props: { maxlength: 3 } },
      { jnpfKey: 'input', vModel: 'phone', label: 'p', regList: [{ rule: 'phone' }] },
      { jnpfKey: 'input', vModel: 'code', label: 'c', regList: [{ pattern: '/^A/', message: '以A开头' }] },
      { jnpfKey: 'inputNumber', vModel: 'n', label: 'n', props: { min: 1, max: 9, precision: 1 } },
    );
    expect(validateKeyed(form, { phone: '1', code: 'b', n: 10 })).toEqual([
      { field: 'name', message: '不能为空', key: 'required' },
      { field: 'phone', message: '请正确输入您的手机号', key: 'rule.phone' },
      { field: 'code', message: '以A开头' },
      { field: 'n', message: '不能大于9', key: 'maximum', params: { limit: 9 } },
    ]);
    expect(validateKeyed(form, { name: 'abcd' }, { mode: 'update' })).toEqual([
      { field: 'name', message: '最多输入3个字符', key: 'maxLength', params: { limit: 3 } },
    ]);
    expect(validateKeyed(form, [])).toEqual([{ field: '', message: '数据格式不正确', key: 'badData' }]);
  });
});
