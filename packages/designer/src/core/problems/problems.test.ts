import { describe, expect, it } from 'vitest';
import { setConfig, setProperty, setSettings } from '../commands/edit.js';
import { createDocument } from '../document/document.js';
import { idOf, sampleForm } from '../testing/sample-form.js';
import { canRelease, problemsByNode, problemsOf } from './problems.js';

describe('problemsOf', () => {
  it('finds none in a valid form, which can be released', () => {
    const doc = createDocument(sampleForm());
    expect(problemsOf(doc)).toEqual([]);
    expect(canRelease(doc)).toBe(true);
  });

  it('lists every problem at once, each tied to its node, in form order', () => {
    const doc = createDocument(sampleForm());
    const [name, days, qty, total, start] = ['input101', 'days', 'qty', 'total', 'start'].map((n) =>
      idOf(doc, n),
    ) as [string, string, string, string, string];
    doc.apply(setProperty(doc, qty, 'vModel', 'name'));
    doc.apply(setProperty(doc, days, 'regList.0', { pattern: '([', message: 'x' }));
    doc.apply(setProperty(doc, total, 'expression', [{ field: 'gone' }]));
    doc.apply(setConfig(doc, name, { vModel: '1st', span: 30 }));
    doc.apply(setProperty(doc, start, 'vModel', undefined));
    doc.apply(setSettings({ labelWidth: -1 }));
    const problems = problemsOf(doc);
    expect(problems.map((p) => [p.nodeId, p.property])).toEqual([
      [null, 'labelWidth'],
      [name, 'span'],
      [name, 'vModel'],
      [days, 'regList.0.pattern'],
      [start, 'vModel'],
      [qty, 'vModel'],
      [total, 'expression.0'],
    ]);
    expect(problems.find((p) => p.nodeId === qty)).toMatchObject({
      path: 'fields.2.children.2.children.1.vModel',
      message: 'duplicate vModel "name" (first used at fields.2.children.2.children.0.vModel)',
    });
    expect(problems.find((p) => p.nodeId === name)?.path).toBe('fields.1.children.0.span');
    expect(problemsByNode(doc).get(name)).toHaveLength(2);
    expect(canRelease(doc)).toBe(false);
  });

  it('reports reserved vModels, and a top-level name only where it clashes with list row keys', () => {
    const doc = createDocument(sampleForm());
    doc.apply(setProperty(doc, idOf(doc, 'qty'), 'vModel', 'id'));
    expect(problemsOf(doc)).toEqual([]);
    doc.apply(setProperty(doc, idOf(doc, 'start'), 'vModel', 'id'));
    expect(problemsOf(doc).map((p) => p.message)).toEqual([
      'vModel "id" (field "开始") is taken by a system column; choose another vModel',
    ]);
  });

  it('is computed once per snapshot', () => {
    const doc = createDocument(sampleForm());
    const first = problemsOf(doc);
    expect(problemsOf(doc)).toBe(first);
    doc.apply(setProperty(doc, idOf(doc, 'qty'), 'label', 'x'));
    expect(problemsOf(doc)).not.toBe(first);
  });
});
