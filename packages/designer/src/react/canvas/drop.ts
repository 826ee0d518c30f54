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
    ? insertField(doc, newField(metas, drag.jnpfKey), at)
    : moveNode(doc, drag.id, at);
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
