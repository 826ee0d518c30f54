import { describe, expect, it } from 'vitest';
import type { FieldSchema, FormSchema, RegRule } from '../form/types.js';
import { validateSchema } from '../form/validate-schema.js';
import { validateData } from './validate-data.js';

const EMAIL = String.raw`^\w+([-+.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$`;

function formWith(...regList: RegRule[]): FormSchema {
  const field: FieldSchema = { jnpfKey: 'input', vModel: 'mail', label: '邮箱', regList };
  return { version: 1, kind: 'form', settings: {}, fields: [field] };
}

/** The problems of one value, and how long finding them took. */
function timed(form: FormSchema, value: string) {
  const started = performance.now();
  const problems = validateData(form, { mail: value });
  return { ms: performance.now() - started, problems };
}

describe('regList patterns on hostile values', () => {
  it('answers a nested-quantifier pattern on a value that never matches in linear time', () => {
    const form = formWith({ pattern: String.raw`^(\w+\s?)*$`, message: '只能输入单词' });
    timed(form, 'warm up');
    const { ms, problems } = timed(form, `${'a'.repeat(32)}!`);
    expect(problems).toEqual([{ field: 'mail', message: '只能输入单词' }]);
    expect(ms).toBeLessThan(500);
  });

  it('answers the common e-mail pattern on a 36-character and a 40 KB value at once', () => {
    const form = formWith({ pattern: EMAIL, message: '邮箱格式不对' });
    expect(timed(form, 'someone.else@mail.example.com').problems).toEqual([]);
    for (const value of [`a@a${'.a'.repeat(16)}!`, `a@a${'.a'.repeat(20_000)}!`]) {
      const { ms, problems } = timed(form, value);
      expect(problems, `${value.length} characters`).toEqual([{ field: 'mail', message: '邮箱格式不对' }]);
      expect(ms, `${value.length} characters`).toBeLessThan(200);
    }
  });

  it('reads patterns as JavaScript writes them: slashes, \\u escapes, \\- outside unicode mode', () => {
    const form = formWith(
      { pattern: '/^[\\u4e00-\\u9fa5]+$/', message: '只能中文' },
      { pattern: '^[\\-\\w]+$', message: '字母数字和短横' },
    );
    expect(timed(form, '中文').problems).toEqual([{ field: 'mail', message: '字母数字和短横' }]);
    expect(timed(form, 'abc').problems).toEqual([{ field: 'mail', message: '只能中文' }]);
  });

  it('keeps the JavaScript meaning of \\s, \\S and . (RE2 reads them more narrowly or widely)', () => {
    const spaced = formWith({ pattern: String.raw`^\S+\s\S+$`, message: '两段' });
    for (const space of [' ', '\u3000', '\u00a0', '\v'])
      expect(timed(spaced, `张三${space}李四`).problems, JSON.stringify(space)).toEqual([]);
    expect(timed(spaced, '张三\u3000\u3000李四').problems).toEqual([{ field: 'mail', message: '两段' }]);
    const oneLine = formWith({ pattern: '^a.b$', message: '一行' });
    expect(timed(oneLine, 'a-b').problems).toEqual([]);
    for (const brk of ['\n', '\r', '\u2028'])
      expect(timed(oneLine, `a${brk}b`).problems, JSON.stringify(brk)).toEqual([{ field: 'mail', message: '一行' }]);
    const inClass = formWith({ pattern: String.raw`^[\s.]+$`, message: '空白或点' });
    expect(timed(inClass, '.\u3000.').problems).toEqual([]);
    expect(timed(inClass, 'a').problems).toEqual([{ field: 'mail', message: '空白或点' }]);
  });

  it('fails every value of a stored rule the linear engine cannot run, saying so', () => {
    const form = formWith({ pattern: '^(?=.*\\d).+$', message: '要有数字' });
    for (const value of ['abc1', 'abc'])
      expect(validateData(form, { mail: value }), value).toEqual([
        { field: 'mail', message: '校验规则无法执行，请联系管理员修改表单设计', key: 'unusablePattern' },
      ]);
    expect(validateData(form, { mail: '' })).toEqual([]);
  });
});

describe('designs holding patterns the linear engine cannot run', () => {
  it('names the field and the construct: lookaround, backreference', () => {
    expect(validateSchema(formWith({ pattern: '^(?!admin).*$', message: 'x' }))).toEqual([
      {
        path: 'fields.0.regList.0.pattern',
        message: 'field "邮箱": the pattern uses lookaround (?!, which the linear-time engine cannot run',
        code: 'patternLookaround',
        params: { label: '邮箱', vModel: 'mail', construct: '(?!' },
      },
    ]);
    expect(validateSchema(formWith({ pattern: '/^(a)\\1$/', message: 'x' }))).toMatchObject([
      { path: 'fields.0.regList.0.pattern', code: 'patternBackreference', params: { construct: '\\1' } },
    ]);
    expect(validateSchema(formWith({ pattern: '(', message: 'x' }))).toMatchObject([
      { path: 'fields.0.regList.0.pattern', code: 'badPattern' },
    ]);
    expect(validateSchema(formWith({ pattern: EMAIL, message: 'x' }), )).toEqual([]);
  });
});
