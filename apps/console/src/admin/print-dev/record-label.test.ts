import { describe, expect, it } from 'vitest';
import { recordLabel } from './record-label.js';

describe('a record in the preview picker', () => {
  it('is named by its first shown values, skipping empty ones and sub-table rows', () => {
    const label = recordLabel({
      id: 'leave-demo-01',
      data: {
        applicant: '张三',
        phone: '',
        handover: [{ task: '周报' }],
        leaveType: '事假',
        startDate: '2026-01-05',
        days: '2.5',
      },
    });
    expect(label).toBe('张三 / 事假 / 2026-01-05');
  });

  it('is named by its id when it has no value to show', () => {
    expect(recordLabel({ id: 'r1', data: { applicant: null, phone: ' ' } })).toBe('r1');
  });
});
