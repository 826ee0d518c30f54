import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/document.js';
import { CommandError } from '../shared/command-error.js';
import { expectInverse } from '../testing/round-trip.js';
import { deepFreeze, idOf, sampleForm } from '../testing/sample-form.js';
import { setConfig, setProperty, setSettings } from './edit.js';

function open() {
  return createDocument(deepFreeze(sampleForm()));
}

describe('setProperty', () => {
  it('sets a value by path and its inverse restores the old one', () => {
    const doc = open();
    const name = idOf(doc, 'input101');
    expectInverse(doc, setProperty(doc, name, 'props.placeholder', '姓名'));
    expect(doc.nodeById(name)?.props?.placeholder).toBe('姓名');
    expectInverse(doc, setProperty(doc, name, 'required', false));
    expectInverse(doc, setProperty(doc, name, 'span', 24));
    expectInverse(doc, setProperty(doc, name, 'regList', [{ rule: 'phone' }]));
  });

  it('creates missing objects on the way, and undo removes them', () => {
    const doc = open();
    const qty = idOf(doc, 'qty');
    const inverse = doc.apply(setProperty(doc, qty, 'props.min', 0));
    expect(doc.nodeById(qty)?.props).toEqual({ min: 0 });
    expect(inverse).toEqual({ type: 'setProperty', id: qty, path: 'props' });
    doc.apply(inverse);
    expect(doc.nodeById(qty)).toStrictEqual({ jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' });
  });

  it('removes a key when the value is undefined, and undo brings it back', () => {
    const doc = open();
    const name = idOf(doc, 'input101');
    const after = expectInverse(doc, setProperty(doc, name, 'required', undefined));
    expect(after.fields[1]?.children?.[0]).not.toHaveProperty('required');
  });

  it('appends to and drops the last item of a list, both invertible', () => {
    const doc = open();
    const days = idOf(doc, 'days');
    expectInverse(doc, setProperty(doc, days, 'regList.1', { pattern: '^\\d+$', message: '数字' }));
    expect(doc.nodeById(days)?.regList).toHaveLength(2);
    expectInverse(doc, setProperty(doc, days, 'regList.1', undefined));
    expect(doc.nodeById(days)?.regList).toHaveLength(1);
    expectInverse(doc, setProperty(doc, days, 'regList.0.rule', 'phone'));
    expect(() => doc.apply(setProperty(doc, days, 'regList.5', {}))).toThrow(/outside its list/);
    doc.apply(setProperty(doc, days, 'regList.1', { rule: 'phone' }));
    expect(() => doc.apply(setProperty(doc, days, 'regList.0', undefined))).toThrow(/only the last item/);
  });

  it('leaves structure and prototypes alone', () => {
    const doc = open();
    const card = idOf(doc, '明细');
    expect(() => setProperty(doc, card, 'children', [])).toThrow(CommandError);
    expect(() => setProperty(doc, card, 'children.0.label', 'x')).toThrow(CommandError);
    expect(() => setProperty(doc, card, '__proto__.polluted', true)).toThrow(CommandError);
    expect(() => doc.apply({ type: 'setProperty', id: card, path: 'constructor', value: 1 })).toThrow(
      CommandError,
    );
    expect(() => doc.apply({ type: 'setProperty', id: card, path: 'label.x', value: 1 })).toThrow(
      /not an object/,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the value it was given, not the caller’s object', () => {
    const doc = open();
    const options = [{ label: 'B', value: 'b' }];
    const command = setProperty(doc, idOf(doc, 'select102'), 'props.options', options);
    options.push({ label: 'C', value: 'c' });
    expect(command.value).toEqual([{ label: 'B', value: 'b' }]);
  });
});

describe('setConfig', () => {
  it('sets and removes several keys at once, and its inverse restores them', () => {
    const doc = open();
    const qty = idOf(doc, 'qty');
    const command = setConfig(doc, qty, { label: '数目', required: true, span: undefined, tipLabel: '提示' });
    expect(command).toEqual({
      type: 'setConfig',
      id: qty,
      values: { label: '数目', required: true, tipLabel: '提示' },
      unset: ['span'],
    });
    const inverse = doc.apply(command);
    expect(inverse).toEqual({
      type: 'setConfig',
      id: qty,
      values: { label: '数量' },
      unset: ['required', 'tipLabel', 'span'],
    });
    doc.apply(JSON.parse(JSON.stringify(inverse)));
    expect(doc.schema).toStrictEqual(sampleForm());
    expectInverse(doc, setConfig(doc, idOf(doc, 'days'), { label: 'x', span: undefined, props: { min: 1 } }));
  });

  it('refuses children', () => {
    const doc = open();
    expect(() => setConfig(doc, idOf(doc, '明细'), { children: [] })).toThrow(CommandError);
    expect(() =>
      doc.apply({ type: 'setConfig', id: idOf(doc, '明细'), values: {}, unset: ['children'] }),
    ).toThrow(CommandError);
  });
});

describe('setSettings', () => {
  it('sets and removes form settings, and its inverse restores them', () => {
    const doc = open();
    const before = doc.schema;
    const after = expectInverse(
      doc,
      setSettings({ labelPosition: 'top', gutter: undefined, popupType: 'drawer' }),
    );
    expect(after.settings).toEqual({ labelPosition: 'top', labelWidth: 100, popupType: 'drawer' });
    expect(after.fields).toBe(before.fields);
  });
});
