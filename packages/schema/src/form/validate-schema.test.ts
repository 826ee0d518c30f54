import { describe, expect, it } from 'vitest';
import { leaveRequestForm, leaveRequestList } from './samples/leave-request.js';
import type { FieldSchema } from './types.js';
import { validateSchema } from './validate-schema.js';

function formWith(...fields: unknown[]) {
  return { version: 1, kind: 'form', settings: {}, fields };
}

describe('validateSchema', () => {
  it('accepts the sample leave request form and list', () => {
    expect(validateSchema(leaveRequestForm)).toEqual([]);
    expect(validateSchema(leaveRequestList)).toEqual([]);
  });

  it('reports an unknown jnpfKey at its path', () => {
    const problems = validateSchema(
      formWith({ jnpfKey: 'input', vModel: 'a' }, { jnpfKey: 'sparkle', vModel: 'b' }),
    );
    expect(problems).toMatchObject([{ path: 'fields.1.jnpfKey', message: 'unknown jnpfKey "sparkle"' }]);
  });

  it('reports a data field without a vModel, also inside containers', () => {
    const problems = validateSchema(
      formWith({
        jnpfKey: 'row',
        children: [{ jnpfKey: 'card', children: [{ jnpfKey: 'inputNumber', label: '天数' }] }],
      }),
    );
    expect(problems).toMatchObject([
      { path: 'fields.0.children.0.children.0.vModel', message: 'inputNumber field "天数" needs a vModel' },
    ]);
  });

  it('reports duplicate vModels across containers but not between a sub-table and the form', () => {
    const column: FieldSchema = { jnpfKey: 'input', vModel: 'name' };
    const problems = validateSchema(
      formWith(
        { jnpfKey: 'input', vModel: 'name' },
        { jnpfKey: 'row', children: [{ jnpfKey: 'textarea', vModel: 'name' }] },
        { jnpfKey: 'table', vModel: 'lines', children: [column, { ...column }] },
      ),
    );
    expect(problems).toMatchObject([
      {
        path: 'fields.1.children.0.vModel',
        message: 'duplicate vModel "name" (first used at fields.0.vModel)',
      },
      {
        path: 'fields.2.children.1.vModel',
        message: 'duplicate vModel "name" (first used at fields.2.children.0.vModel)',
      },
    ]);
  });

  it('reports a regList pattern that is not a valid regular expression', () => {
    const problems = validateSchema(
      formWith({
        jnpfKey: 'input',
        vModel: 'a',
        regList: [
          { pattern: '/^\\d+$/', message: 'ok' },
          { pattern: '^(\\d+$', message: 'x' },
        ],
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe('fields.0.regList.1.pattern');
    expect(problems[0]?.message).toMatch(/^invalid regular expression: /);
  });

  it('reports spans outside 1..24', () => {
    const problems = validateSchema(
      formWith({ jnpfKey: 'input', vModel: 'a', span: 0 }, { jnpfKey: 'input', vModel: 'b', span: 25 }),
    );
    expect(problems.map((p) => p.path)).toMatchObject(['fields.0.span', 'fields.1.span']);
    expect(problems[1]?.message).toBe('span must be a whole number of columns from 1 to 24, got 25');
  });

  it('reports an unknown named rule and a vModel on a layout container', () => {
    const problems = validateSchema(
      formWith(
        { jnpfKey: 'divider', vModel: 'x' },
        { jnpfKey: 'input', vModel: 'a', regList: [{ rule: 'zip' }] },
      ),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: 'fields.0.vModel',
        message: 'divider holds no data and must not have a vModel',
      }),
    );
    expect(problems.some((p) => p.path.startsWith('fields.1.regList.0'))).toBe(true);
  });

  it('reports a missing version and a wrong list type', () => {
    expect(validateSchema({ kind: 'form', settings: {}, fields: [] })).toMatchObject([
      { path: 'version', message: 'version is required' },
    ]);
    expect(validateSchema({ ...leaveRequestList, type: 9 })).toMatchObject([
      { path: 'type', message: 'must be one of 1, 2, 3, 4, 5' },
    ]);
  });
});

describe('validateSchema on reserved vModels', () => {
  it.each(['id', 'creatorTime', 'creatorUserId', 'lastModifyTime', 'lastModifyUserId', 'flowId'])(
    'refuses the system column %s, naming the field',
    (vModel) => {
      expect(validateSchema(formWith({ jnpfKey: 'input', vModel, label: '名称' }))).toMatchObject([
        {
          path: 'fields.0.vModel',
          message: `vModel "${vModel}" (field "名称") is taken by a system column; choose another vModel`,
        },
      ]);
    },
  );

  it('compares system columns without case, since databases fold column names', () => {
    const problems = validateSchema(
      formWith({ jnpfKey: 'input', vModel: 'ID' }, { jnpfKey: 'input', vModel: 'CreatorTime' }),
    );
    expect(problems.map((problem) => [problem.path, problem.message])).toMatchObject([
      ['fields.0.vModel', 'vModel "ID" is taken by a system column; choose another vModel'],
      ['fields.1.vModel', 'vModel "CreatorTime" is taken by a system column; choose another vModel'],
    ]);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the object internal %s', (vModel) => {
    expect(validateSchema(formWith({ jnpfKey: 'input', vModel }))).toMatchObject([
      {
        path: 'fields.0.vModel',
        message: `vModel "${vModel}" is a reserved object property name; choose another vModel`,
      },
    ]);
  });

  it('compares object internals exactly and allows names that only contain a reserved word', () => {
    expect(
      validateSchema(
        formWith(
          { jnpfKey: 'input', vModel: 'Constructor' },
          { jnpfKey: 'input', vModel: 'userId' },
          { jnpfKey: 'input', vModel: 'idCard' },
          { jnpfKey: 'input', vModel: 'flowIdText' },
        ),
      ),
    ).toEqual([]);
  });

  it('refuses system columns inside containers, and in sub-table columns only object internals', () => {
    const problems = validateSchema(
      formWith({
        jnpfKey: 'card',
        children: [
          { jnpfKey: 'input', vModel: 'flowId' },
          {
            jnpfKey: 'table',
            vModel: 'items',
            label: '明细',
            // A sub-table's rows are stored inside the record: they have no system columns.
            children: [
              { jnpfKey: 'input', vModel: '__proto__', label: '名称' },
              { jnpfKey: 'input', vModel: 'id', label: '序号' },
            ],
          },
        ],
      }),
    );
    expect(problems).toMatchObject([
      {
        path: 'fields.0.children.0.vModel',
        message: 'vModel "flowId" is taken by a system column; choose another vModel',
      },
      {
        path: 'fields.0.children.1.children.0.vModel',
        message:
          'vModel "__proto__" (field "名称") is a reserved object property name; choose another vModel',
      },
    ]);
  });
});

describe('validateSchema on calculated fields and linkage', () => {
  it('reports a malformed expression and references to fields the form lacks', () => {
    const problems = validateSchema(
      formWith(
        { jnpfKey: 'inputNumber', vModel: 'a' },
        { jnpfKey: 'calculate', vModel: 'c', expression: [{ field: 'a' }, '+'] },
        { jnpfKey: 'calculate', vModel: 'd', expression: [{ field: 'ghost' }, '×', 2] },
        {
          jnpfKey: 'input',
          vModel: 'e',
          reactions: [{ when: { field: 'nope', op: 'empty' }, fulfill: { hide: true } }],
        },
      ),
    );
    expect(problems).toMatchObject([
      { path: 'fields.1.expression', message: '公式不能以运算符结尾' },
      { path: 'fields.2.expression.0', message: 'unknown field "ghost"' },
      { path: 'fields.3.reactions.0.when.field', message: 'unknown field "nope"' },
    ]);
  });
});

describe('validateSchema problem codes', () => {
  it('names the kind of each problem and the values its message quotes, for translated screens', () => {
    const problems = validateSchema({
      version: 1,
      kind: 'form',
      settings: {},
      fields: [
        { jnpfKey: 'input', vModel: 'name', label: '姓名' },
        { jnpfKey: 'input', vModel: 'name', label: '别名' },
        { jnpfKey: 'inputNumber', label: '天数' },
        { jnpfKey: 'calculate', vModel: 'total', label: '合计', expression: [{ field: 'missing' }] },
      ],
    });
    expect(problems.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'duplicateVModel', params: { vModel: 'name', first: 'fields.0.vModel' } },
      { code: 'needsVModel', params: { key: 'inputNumber', label: '天数' } },
      { code: 'unknownField', params: { field: 'missing' } },
    ]);
  });
});
