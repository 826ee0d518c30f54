import { containerKeys, type FieldSchema } from '@formwork/schema';
import {
  type Command,
  CommandError,
  type FormDocument,
  insertField,
  moveNode,
  type NodeId,
  type Position,
  placementError,
} from '../../core/index.js';
import type { DesignerMetas } from '../meta.js';

/** What is being dragged: a palette entry or a field already on the canvas. */
export type DragData = { kind: 'palette'; jnpfKey: string } | { kind: 'node'; id: NodeId };

/** Where it is dropped: beside a field (before or after it), or into a container (last). */
export type DropData = { kind: 'item'; id: NodeId } | { kind: 'into'; parent: NodeId | null };

const HOLDERS: ReadonlySet<string> = new Set([...containerKeys, 'table']);

export function holdsFields(field: FieldSchema): boolean {
  return HOLDERS.has(field.jnpfKey);
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a drop lands, as the canvas shows it while dragging; `horizontal`: a left or right half. */
export interface ResolvedDrop {
  over: DropData;
  after: boolean;
  horizontal: boolean;
}

/** How close to a row's top or bottom edge a drop still goes beside the row, not into it. */
const ROW_EDGE = 10;

/**
 * Where a drop over `target` (its box) with the dragged thing's middle at `point` lands. Fields
 * side by side in a grid row are split into a left and a right half, so a drop lands in the row
 * at the place it was let go; over a row but between its fields (the gutters, its padding) the
 * drop goes into the row, and only near its top or bottom edge beside it.
 */
export function resolveDrop(
  doc: FormDocument,
  over: DropData,
  target: Box,
  point: { x: number; y: number },
): ResolvedDrop {
  const below = point.y > target.top + target.height / 2;
  if (over.kind === 'into') return { over, after: below, horizontal: false };
  const field = doc.nodeById(over.id);
  if (field?.jnpfKey === 'row') {
    const edge = Math.min(ROW_EDGE, target.height / 4);
    if (point.y > target.top + edge && point.y < target.top + target.height - edge)
      return { over: { kind: 'into', parent: over.id }, after: false, horizontal: false };
    return { over, after: below, horizontal: false };
  }
  const at = doc.locate(over.id);
  const parent = at?.parent == null ? undefined : doc.nodeById(at.parent);
  if (parent?.jnpfKey === 'row' && (field?.span ?? 24) < 24)
    return { over, after: point.x > target.left + target.width / 2, horizontal: true };
  return { over, after: below, horizontal: false };
}

export function dropPosition(doc: FormDocument, over: DropData, after: boolean): Position {
  if (over.kind === 'into') return { parent: over.parent };
  const at = doc.locate(over.id);
  if (!at) throw new CommandError('the drop target is gone');
  return { parent: at.parent, index: at.index + (after ? 1 : 0) };
}

export function newField(metas: DesignerMetas, jnpfKey: string): FieldSchema {
  const meta = metas.get(jnpfKey);
  if (!meta) throw new CommandError(`no widget ${jnpfKey}`);
  return meta.createField();
}

/** The command a drop makes: insert from the palette, or move a field; the core checks placement. */
export function dropCommand(
  doc: FormDocument,
  metas: DesignerMetas,
  drag: DragData,
  over: DropData,
  after: boolean,
): Command {
  if (drag.kind === 'node' && over.kind === 'item' && over.id === drag.id)
    throw new CommandError('a field cannot be dropped on itself');
  const at = dropPosition(doc, over, after);
  const field = drag.kind === 'palette' ? undefined : doc.nodeById(drag.id);
  allowedBy(doc, metas, drag.kind === 'palette' ? drag.jnpfKey : field?.jnpfKey, at.parent);
  return drag.kind === 'palette'
    ? insertField(doc, besideInRow(doc, over, newField(metas, drag.jnpfKey)), at)
    : moveNode(doc, drag.id, at);
}

/**
 * A new field let go beside a column of a grid row takes that column's width: at its own full
 * width it would wrap onto a line of its own, not stand where it was dropped.
 */
function besideInRow(doc: FormDocument, over: DropData, field: FieldSchema): FieldSchema {
  if (over.kind !== 'item') return field;
  const parent = doc.locate(over.id)?.parent;
  if (parent == null || doc.nodeById(parent)?.jnpfKey !== 'row') return field;
  const span = doc.nodeById(over.id)?.span;
  return span === undefined ? field : { ...field, span };
}

/**
 * Where the keyboard (Enter on a palette entry) puts a new field: into the selected container
 * when it may hold it, otherwise right after the selected field, otherwise at the form's end.
 */
export function insertPosition(
  doc: FormDocument,
  selected: NodeId | undefined,
  field: FieldSchema,
): Position {
  const target = selected === undefined ? undefined : doc.nodeById(selected);
  if (selected === undefined || !target) return { parent: null };
  if (holdsFields(target) && placementError(target, field) === undefined) return { parent: selected };
  const at = doc.locate(selected);
  return at ? { parent: at.parent, index: at.index + 1 } : { parent: null };
}

/** The meta's own word on where the widget may go, on top of the core's placement rules. */
function allowedBy(
  doc: FormDocument,
  metas: DesignerMetas,
  jnpfKey: string | undefined,
  parent: NodeId | null,
): void {
  const meta = jnpfKey === undefined ? undefined : metas.get(jnpfKey);
  if (!meta) return;
  const kind = parent === null ? 'form' : doc.nodeById(parent)?.jnpfKey;
  if (kind === 'table' && !meta.inSubTable)
    throw new CommandError(`a ${meta.jnpfKey} cannot be a sub-table column`, 'notAColumn', {
      key: meta.jnpfKey,
    });
  if (kind !== undefined && meta.allowedParents.length > 0 && !meta.allowedParents.includes(kind))
    throw new CommandError(`a ${meta.jnpfKey} cannot go into a ${kind}`, 'notInto', {
      key: meta.jnpfKey,
      parent: kind,
    });
}
