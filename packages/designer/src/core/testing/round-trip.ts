import { expect } from 'vitest';
import type { Command } from '../commands/types.js';
import { createDocument, type FormDocument } from '../document/document.js';

/**
 * Applies a command, checks its inverse restores the schema and the node ids exactly, and that
 * the inverse of the inverse redoes it; returns the schema after the command.
 */
export function expectInverse(doc: FormDocument, command: Command) {
  const before = doc.schema;
  const idsBefore = doc.ids();
  const inverse = doc.apply(command);
  const after = doc.schema;
  const idsAfter = doc.ids();
  expectConsistent(doc);
  const redo = doc.apply(JSON.parse(JSON.stringify(inverse)));
  expect(doc.schema).toStrictEqual(before);
  expect(doc.ids()).toEqual(idsBefore);
  expectConsistent(doc);
  doc.apply(JSON.parse(JSON.stringify(redo)));
  expect(doc.schema).toStrictEqual(after);
  expect(doc.ids()).toEqual(idsAfter);
  return after;
}

/** The document's lookups agree with a document built afresh from its schema. */
export function expectConsistent(doc: FormDocument): void {
  const fresh = createDocument(doc.schema);
  const ids = doc.ids();
  const freshIds = fresh.ids();
  expect(ids).toHaveLength(freshIds.length);
  ids.forEach((id, i) => {
    const other = freshIds[i] as string;
    expect(doc.nodeById(id)).toBe(fresh.nodeById(other));
    expect(doc.pathOf(id)).toBe(fresh.pathOf(other));
    expect(doc.locate(id)?.index).toBe(fresh.locate(other)?.index);
  });
}
