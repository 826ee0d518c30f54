import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { leaveRequestForm } from '../form/samples/leave-request.js';
import { compileDataSchema } from './compile.js';

describe('compileDataSchema', () => {
  const schema = compileDataSchema(leaveRequestForm);
  const properties = schema.properties as Record<string, { title: string; else: { allOf: unknown[] } }>;

  it('is a JSON Schema 2020-12 document that a plain ajv compiles', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    const validate = new Ajv2020({ strict: false }).compile(schema);
    expect(validate({ applicant: '李四', leaveType: 'annual', startDate: 1767225600000, days: 2 })).toBe(true);
    expect(validate({ applicant: '李四', leaveType: 'annual', startDate: '2026-01-01', days: 2 })).toBe(false);
  });

  it('requires the required fields, never the server-filled ones', () => {
    expect(schema.required).toEqual(['applicant', 'leaveType', 'startDate', 'days']);
    expect(Object.keys(properties)).not.toContain('allowance');
    expect(Object.keys(properties)).not.toContain('creator');
    expect(compileDataSchema(leaveRequestForm, { mode: 'update' }).required).toBeUndefined();
  });

  it('types each value by jnpfKey, with a sub-table as an array of row objects', () => {
    expect(properties.startDate?.else.allOf[0]).toEqual({ type: 'integer' });
    expect(properties.urgent?.else.allOf[0]).toEqual({ enum: [0, 1] });
    expect(properties.days?.else.allOf[0]).toEqual({ type: 'number', minimum: 0.5, maximum: 365, multipleOf: 0.1 });
    expect(properties.handover?.else.allOf[0]).toMatchObject({ type: 'array', items: { type: 'object', required: ['task'] } });
    expect(properties.phone?.title).toBe('联系电话');
  });
});
