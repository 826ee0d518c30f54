import { type FieldSchema, validateSchema } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { copyNodes, pasteNodes } from '../clipboard/clipboard.js';
import { duplicateNodes, insertField, insertFields } from '../commands/place.js';
import { createDocument, type FormDocument } from '../document/document.js';
import { idOf, sampleForm } from '../testing/sample-form.js';
import { vModelError } from './identifier.js';

function allVModels(doc: FormDocument): string[] {
  return doc
    .ids()
    .map((id) => doc.nodeById(id)?.vModel)
    .filter((v): v is string => !!v);
}

function expectUnique(doc: FormDocument): void {
  const names = allVModels(doc);
  expect(new Set(names).size).toBe(names.length);
  expect(validateSchema(doc.schema)).toEqual([]);
}

describe('fresh vModels', () => {
  it('names a new data field JNPF-style, past every number the form uses', () => {
    const doc = createDocument(sampleForm());
    const command = insertField(doc, { jnpfKey: 'datePicker', vModel: 'start' }, { parent: null });
    expect(command.field.vModel).toBe('datePicker103');
    doc.apply(command);
    expect(insertField(doc, { jnpfKey: 'input' }, { parent: null }).field.vModel).toBe('input104');
    expectUnique(doc);
  });

  it('ignores timestamp-like numbers when counting, and still never reuses a name', () => {
    const doc = createDocument({
      version: 1,
      kind: 'form',
      settings: {},
      fields: [
        { jnpfKey: 'input', vModel: 'input1702345678901' },
        { jnpfKey: 'input', vModel: 'input101' },
        { jnpfKey: 'select', vModel: 'select250' },
      ],
    });
    expect(insertField(doc, { jnpfKey: 'input' }, { parent: null }).field.vModel).toBe('input251');
  });

  it('gives none to layout and display-only widgets, nor to a show-only relation attribute', () => {
    const doc = createDocument(sampleForm());
    expect(insertField(doc, { jnpfKey: 'card', children: [] }, { parent: null }).field).not.toHaveProperty(
      'vModel',
    );
    expect(insertField(doc, { jnpfKey: 'divider' }, { parent: null }).field).not.toHaveProperty('vModel');
    expect(insertField(doc, { jnpfKey: 'relationFormAttr' }, { parent: null }).field).not.toHaveProperty(
      'vModel',
    );
  });

  it('is unique across the form, sub-table columns included', () => {
    const doc = createDocument({
      version: 1,
      kind: 'form',
      settings: {},
      fields: [{ jnpfKey: 'table', vModel: 'items', children: [{ jnpfKey: 'input', vModel: 'input101' }] }],
    });
    const table = idOf(doc, 'items');
    const command = insertFields(doc, [{ jnpfKey: 'input' }, { jnpfKey: 'input' }], { parent: table });
    doc.apply(command);
    expect(doc.childIds(table).map((id) => doc.nodeById(id)?.vModel)).toEqual([
      'input101',
      'input102',
      'input103',
    ]);
    doc.apply(insertField(doc, { jnpfKey: 'input' }, { parent: null }));
    expect(doc.nodeById(doc.childAt(null, 1) as string)?.vModel).toBe('input104');
    expectUnique(doc);
  });

  it('renames a duplicated container’s data fields at every depth, sub-table columns too', () => {
    const doc = createDocument(sampleForm());
    const card = idOf(doc, '明细');
    doc.apply(duplicateNodes(doc, [card]));
    const copy = doc.schema.fields[3] as FieldSchema;
    expect(copy.children?.[0]?.vModel).toBe('inputNumber103');
    expect(copy.children?.[1]?.children?.[0]?.vModel).toBe('datePicker104');
    expect(copy.children?.[2]?.vModel).toBe('table105');
    expect(copy.children?.[2]?.children?.map((f) => f.vModel)).toEqual(['input106', 'inputNumber107']);
    expectUnique(doc);
  });

  it('points linkage and calculations inside a copied group at the copies', () => {
    const doc = createDocument(sampleForm());
    doc.apply(duplicateNodes(doc, [idOf(doc, 'days'), idOf(doc, 'total'), idOf(doc, 'urgent')]));
    const total = doc.nodeById(idOf(doc, 'calculate104'));
    expect(total?.expression).toEqual([{ field: 'inputNumber103' }, '+', 1]);
    // The switch's rule names a field outside the copied group, which stays as it was.
    expect(doc.nodeById(idOf(doc, 'switch105'))?.reactions?.[0]?.when.field).toBe('select102');
    expectUnique(doc);
  });

  it('gives pasted fields and their descendants fresh vModels, also in another form', () => {
    const source = createDocument(sampleForm());
    const text = JSON.stringify(copyNodes(source, [idOf(source, '明细'), idOf(source, 'input101')]));
    const target = createDocument(sampleForm());
    const content = JSON.parse(text);
    target.apply(pasteNodes(target, content, { parent: idOf(target, '二') }));
    target.apply(pasteNodes(target, content, { parent: null, index: 0 }));
    expectUnique(target);
    expect(allVModels(target)).toHaveLength(allVModels(source).length + 2 * 6);
  });
});

describe('vModelError', () => {
  it('accepts identifiers and refuses other names and reserved ones', () => {
    expect(vModelError('input101', true)).toBeUndefined();
    expect(vModelError('_a1', true)).toBeUndefined();
    expect(vModelError('1a', true)).toMatchObject({ code: 'vModelNotIdentifier', params: { vModel: '1a' } });
    expect(vModelError('1a', true)?.message).toMatch(/must not start with a digit/);
    expect(vModelError('a-b', true)?.message).toMatch(/letters, digits/);
    expect(vModelError('a.b', true)?.message).toMatch(/letters, digits/);
    expect(vModelError('名字', true)?.message).toMatch(/letters, digits/);
    expect(vModelError('__proto__', false)?.message).toMatch(/reserved/);
    expect(vModelError('id', true)?.message).toMatch(/reserved/);
    expect(vModelError('id', false)).toBeUndefined();
  });
});
