import { describe, expect, it } from 'vitest';
import { displayValue, readQuery, readQueryValue } from './query-values.js';

const body = { flowId: 'f1', taskId: 't2', title: '请假申请', opType: 1 };
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('readQueryValue', () => {
  it('reads plain JSON, JSON of JSON, URI-encoded and base64 JSON alike', () => {
    const json = JSON.stringify(body);
    for (const raw of [
      json,
      JSON.stringify(json),
      encodeURIComponent(json),
      base64(json),
      encodeURIComponent(base64(json)),
    ])
      expect(readQueryValue(raw)).toEqual({ kind: 'json', value: body });
  });

  it('keeps anything else as text', () => {
    expect(readQueryValue('abc123')).toEqual({ kind: 'text', value: 'abc123' });
    expect(readQueryValue('{broken')).toEqual({ kind: 'text', value: '{broken' });
  });
});

describe('readQuery', () => {
  it('lists every parameter in order', () => {
    const search = `?sid=S-9&config=${encodeURIComponent(JSON.stringify(body))}`;
    expect(readQuery(search)).toEqual([
      ['sid', { kind: 'text', value: 'S-9' }],
      ['config', { kind: 'json', value: body }],
    ]);
  });

  it('shows objects as indented JSON', () => {
    expect(displayValue({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(displayValue(3)).toBe('3');
    expect(displayValue(null)).toBe('');
  });
});
