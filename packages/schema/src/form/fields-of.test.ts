import { describe, expect, it } from 'vitest';
import { fieldsOf } from './fields-of.js';
import { leaveRequestForm } from './samples/leave-request.js';

describe('fieldsOf', () => {
  it('lists data fields through containers, skipping layout and display-only widgets', () => {
    expect(fieldsOf(leaveRequestForm).map((f) => f.vModel)).toEqual([
      'applicant',
      'phone',
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
    expect(fieldsOf(leaveRequestForm)[0]).toEqual({ vModel: 'applicant', label: '申请人', jnpfKey: 'input' });
  });
});
