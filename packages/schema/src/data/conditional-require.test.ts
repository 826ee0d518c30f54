import { describe, expect, it } from 'vitest';
import { leaveRequestForm } from '../form/samples/leave-request.js';
import type { ConditionOp, FormSchema } from '../form/types.js';
import { validateData as validateKeyed } from './validate-data.js';

/** The problems as the server words them; their keys are checked on their own. */
const validateData = (...args: Parameters<typeof validateKeyed>) =>
  validateKeyed(...args).map(({ field, message }) => ({ field, message }));

const sickLeave = {
  applicant: '张三',
  leaveType: 'sick',
  startDate: 1767225600000,
  days: 2,
};

/** A form whose `note` is required while `kind` meets the condition. */
function linked(op: ConditionOp, value?: unknown): FormSchema {
  return {
    version: 1,
    kind: 'form',
    settings: {},
    fields: [
      { jnpfKey: 'input', vModel: 'kind', label: '类别' },
      {
        jnpfKey: 'input',
        vModel: 'note',
        label: '备注',
        reactions: [{ when: { field: 'kind', op, value }, fulfill: { require: true } }],
      },
    ],
  };
}

const missingNote = [{ field: 'note', message: '不能为空' }];

describe('validateData with require linkage', () => {
  it('requires the sick-leave reason, as the form does in the browser', () => {
    expect(validateData(leaveRequestForm, sickLeave)).toEqual([{ field: 'reason', message: '不能为空' }]);
    expect(validateData(leaveRequestForm, { ...sickLeave, reason: '' })).toEqual([
      { field: 'reason', message: '不能为空' },
    ]);
    expect(validateData(leaveRequestForm, { ...sickLeave, reason: '发烧' })).toEqual([]);
    expect(validateData(leaveRequestForm, { ...sickLeave, leaveType: 'annual' })).toEqual([]);
  });

  it('lists the linked field in form order among the other problems', () => {
    expect(validateData(leaveRequestForm, { ...sickLeave, applicant: '', phone: '123' })).toEqual([
      { field: 'applicant', message: '不能为空' },
      { field: 'phone', message: '请正确输入您的手机号' },
      { field: 'reason', message: '不能为空' },
    ]);
  });

  it('honours eq, neq, in, empty and notEmpty', () => {
    expect(validateData(linked('eq', 'a'), { kind: 'a' })).toEqual(missingNote);
    expect(validateData(linked('eq', 'a'), { kind: 'b' })).toEqual([]);
    expect(validateData(linked('neq', 'a'), { kind: 'b' })).toEqual(missingNote);
    expect(validateData(linked('neq', 'a'), {})).toEqual(missingNote);
    expect(validateData(linked('neq', 'a'), { kind: 'a' })).toEqual([]);
    expect(validateData(linked('in', ['a', 'b']), { kind: 'b' })).toEqual(missingNote);
    expect(validateData(linked('in', ['a', 'b']), { kind: 'c' })).toEqual([]);
    expect(validateData(linked('empty'), { kind: '' })).toEqual(missingNote);
    expect(validateData(linked('empty'), {})).toEqual(missingNote);
    expect(validateData(linked('empty'), { kind: 'x' })).toEqual([]);
    expect(validateData(linked('notEmpty'), { kind: 'x' })).toEqual(missingNote);
    expect(validateData(linked('notEmpty'), { kind: null })).toEqual([]);
    expect(validateData(linked('notEmpty'), { kind: 'x', note: '好' })).toEqual([]);
  });

  it('in update mode judges only the values sent', () => {
    const update = { mode: 'update' } as const;
    expect(validateData(leaveRequestForm, { days: 3 }, update)).toEqual([]);
    expect(validateData(linked('empty'), { note: 'x' }, update)).toEqual([]);
    expect(validateData(leaveRequestForm, { leaveType: 'sick', reason: '' }, update)).toEqual([
      { field: 'reason', message: '不能为空' },
    ]);
    expect(validateData(leaveRequestForm, { leaveType: 'sick' }, update)).toEqual([]);
  });

  it('ignores linkage that shows, hides or disables without requiring', () => {
    const form = linked('eq', 'a');
    const note = form.fields[1];
    if (note?.reactions?.[0]) note.reactions[0].fulfill = { hide: true };
    expect(validateData(form, { kind: 'a' })).toEqual([]);
  });
});
