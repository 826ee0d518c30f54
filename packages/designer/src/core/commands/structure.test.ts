import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/document.js';
import { CommandError } from '../shared/command-error.js';
import { expectInverse } from '../testing/round-trip.js';
import { deepFreeze, idOf, sampleForm } from '../testing/sample-form.js';
import { duplicateNodes, insertField, moveNode, moveNodes, removeNodes, wrapNodes } from './place.js';

function open() {
  return createDocument(deepFreeze(sampleForm()));
}

describe('insert', () => {
  it('puts a new field at a position and its inverse removes it', () => {
    const doc = open();
    const row = idOf(doc, 'input101');
    const command = insertField(
      doc,
      { jnpfKey: 'input', label: '新' },
      { parent: doc.parentOf(row) as string, index: 1 },
    );
    const after = expectInverse(doc, command);
    expect(after.fields[1]?.children?.map((f) => f.label)).toEqual(['姓名', '新', '类型']);
    expect(doc.nodeById(command.ids[0] as string)?.vModel).toBe('input103');
  });

  it('inserts a container with its content, every node getting an id', () => {
    const doc = open();
    const command = insertField(
      doc,
      { jnpfKey: 'card', children: [{ jnpfKey: 'row', children: [{ jnpfKey: 'input' }] }] },
      { parent: null },
    );
    expect(command.ids).toHaveLength(3);
    expectInverse(doc, command);
    expect(doc.childIds(command.ids[1] as string)).toEqual([command.ids[2]]);
  });

  it('gives a childless container a children array, which undo takes away again', () => {
    const doc = open();
    const card = idOf(doc, '空卡片');
    const command = insertField(doc, { jnpfKey: 'input' }, { parent: card, index: 0 });
    const inverse = doc.apply(command);
    expect(inverse).toEqual({ type: 'remove', id: command.ids[0], prune: true });
    doc.apply(inverse);
    expect(doc.nodeById(card)).toStrictEqual({ jnpfKey: 'card', label: '空卡片' });
  });

  it('refuses a field inside a widget that holds none, and an index out of range', () => {
    const doc = open();
    const input = idOf(doc, 'input101');
    expect(() =>
      doc.apply({ type: 'insert', parent: input, index: 0, field: { jnpfKey: 'input' }, ids: ['x'] }),
    ).toThrow(CommandError);
    expect(() => insertField(doc, { jnpfKey: 'input' }, { parent: null, index: 99 })).toThrow(CommandError);
    expect(() =>
      doc.apply({ type: 'insert', parent: null, index: 0, field: { jnpfKey: 'input' }, ids: [input] }),
    ).toThrow(/new and distinct/);
  });

  it('follows the placement rules', () => {
    const doc = open();
    const tab = doc.parentOf(idOf(doc, '一')) as string;
    const table = idOf(doc, 'items');
    expect(() => insertField(doc, { jnpfKey: 'input' }, { parent: tab })).toThrow(/tabItem/);
    expect(() => insertField(doc, { jnpfKey: 'tabItem' }, { parent: null })).toThrow(/only into a tab/);
    expect(() => insertField(doc, { jnpfKey: 'row' }, { parent: table })).toThrow(/sub-table column/);
    expect(() => insertField(doc, { jnpfKey: 'table' }, { parent: table })).toThrow(/sub-table column/);
    expect(() => insertField(doc, { jnpfKey: 'input' }, { parent: table })).not.toThrow();
  });
});

describe('remove', () => {
  it('takes a subtree out and its inverse puts it back with the same ids', () => {
    const doc = open();
    const card = idOf(doc, '明细');
    const inside = doc.ids().filter((id) => doc.isWithin(id, card));
    expectInverse(doc, removeNodes(doc, [card]));
    expect(inside.some((id) => doc.has(id))).toBe(false);
  });

  it('removes several fields as one command, skipping those inside removed containers', () => {
    const doc = open();
    const command = removeNodes(doc, [idOf(doc, 'qty'), idOf(doc, '明细'), idOf(doc, 'total')]);
    expect(command.type).toBe('batch');
    expect(command.type === 'batch' && command.commands).toHaveLength(2);
    expectInverse(doc, command);
  });
});

