import { describe, expect, it } from 'vitest';
import { setProperty, setSettings } from '../commands/edit.js';
import { duplicateNodes, insertField, moveNode, removeNodes } from '../commands/place.js';
import { createDocument } from '../document/document.js';
import { CommandError } from '../shared/command-error.js';
import { deepFreeze, idOf, largeForm, sampleForm } from '../testing/sample-form.js';
import { createHistory } from './history.js';
import { restoreHistory } from './restore.js';

function open() {
  const doc = createDocument(deepFreeze(sampleForm()));
  return { doc, history: createHistory(doc) };
}

describe('History', () => {
  it('undoes and redoes any number of steps', () => {
    const { doc, history } = open();
    const snapshots = [doc.schema];
    for (let i = 0; i < 150; i++) {
      history.execute(setProperty(doc, idOf(doc, 'qty'), 'label', `第${i}`));
      snapshots.push(doc.schema);
    }
    for (let i = 150; i > 0; i--) {
      expect(history.undo()).toBe(true);
      expect(doc.schema).toStrictEqual(snapshots[i - 1]);
    }
    expect(history.undo()).toBe(false);
    expect(doc.schema).toStrictEqual(sampleForm());
    while (history.redo());
    expect(doc.schema).toStrictEqual(snapshots[150]);
  });

  it('drops the redo branch when a new command follows an undo', () => {
    const { doc, history } = open();
    history.execute(setProperty(doc, idOf(doc, 'qty'), 'label', 'a'), { label: 'rename' });
    history.execute(setProperty(doc, idOf(doc, 'qty'), 'label', 'b'));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.execute(setProperty(doc, idOf(doc, 'qty'), 'label', 'c'));
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(false);
    history.undo();
    expect(history.redoLabel).toBeUndefined();
    expect(history.undoLabel).toBe('rename');
    expect(doc.nodeById(idOf(doc, 'qty'))?.label).toBe('a');
  });

  it('makes a transaction one undo step', () => {
    const { doc, history } = open();
    const total = idOf(doc, 'total');
    history.transaction(() => {
      history.execute(moveNode(doc, total, { parent: idOf(doc, '二') }));
      history.execute(setProperty(doc, total, 'span', 24));
      history.transaction(() => history.execute(setSettings({ labelWidth: 120 })));
    }, 'drop');
    expect(history.entries().undo).toHaveLength(1);
    expect(history.undoLabel).toBe('drop');
    history.undo();
    expect(doc.schema).toStrictEqual(sampleForm());
    history.redo();
    expect(doc.locate(total)).toEqual({ parent: idOf(doc, '二'), index: 0 });
    expect(doc.schema.settings.labelWidth).toBe(120);
  });

  it('undoes a transaction that throws, and records nothing', () => {
    const { doc, history } = open();
    expect(() =>
      history.transaction(() => {
        history.execute(removeNodes(doc, [idOf(doc, 'total')]));
        history.execute(setProperty(doc, 'missing', 'label', 'x'));
      }),
    ).toThrow(CommandError);
    expect(doc.schema).toStrictEqual(sampleForm());
    expect(history.canUndo).toBe(false);
    expect(() => history.transaction(() => history.undo())).toThrow(/inside a transaction/);
  });

  it('merges consecutive edits with the same key into one step', () => {
    const { doc, history } = open();
    const qty = idOf(doc, 'qty');
    for (const text of ['数', '数量', '数量X'])
      history.execute(setProperty(doc, qty, 'label', text), { mergeKey: 'label' });
    history.execute(setProperty(doc, qty, 'span', 6), { mergeKey: 'span' });
    history.execute(setProperty(doc, qty, 'props.min', 1), { mergeKey: 'span' });
    expect(history.entries().undo).toHaveLength(2);
    expect(history.entries().undo[0]?.redo).toEqual({
      type: 'setProperty',
      id: qty,
      path: 'label',
      value: '数量X',
    });
    history.undo();
    history.undo();
    expect(doc.schema).toStrictEqual(sampleForm());
  });

  it('keeps commands, not copies of the schema', () => {
    const doc = createDocument(largeForm(1000));
    const history = createHistory(doc);
    const first = doc.ids()[0] as string;
    for (let i = 0; i < 100; i++) history.execute(setProperty(doc, first, 'label', `L${i}`));
    const size = JSON.stringify(history.toJSON()).length - JSON.stringify(doc.ids()).length;
    expect(size).toBeLessThan(JSON.stringify(doc.schema).length / 4);
  });
});

describe('history across a reload', () => {
  function edited() {
    const { doc, history } = open();
    history.execute(insertField(doc, { jnpfKey: 'input', label: '新' }, { parent: idOf(doc, '空卡片') }));
    history.execute(duplicateNodes(doc, [idOf(doc, '明细')]));
    history.execute(removeNodes(doc, [idOf(doc, 'urgent')]));
    history.execute(moveNode(doc, idOf(doc, 'note'), { parent: idOf(doc, 'items'), index: 0 }));
    history.execute(setProperty(doc, idOf(doc, 'qty'), 'props.placeholder', undefined));
    history.execute(setSettings({ gutter: undefined }));
    history.undo();
    history.undo();
    return { doc, history };
  }

  it('restores undo and redo from JSON text with the same node ids', () => {
    const { doc, history } = edited();
    const text = JSON.stringify(history.toJSON());
    const draft = JSON.parse(JSON.stringify(doc.toSchema()));
    const session = restoreHistory(text, draft);
    expect(session.restored).toBe(true);
    expect(session.document.ids()).toEqual(doc.ids());
    while (session.history.redo());
    const final = session.document.schema;
    while (session.history.undo());
    expect(session.document.schema).toEqual(sampleForm());
    while (session.history.redo());
    expect(session.document.schema).toEqual(final);
    // New ids after a reload never collide with ids the stored history names.
    session.history.execute(insertField(session.document, { jnpfKey: 'input' }, { parent: null }));
    expect(new Set(session.document.ids()).size).toBe(session.document.size);
  });

  it('still restores when a store sorted the draft’s keys', () => {
    const { doc, history } = edited();
    const sorted = JSON.parse(
      JSON.stringify(doc.toSchema(), (_k, v) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
      ),
    );
    expect(restoreHistory(history.toJSON(), sorted).restored).toBe(true);
  });

  it('starts afresh rather than replay history over another draft or broken JSON', () => {
    const { doc, history } = edited();
    const json = history.toJSON();
    const other = { ...doc.toSchema(), settings: { labelWidth: 1 } };
    for (const [stored, schema] of [
      [json, other],
      ['{not json', doc.toSchema()],
      [{ ...json, ids: json.ids.slice(1) }, doc.toSchema()],
      [{ ...json, undo: [{ redo: 1 }] }, doc.toSchema()],
      [null, doc.toSchema()],
    ] as const) {
      const session = restoreHistory(stored, schema);
      expect(session.restored).toBe(false);
      expect(session.history.canUndo).toBe(false);
      expect(session.document.schema).toBe(schema);
    }
  });
});
