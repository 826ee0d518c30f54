import { validateSchema } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { setProperty } from '../commands/edit.js';
import { createHistory } from '../history/history.js';
import { createSelection } from '../selection/selection.js';
import { deepFreeze, idOf, sampleForm } from '../testing/sample-form.js';
import { createDocument } from './document.js';

describe('createDocument', () => {
  it('starts from a valid sample', () => {
    expect(validateSchema(sampleForm())).toEqual([]);
  });

  it('gives every field at any depth its own id, and keeps ids out of the schema', () => {
    const schema = deepFreeze(sampleForm());
    const doc = createDocument(schema);
    const ids = doc.ids();
    expect(ids).toHaveLength(18);
    expect(new Set(ids).size).toBe(18);
    expect(doc.size).toBe(18);
    expect(doc.toSchema()).toBe(schema);
    expect(JSON.stringify(doc.toSchema())).toBe(JSON.stringify(sampleForm()));
  });

  it('finds a node, its parent and its index in O(1) maps', () => {
    const doc = createDocument(sampleForm());
    const qty = idOf(doc, 'qty');
    const table = idOf(doc, 'items');
    expect(doc.nodeById(qty)?.label).toBe('数量');
    expect(doc.locate(qty)).toEqual({ parent: table, index: 1 });
    expect(doc.parentOf(table)).toBe(idOf(doc, '明细'));
    expect(doc.parentOf(idOf(doc, 'total'))).toBeNull();
    expect(doc.childIds(table).map((id) => doc.nodeById(id)?.vModel)).toEqual(['name', 'qty']);
    expect(doc.childAt(table, 0)).toBe(idOf(doc, 'name'));
    expect(doc.isWithin(qty, idOf(doc, '明细'))).toBe(true);
    expect(doc.isWithin(idOf(doc, '明细'), qty)).toBe(false);
    expect(doc.nodeById('nope')).toBeUndefined();
    expect(doc.locate('nope')).toBeUndefined();
  });

  it('translates between node ids and validateSchema paths', () => {
    const doc = createDocument(sampleForm());
    const qty = idOf(doc, 'qty');
    expect(doc.pathOf(qty)).toBe('fields.2.children.2.children.1');
    expect(doc.resolvePath('fields.2.children.2.children.1.vModel')).toEqual({ id: qty, rest: 'vModel' });
    expect(doc.resolvePath('fields.2.children.9')).toEqual({ id: idOf(doc, '明细'), rest: 'children.9' });
    expect(doc.resolvePath('fields.0')).toEqual({ id: idOf(doc, '基本信息'), rest: '' });
    expect(doc.resolvePath('settings.labelWidth')).toBeUndefined();
    expect(doc.resolvePath('fields')).toBeUndefined();
  });

  it('makes a new snapshot per command, sharing untouched fields and leaving the old one intact', () => {
    const schema = deepFreeze(sampleForm());
    const doc = createDocument(schema);
    const qty = idOf(doc, 'qty');
    doc.apply(setProperty(doc, qty, 'props.placeholder', '数量'));
    const next = doc.schema;
    expect(next).not.toBe(schema);
    expect(next.fields[0]).toBe(schema.fields[0]);
    expect(next.fields[1]).toBe(schema.fields[1]);
    expect(next.fields[2]).not.toBe(schema.fields[2]);
    expect(next.fields[2]?.children?.[0]).toBe(schema.fields[2]?.children?.[0]);
    expect(next.settings).toBe(schema.settings);
    expect(doc.nodeById(qty)?.props).toEqual({ placeholder: '数量' });
    expect(JSON.stringify(schema)).toBe(JSON.stringify(sampleForm()));
    expect(doc.version).toBe(1);
  });

  it('notifies subscribers after each command', () => {
    const doc = createDocument(sampleForm());
    let calls = 0;
    const stop = doc.subscribe(() => {
      calls += 1;
    });
    doc.apply(setProperty(doc, idOf(doc, 'qty'), 'label', 'x'));
    stop();
    doc.apply(setProperty(doc, idOf(doc, 'qty'), 'label', 'y'));
    expect(calls).toBe(1);
  });

  it('lets subscribe be handed on without its object, as useSyncExternalStore calls it', () => {
    const doc = createDocument(sampleForm());
    const history = createHistory(doc);
    const selection = createSelection(doc);
    const calls: string[] = [];
    const subscribers = [doc.subscribe, history.subscribe, selection.subscribe];
    const [onDoc, onHistory, onSelection] = subscribers.map((subscribe, i) =>
      subscribe(() => calls.push(['doc', 'history', 'selection'][i] as string)),
    );
    history.execute(setProperty(doc, idOf(doc, 'qty'), 'label', 'x'));
    selection.select(idOf(doc, 'qty'));
    for (const stop of [onDoc, onHistory, onSelection]) stop?.();
    expect(calls).toEqual(['doc', 'history', 'selection']);
  });

  it('refuses what is not a form', () => {
    expect(() => createDocument({} as never)).toThrow(TypeError);
    expect(() => createDocument({ version: 1, kind: 'form', settings: {}, fields: [null] } as never)).toThrow(
      TypeError,
    );
  });
});