describe('move', () => {
  it('reorders within a container, the index read as a drop indicator shows it', () => {
    const doc = open();
    const first = idOf(doc, '基本信息');
    const command = moveNode(doc, first, { parent: null, index: 3 });
    const after = expectInverse(doc, command);
    expect(after.fields.map((f) => f.jnpfKey).slice(0, 4)).toEqual(['row', 'card', 'groupTitle', 'tab']);
  });

  it('moves across containers, and into a sub-table', () => {
    const doc = open();
    const note = idOf(doc, 'note');
    const table = idOf(doc, 'items');
    const after = expectInverse(doc, moveNode(doc, note, { parent: table, index: 1 }));
    expect(after.fields[2]?.children?.[2]?.children?.map((f) => f.vModel)).toEqual(['name', 'note', 'qty']);
    expect(after.fields[3]?.children?.[0]?.children).toEqual([]);
  });

  it('into a childless container and back leaves the container as it was', () => {
    const doc = open();
    const card = idOf(doc, '空卡片');
    const total = idOf(doc, 'total');
    const inverse = doc.apply(moveNode(doc, total, { parent: card, index: 0 }));
    expect(inverse).toMatchObject({ type: 'move', prune: true });
    doc.apply(inverse);
    expect(doc.schema).toStrictEqual(sampleForm());
  });

  it('refuses a move into the field itself or its own descendant', () => {
    const doc = open();
    const card = idOf(doc, '明细');
    const innerRow = doc.parentOf(idOf(doc, 'start')) as string;
    expect(() => moveNode(doc, card, { parent: innerRow, index: 0 })).toThrow(/own descendants/);
    expect(() => moveNode(doc, card, { parent: card, index: 0 })).toThrow(/own descendants/);
    const before = doc.schema;
    expect(() => doc.apply({ type: 'move', id: card, parent: innerRow, index: 0 })).toThrow(CommandError);
    expect(doc.schema).toBe(before);
  });

  it('moves several fields together to one drop position, in form order', () => {
    const doc = open();
    const picked = [idOf(doc, 'urgent'), idOf(doc, '基本信息'), idOf(doc, 'days')];
    const tabItem = idOf(doc, '二');
    const command = moveNodes(doc, picked, { parent: tabItem, index: 0 });
    expectInverse(doc, command);
    doc.apply(command);
    expect(doc.childIds(tabItem)).toEqual([picked[1], picked[2], picked[0]]);
  });

  it('moves several siblings past others in the same container', () => {
    const doc = open();
    const top = doc.childIds(null);
    const command = moveNodes(doc, [top[0] as string, top[2] as string], { parent: null, index: 5 });
    doc.apply(command);
    expect(doc.childIds(null)).toEqual([top[1], top[3], top[4], top[0], top[2], top[5], top[6]]);
  });
});

describe('duplicate', () => {
  it('puts a copy after each field, and its inverse removes the copies', () => {
    const doc = open();
    const name = idOf(doc, 'input101');
    const days = idOf(doc, 'days');
    const after = expectInverse(doc, duplicateNodes(doc, [days, name]));
    expect(after.fields[1]?.children?.map((f) => f.vModel)).toEqual(['input101', 'input103', 'select102']);
    expect(after.fields[2]?.children?.map((f) => f.vModel).slice(0, 2)).toEqual(['days', 'inputNumber104']);
  });
});

describe('wrap', () => {
  it('puts fields into a new container where the first one was, and unwraps on undo', () => {
    const doc = open();
    const picked = [idOf(doc, 'urgent'), idOf(doc, 'total')];
    const command = wrapNodes(doc, picked, { jnpfKey: 'card', label: '包装' });
    const after = expectInverse(doc, command);
    expect(after.fields[4]).toStrictEqual({
      jnpfKey: 'card',
      label: '包装',
      children: [sampleForm().fields[4], sampleForm().fields[5]],
    });
    expect(doc.locate(picked[1] as string)).toEqual({ parent: command.containerId, index: 0 });
    expect(doc.locate(picked[0] as string)).toEqual({ parent: command.containerId, index: 1 });
  });

  it('refuses a container that is not layout, or that cannot hold the fields', () => {
    const doc = open();
    expect(() => wrapNodes(doc, [idOf(doc, 'total')], { jnpfKey: 'input' })).toThrow(/not a layout/);
    expect(() => wrapNodes(doc, [idOf(doc, 'total')], { jnpfKey: 'tab' })).toThrow(/tabItem/);
    expect(() => wrapNodes(doc, [idOf(doc, 'qty')], { jnpfKey: 'card' })).toThrow(/sub-table column/);
  });
});

describe('batch', () => {
  it('is all or nothing', () => {
    const doc = open();
    const before = doc.schema;
    const total = idOf(doc, 'total');
    expect(() =>
      doc.apply({
        type: 'batch',
        commands: [
          { type: 'remove', id: idOf(doc, 'urgent') },
          { type: 'setProperty', id: total, path: 'label', value: 'x' },
          { type: 'remove', id: 'missing' },
        ],
      }),
    ).toThrow(CommandError);
    expect(doc.schema).toStrictEqual(before);
    expect(doc.nodeById(total)?.label).toBe('合计');
    expect(doc.ids()).toHaveLength(18);
  });

  it('refuses an unknown command type', () => {
    const doc = open();
    expect(() => doc.apply({ type: 'explode' } as never)).toThrow(/unknown command/);
  });
});
