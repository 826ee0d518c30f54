import type { Command } from '../../core/index.js';
import type { DesignerMetas } from '../meta.js';
import type { DesignerSession } from '../session/session.js';
import { type DragData, type DropData, dropCommand, insertPosition } from './drop.js';

/** The node a command put or moved, to select it afterwards. */
function placedId(command: Command): string | undefined {
  if (command.type === 'insert') return command.ids[0];
  if (command.type === 'move') return command.id;
  return command.type === 'batch' && command.commands[0] ? placedId(command.commands[0]) : undefined;
}

/**
 * What the canvas does when a drag ends over a target (dnd-kit's onDragEnd calls it): the edit
 * as one undo step, the new or moved field selected. Answers the refusal's message, if any.
 */
export function applyDrop(
  session: DesignerSession,
  metas: DesignerMetas,
  drag: DragData,
  over: DropData,
  after: boolean,
): string | undefined {
  let placed: string | undefined;
  const refusal = session.run((doc) => {
    const command = dropCommand(doc, metas, drag, over, after);
    placed = placedId(command);
    return command;
  });
  if (!refusal && placed !== undefined) session.selection.select(placed);
  return refusal;
}

/**
 * Enter (or a double click) on a palette entry: the new field goes into the selected container
 * when it may, otherwise right after the selected field, otherwise at the end of the form.
 */
export function insertFromPalette(
  session: DesignerSession,
  metas: DesignerMetas,
  jnpfKey: string,
): string | undefined {
  const doc = session.document;
  const meta = metas.get(jnpfKey);
  if (!meta) return `no widget ${jnpfKey}`;
  const selected = session.selection.primary;
  const at = insertPosition(doc, selected, meta.createField());
  const drag: DragData = { kind: 'palette', jnpfKey };
  if (at.index === undefined)
    return applyDrop(session, metas, drag, { kind: 'into', parent: at.parent }, false);
  return applyDrop(session, metas, drag, { kind: 'item', id: selected as string }, true);
}
