import { defaultListSchema, type FormSchema, type ListSchema } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { setList } from '../commands/edit.js';
import { createDocument } from '../document/document.js';
import { createHistory } from '../history/history.js';
import { restoreHistory } from '../history/restore.js';
import { deepFreeze, sampleForm } from '../testing/sample-form.js';
import { listProblems } from './list-problems.js';
import { renameInList } from './rename-in-list.js';

const LIST: ListSchema = {
  ...defaultListSchema,
  defaultSidx: 'qty',
  groupField: 'qty',
  summaryField: ['qty', 'price'],
  columnList: [
    { label: '数量', prop: 'qty', jnpfKey: 'inputNumber' },
    { label: '单价', prop: 'price', jnpfKey: 'inputNumber' },
  ],
  searchList: [{ label: '数量', prop: 'qty', searchType: 3 }],
  btnsList: [],
  columnBtnsList: [],
};

describe('the list in the design document', () => {
  it('is edited as undoable steps beside the form, and consecutive label keystrokes make one step', () => {
    const doc = createDocument(deepFreeze(sampleForm()), deepFreeze(structuredClone(LIST)));
    const history = createHistory(doc);
    const relabel = (label: string) =>
      history.execute(setList({ ...(doc.list as ListSchema), pageSize: 50, treeTitle: label }), {
        mergeKey: 'title',
      });
    relabel('a');
    relabel('ab');
    relabel('abc');
    expect(doc.list?.treeTitle).toBe('abc');
    history.undo();
    expect(doc.list).toStrictEqual(LIST);
    history.redo();
    expect(doc.list?.treeTitle).toBe('abc');
    history.execute(setList(null));
    expect(doc.list).toBeUndefined();
    history.undo();
    expect(doc.list?.pageSize).toBe(50);
  });

  it('refuses a list that is not a list schema, changing nothing', () => {
    const doc = createDocument(sampleForm(), LIST);
    const history = createHistory(doc);
    expect(() => history.execute({ type: 'setList', list: { kind: 'form' } as never })).toThrow(
      /list schema/,
    );
    expect(doc.list).toBe(LIST);
  });

  it('keeps its history across a reload only for the same form and list', () => {
    const doc = createDocument(sampleForm(), LIST);
    const history = createHistory(doc);
    history.execute(setList({ ...LIST, pageSize: 30 }));
    const stored = JSON.parse(JSON.stringify(history.toJSON()));
    const again = restoreHistory(stored, doc.schema, doc.list);
    expect(again.restored).toBe(true);
    again.history.undo();
    expect(again.document.list?.pageSize).toBe(20);
    // Another list (edited elsewhere since) does not take this undo stack.
    expect(restoreHistory(stored, doc.schema, { ...LIST, pageSize: 10 }).restored).toBe(false);
  });
});

describe('renameInList', () => {
  it('points every part of the list that named the field at its new name', () => {
    const renamed = renameInList(LIST, 'qty', 'quantity');
    expect(renamed.columnList.map((c) => c.prop)).toEqual(['quantity', 'price']);
    expect(renamed.searchList[0]?.prop).toBe('quantity');
    expect(renamed).toMatchObject({ defaultSidx: 'quantity', groupField: 'quantity' });
    expect(renamed.summaryField).toEqual(['quantity', 'price']);
  });

  it('answers the same list when the field was not in it', () => {
    expect(renameInList(LIST, 'other', 'x')).toBe(LIST);
  });
});

describe('listProblems', () => {
  it('names each place the list uses a field the form lacks, and accepts the record times', () => {
    const form: FormSchema = {
      version: 1,
      kind: 'form',
      settings: {},
      fields: [
        { jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' },
        { jnpfKey: 'inputNumber', vModel: 'price', label: '单价' },
      ],
    };
    const list: ListSchema = {
      ...LIST,
      defaultSidx: 'creatorTime',
      columnList: [...LIST.columnList, { label: '旧列', prop: 'gone' }],
      summaryField: ['gone'],
    };
    const problems = listProblems(form, list);
    expect(problems.map((p) => [p.path, p.code])).toEqual([
      ['columnList.2.prop', 'listColumnMissing'],
      ['summaryField.0', 'listSettingMissing'],
    ]);
    expect(problems[0]?.params).toEqual({ field: 'gone', label: '旧列' });
  });
});
