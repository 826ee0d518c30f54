import type { FieldSchema, FormSchema } from '@formwork/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyNodes, pasteNodes } from '../clipboard/clipboard.js';
import { setConfig, setProperty, setSettings } from '../commands/edit.js';
import { duplicateNodes, insertField, moveNodes, removeNodes, wrapNodes } from '../commands/place.js';
import type { Command } from '../commands/types.js';
import { createDocument, type FormDocument } from '../document/document.js';
import { setPropertyOnAll } from '../selection/bulk-edit.js';
import { CommandError } from '../shared/command-error.js';
import { expectConsistent } from '../testing/round-trip.js';
import { deepFreeze, sampleForm } from '../testing/sample-form.js';
import { createHistory, type History } from './history.js';
import { restoreHistory } from './restore.js';

/*
 * Any sequence of edits, undone step by step, gives back the starting schema exactly; redone,
 * gives back the final one; and the same holds for history that went through JSON.
 */

const templates: FieldSchema[] = [
  { jnpfKey: 'input', label: '输入' },
  { jnpfKey: 'inputNumber', props: { min: 0 } },
  { jnpfKey: 'card', children: [] },
  { jnpfKey: 'row', children: [{ jnpfKey: 'select', props: { options: [] } }] },
  { jnpfKey: 'table', children: [{ jnpfKey: 'input' }] },
  { jnpfKey: 'tabItem', children: [] },
  { jnpfKey: 'divider' },
];
const paths = [
  'label',
  'span',
  'required',
  'props.placeholder',
  'props.min',
  'regList',
  'regList.0',
  'regList.1',
  'vModel',
];
const value = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer({ min: 0, max: 24 }),
  fc.boolean(),
  fc.constant(undefined),
  fc.constant([{ rule: 'phone' }]),
  fc.constant({ pattern: '^a$', message: 'a' }),
);
const nodes = fc.array(fc.nat(), { minLength: 1, maxLength: 3 });

const op = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), parent: fc.nat(), index: fc.nat(), template: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), nodes }),
  fc.record({ kind: fc.constant('move' as const), nodes, parent: fc.nat(), index: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), nodes }),
  fc.record({ kind: fc.constant('wrap' as const), nodes, row: fc.boolean() }),
  fc.record({
    kind: fc.constant('property' as const),
    node: fc.nat(),
    path: fc.constantFrom(...paths),
    value,
  }),
  fc.record({ kind: fc.constant('bulk' as const), nodes, path: fc.constantFrom(...paths), value }),
  fc.record({
    kind: fc.constant('config' as const),
    node: fc.nat(),
    values: fc.dictionary(fc.constantFrom('label', 'span', 'tipLabel', 'noShow', 'props'), value, {
      maxKeys: 3,
    }),
  }),
  fc.record({
    kind: fc.constant('settings' as const),
    values: fc.dictionary(fc.constantFrom('labelWidth', 'gutter', 'size'), value, { maxKeys: 2 }),
  }),
  fc.record({ kind: fc.constant('paste' as const), nodes, parent: fc.nat(), index: fc.nat() }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function pick(doc: FormDocument, n: number): string {
  const ids = doc.ids();
  return ids[n % ids.length] as string;
}

function pickContainer(doc: FormDocument, n: number): string | null {
  const containers = doc.ids().filter((id) => Array.isArray(doc.nodeById(id)?.children));
  const choice = n % (containers.length + 1);
  return choice === containers.length ? null : (containers[choice] as string);
}

function build(doc: FormDocument, o: Op): Command {
  if (doc.size === 0 && o.kind !== 'insert' && o.kind !== 'settings') throw new CommandError('empty form');
  const picked = 'nodes' in o ? o.nodes.map((n) => pick(doc, n)) : [];
  const at = () => {
    const parent = pickContainer(doc, 'parent' in o ? o.parent : 0);
    return { parent, index: ('index' in o ? o.index : 0) % (doc.childIds(parent).length + 1) };
  };
  switch (o.kind) {
    case 'insert':
      return insertField(doc, templates[o.template % templates.length] as FieldSchema, at());
    case 'remove':
      return removeNodes(doc, picked);
    case 'move':
      return moveNodes(doc, picked, at());
    case 'duplicate':
      return duplicateNodes(doc, picked);
    case 'wrap':
      return wrapNodes(doc, picked, { jnpfKey: o.row ? 'row' : 'card' });
    case 'property':
      return setProperty(doc, pick(doc, o.node), o.path, o.value);
    case 'bulk':
      return setPropertyOnAll(doc, picked, o.path, o.value);
    case 'config':
      return setConfig(doc, pick(doc, o.node), o.values);
    case 'settings':
      return setSettings(o.values as never);
    case 'paste':
      return pasteNodes(doc, JSON.parse(JSON.stringify(copyNodes(doc, picked))), at());
  }
}

/** Runs the ops, several of them in one transaction now and then; refused ones change nothing. */
function run(history: History, ops: Op[], groupEvery: number): { snapshots: [FormSchema, string][] } {
  const doc = history.document;
  const snapshots: [FormSchema, string][] = [];
  const attempt = (o: Op) => {
    const before = doc.schema;
    try {
      history.execute(build(doc, o));
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      expect(doc.schema).toStrictEqual(before);
    }
  };
  for (let i = 0; i < ops.length; i++) {
    if (groupEvery > 0 && i % groupEvery === 0)
      history.transaction(() => ops.slice(i, i + 2).forEach(attempt));
    else attempt(ops[i] as Op);
    snapshots.push([doc.schema, JSON.stringify(doc.schema)]);
  }
  return { snapshots };
}

describe('undo and redo of any sequence of edits', () => {
  it('undo of every step gives back the original schema; redo of every step the final one', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.nat({ max: 6 }), (ops, groupEvery) => {
        const original = deepFreeze(sampleForm());
        const doc = createDocument(original);
        const history = createHistory(doc);
        const { snapshots } = run(history, ops, groupEvery);
        expectConsistent(doc);
        const final = doc.schema;
        const steps = history.entries().undo.length;
        const stored = JSON.stringify(history.toJSON());

        for (let i = 0; i < steps; i++) expect(history.undo()).toBe(true);
        expect(doc.schema).toStrictEqual(sampleForm());
        expectConsistent(doc);
        for (let i = 0; i < steps; i++) expect(history.redo()).toBe(true);
        expect(doc.schema).toStrictEqual(final);

        // No snapshot handed out was changed afterwards.
        for (const [snapshot, text] of snapshots) expect(JSON.stringify(snapshot)).toBe(text);

        const session = restoreHistory(stored, JSON.parse(JSON.stringify(final)));
        expect(session.restored).toBe(true);
        while (session.history.undo());
        expect(session.document.schema).toEqual(sampleForm());
        while (session.history.redo());
        expect(session.document.schema).toEqual(final);
      }),
      { numRuns: 300 },
    );
  });
});
