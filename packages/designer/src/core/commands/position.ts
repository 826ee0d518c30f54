import type { FieldSchema } from '@formwork/schema';
import type { FormDocument } from '../document/document.js';
import type { NodeId } from '../document/ids.js';
import { CommandError } from '../shared/command-error.js';

/** A drop position: a container (null for the form) and an index among its current children. */
export interface Position {
  parent: NodeId | null;
  /** Omitted: after the last child. */
  index?: number;
}

export function requireField(doc: FormDocument, id: NodeId): FieldSchema {
  const field = doc.nodeById(id);
  if (!field) throw new CommandError(`no field with node id ${String(id)}`);
  return field;
}

/** The container's field (null for the form) and the index, checked against its children now. */
export function resolvePosition(
  doc: FormDocument,
  at: Position,
): { parent: NodeId | null; parentField: FieldSchema | null; index: number } {
  const parentField = at.parent === null ? null : requireField(doc, at.parent);
  const length = doc.childIds(at.parent).length;
  const index = at.index ?? length;
  if (!Number.isInteger(index) || index < 0 || index > length)
    throw new CommandError(`index ${index} is outside 0..${length}`);
  return { parent: at.parent, parentField, index };
}

/** Fresh node ids for a field and its descendants, depth-first. */
export function newIdsFor(doc: FormDocument, field: FieldSchema, out: NodeId[] = []): NodeId[] {
  out.push(doc.newId());
  if (Array.isArray(field.children)) for (const child of field.children) newIdsFor(doc, child, out);
  return out;
}
