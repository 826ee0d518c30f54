import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/document.js';
import { createHistory } from '../history/history.js';
import { CommandError } from '../shared/command-error.js';
import { idOf, sampleForm } from '../testing/sample-form.js';
import { copyNodes, pasteNodes, readClipboard } from './clipboard.js';

describe('clipboard', () => {
  it('copies fields deeply, outermost only, in form order', () => {
    const doc = createDocument(sampleForm());
    const content = copyNodes(doc, [idOf(doc, 'qty'), idOf(doc, 'total'), idOf(doc, '明细')]);
    expect(content.fields).toEqual([sampleForm().fields[2], sampleForm().fields[4]]);
    expect(content.fields[0]).not.toBe(doc.schema.fields[2]);
  });

  it('pastes within the same form at a position as one undo step', () => {
    const doc = createDocument(sampleForm());
    const history = createHistory(doc);
    const content = copyNodes(doc, [idOf(doc, 'input101'), idOf(doc, 'select102')]);
    history.execute(pasteNodes(doc, content, { parent: idOf(doc, '二'), index: 0 }));
    expect(doc.childIds(idOf(doc, '二')).map((id) => doc.nodeById(id)?.vModel)).toEqual([
      'input103',
      'select104',
    ]);
    history.undo();
    expect(doc.schema).toStrictEqual(sampleForm());
  });

  it('goes through text to another form', () => {
    const source = createDocument(sampleForm());
    const text = JSON.stringify(copyNodes(source, [idOf(source, 'items')]));
    const target = createDocument({ version: 1, kind: 'form', settings: {}, fields: [] });
    const content = readClipboard(text);
    expect(content).toBeDefined();
    target.apply(pasteNodes(target, content as never, { parent: null }));
    expect(target.schema.fields).toEqual([
      {
        jnpfKey: 'table',
        vModel: 'table101',
        label: '明细表',
        span: 24,
        children: [
          { jnpfKey: 'input', vModel: 'input102', label: '名称' },
          { jnpfKey: 'inputNumber', vModel: 'inputNumber103', label: '数量' },
        ],
      },
    ]);
  });

  it('reads only copied fields back', () => {
    expect(readClipboard('not json')).toBeUndefined();
    expect(readClipboard({ format: 'other', version: 1, fields: [{ jnpfKey: 'input' }] })).toBeUndefined();
    expect(readClipboard({ format: 'formwork/fields', version: 1, fields: [] })).toBeUndefined();
    expect(
      readClipboard({ format: 'formwork/fields', version: 1, fields: [{ jnpfKey: 'rocket' }] }),
    ).toBeUndefined();
    expect(
      readClipboard({
        format: 'formwork/fields',
        version: 1,
        fields: [{ jnpfKey: 'card', children: [null] }],
      }),
    ).toBeUndefined();
    const doc = createDocument(sampleForm());
    expect(() =>
      pasteNodes(doc, { format: 'formwork/fields', version: 1, fields: [] }, { parent: null }),
    ).toThrow(CommandError);
  });

  it('refuses a paste the target container cannot hold', () => {
    const doc = createDocument(sampleForm());
    const content = copyNodes(doc, [idOf(doc, '明细')]);
    expect(() => pasteNodes(doc, content, { parent: idOf(doc, 'items') })).toThrow(/sub-table column/);
  });
});
