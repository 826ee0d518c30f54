import { describe, expect, it } from 'vitest';
import { modelListParams, modelSourceId, recordId, recordText } from './model-source.js';

const leave = {
  modelId: 'm-leave',
  relationField: 'applicant',
  columnOptions: [
    { value: 'applicant', label: '申请人' },
    { value: 'leaveType', label: '请假类型' },
  ],
};

describe('relation form requests', () => {
  it('asks the model for relationField, the column keys, keyword and page', () => {
    expect(modelListParams(leave, { keyword: '王', currentPage: 1, pageSize: 10000 })).toEqual({
      modelId: 'm-leave',
      relationField: 'applicant',
      columnOptions: ['applicant', 'leaveType'],
      keyword: '王',
      currentPage: 1,
      pageSize: 10000,
    });
  });

  it('stores the record id and shows its relationField', () => {
    const row = { id: 'r1', applicant: '王芳', leaveType: '年假' };
    expect(recordId(row)).toBe('r1');
    expect(recordText(leave, row)).toBe('王芳');
    expect(recordText({ modelId: 'm-leave' }, row)).toBe('');
  });

  it('tells models apart', () => {
    expect(modelSourceId(leave)).not.toBe(modelSourceId({ ...leave, modelId: 'm-trip' }));
  });
});
