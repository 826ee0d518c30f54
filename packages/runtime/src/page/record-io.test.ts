import { describe, expect, it } from 'vitest';
import { TransportError } from '../transport/transport.js';
import { problemsOf, unwrapRecord, wrapValues } from './record-io.js';

const dataText = { method: 'GET', url: '/x', wrap: 'dataText' } as const;
const plain = { method: 'GET', url: '/x' } as const;

describe('record wire shapes', () => {
  it('reads {id, data: JSON text} and plain records', () => {
    expect(unwrapRecord(dataText, { id: '1', data: '{"applicant":"张三"}' })).toEqual({ applicant: '张三' });
    expect(unwrapRecord(plain, { id: '1', fullName: '研发部' })).toEqual({ id: '1', fullName: '研发部' });
    expect(unwrapRecord(plain, null)).toEqual({});
  });

  it('writes {data: JSON text} or the values themselves', () => {
    expect(wrapValues(dataText, { days: 2 })).toEqual({ data: '{"days":2}' });
    expect(wrapValues(plain, { days: 2 })).toEqual({ days: 2 });
  });

  it('finds the field problems of a refused write only', () => {
    const refused = new TransportError(400, '请假天数 不能为空', {
      problems: [{ field: 'days', message: '不能为空' }],
    });
    expect(problemsOf(refused)).toEqual([{ field: 'days', message: '不能为空' }]);
    expect(problemsOf(new TransportError(500, 'boom'))).toBeNull();
    expect(problemsOf(new Error('offline'))).toBeNull();
  });
});
