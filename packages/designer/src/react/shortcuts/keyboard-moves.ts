import { type Command, CommandError, type FormDocument, moveNode, type NodeId } from '../../core/index.js';

export type Direction = 'up' | 'down' | 'out' | 'in';

/**
 * Alt+arrows: up and down among its siblings, left out of its container (to just after it,
 * or further up when that container's parent cannot hold it), right into the container above.
 */
export function keyboardMove(doc: FormDocument, id: NodeId, direction: Direction): Command {
  const at = doc.locate(id);
  if (!at) throw new CommandError('no field is selected');
  if (direction === 'up') {
    if (at.index === 0) throw new CommandError('already first');
    return moveNode(doc, id, { parent: at.parent, index: at.index - 1 });
  }
  if (direction === 'down') {
    const count = doc.childIds(at.parent).length;
    if (at.index >= count - 1) throw new CommandError('already last');
    return moveNode(doc, id, { parent: at.parent, index: at.index + 2 });
  }
  if (direction === 'in') {
    const above = doc.childAt(at.parent, at.index - 1);
    if (above === undefined) throw new CommandError('no container above');
    return moveNode(doc, id, { parent: above });
  }
  let refusal: unknown = new CommandError('already at the top level');
  for (let container = at.parent; container !== null; container = doc.parentOf(container) ?? null) {
    const outer = doc.locate(container);
    if (!outer) break;
    try {
      return moveNode(doc, id, { parent: outer.parent, index: outer.index + 1 });
    } catch (error) {
      refusal = error;
    }
  }
  throw refusal;
}
