import { describe, expect, it } from 'vitest';
import { setProperty } from '../commands/edit.js';
import { removeNodes } from '../commands/place.js';
import { createDocument } from '../document/document.js';
import { createHistory } from '../history/history.js';
import { CommandError } from '../shared/command-error.js';
import { idOf, sampleForm } from '../testing/sample-form.js';
import { editSelection, isShared, setPropertyOnAll, sharedValue } from './bulk-edit.js';
import { createSelection } from './selection.js';

function open() {
  const doc = createDocument(sampleForm());
  return { doc, history: createHistory(doc), selection: createSelection(doc) };
}

describe('Selection', () => {
  it('selects one node, or several with toggle and add', () => {
    const { doc, selection } = open();
    const [a, b, c] = [idOf(doc, 'input101'), idOf(doc, 'days'), idOf(doc, 'qty')];
    let changes = 0;
    selection.subscribe(() => {
      changes += 1;
    });
    selection.select(a);
    selection.toggle(b);
    selection.add(c);
    expect(selection.ids).toEqual([a, b, c]);
    expect(selection.primary).toBe(c);
    selection.toggle(b);
    expect(selection.ids).toEqual([a, c]);
    const same = selection.ids;
    selection.select([a, c]);
    expect(selection.ids).toBe(same);
    selection.clear();
    expect(selection.ids).toEqual([]);
    expect(changes).toBe(5);
  });

  it('survives undo and redo for the nodes that still exist', () => {
    const { doc, history, selection } = open();
    const [a, b] = [idOf(doc, 'input101'), idOf(doc, 'total')];
    selection.select([a, b]);
    history.execute(setProperty(doc, a, 'label', 'x'));
    history.undo();
    expect(selection.ids).toEqual([a, b]);
    history.execute(removeNodes(doc, [b]));
    expect(selection.ids).toEqual([a]);
    history.undo();
    expect(selection.ids).toEqual([a, b]);
    history.redo();
    expect(selection.ids).toEqual([a]);
    selection.dispose();
  });
});

describe('bulk edit', () => {
  it('sets a property on every selected field as one undo step', () => {
    const { doc, history, selection } = open();
    const ids = [idOf(doc, 'input101'), idOf(doc, 'select102'), idOf(doc, 'days'), idOf(doc, 'total')];
    selection.select(ids);
    editSelection(history, selection, 'span', 8, 'span');
    expect(ids.map((id) => doc.nodeById(id)?.span)).toEqual([8, 8, 8, 8]);
    expect(history.entries().undo).toHaveLength(1);
    history.undo();
    expect(doc.schema).toStrictEqual(sampleForm());
    expect(selection.ids).toEqual(ids);
  });

  it('is offered only where the property is shared', () => {
    const { doc } = open();
    const inputs = [idOf(doc, 'input101'), idOf(doc, 'name')];
    const mixed = [idOf(doc, 'input101'), idOf(doc, 'days')];
    expect(isShared(doc, inputs, 'props.maxlength')).toBe(true);
    expect(isShared(doc, mixed, 'span')).toBe(true);
    expect(isShared(doc, mixed, 'props.placeholder')).toBe(false);
    expect(isShared(doc, [], 'span')).toBe(false);
    expect(isShared(doc, [...mixed, 'gone'], 'span')).toBe(false);
    // Settings of every data field are shared across widget kinds, even where none is set yet.
    expect(isShared(doc, mixed, 'required')).toBe(true);
    expect(isShared(doc, mixed, 'props.readonly')).toBe(true);
    expect(isShared(doc, mixed, 'noShow')).toBe(true);
    expect(() => setPropertyOnAll(doc, mixed, 'props.placeholder', 'x')).toThrow(CommandError);
    expect(setPropertyOnAll(doc, inputs, 'props.maxlength', 10)).toMatchObject({ type: 'batch' });
  });

  it('shows the common value of several fields or that they differ', () => {
    const { doc } = open();
    expect(sharedValue(doc, [idOf(doc, 'input101'), idOf(doc, 'select102')], 'span')).toEqual({
      value: 12,
      mixed: false,
    });
    expect(sharedValue(doc, [idOf(doc, 'input101'), idOf(doc, 'items')], 'span')).toEqual({
      value: undefined,
      mixed: true,
    });
  });
});
