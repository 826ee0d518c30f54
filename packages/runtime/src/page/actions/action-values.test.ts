import { describe, expect, it } from 'vitest';
import { actionBody, fillTemplate, rowConstants, templateValues } from './action-values.js';

describe('page action values', () => {
  it('fills a template from the row (dataId is its id) and then from the answer, encoded', () => {
    const row = { id: 'a b', fullName: '请假', state: 1, nested: { x: 1 } };
    expect(templateValues(row)).toEqual({ id: 'a b', dataId: 'a b', fullName: '请假', state: '1' });
    expect(fillTemplate('/Base/{dataId}/Actions/Copy', row)).toBe('/Base/a%20b/Actions/Copy');
    expect(fillTemplate('/design?id={id}&from={dataId}', row, { id: 'new/1' })).toBe(
      '/design?id=new%2F1&from=a%20b',
    );
    expect(fillTemplate('/x/{missing}', row)).toBe('/x/{missing}');
  });

  it('sends the constant values under what the user entered', () => {
    expect(actionBody({ pc: 1, kind: 'a' }, { kind: 'b', name: 'x' })).toEqual({
      pc: 1,
      kind: 'b',
      name: 'x',
    });
    // A field left empty keeps its constant; one the constants do not name is sent as entered.
    expect(actionBody({ parentId: '-1' }, { parentId: undefined, code: '' })).toEqual({
      parentId: '-1',
      code: '',
    });
    expect(actionBody({ parentId: '-1' }, { parentId: 'c1' })).toEqual({ parentId: 'c1' });
  });
});

describe('row constants', () => {
  it("puts the row into the texts of a form action's constants, leaving other values alone", () => {
    expect(
      rowConstants({ parentId: '{id}', level: 2, note: 'plain' }, { id: 'zj', fullName: '浙江' }),
    ).toEqual({
      parentId: 'zj',
      level: 2,
      note: 'plain',
    });
    expect(rowConstants({ parentId: '{id}' }, undefined)).toEqual({ parentId: '{id}' });
  });
});
