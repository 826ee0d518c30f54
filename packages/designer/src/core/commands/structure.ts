import type { Tree } from '../document/tree.js';
import { CommandError } from '../shared/command-error.js';
import type { BatchCommand, InsertCommand, MoveCommand, RemoveCommand, WrapCommand } from './types.js';

export function applyInsert(tree: Tree, command: InsertCommand): RemoveCommand {
  const created = tree.insert(tree.parent(command.parent), command.index, command.field, command.ids);
  const inverse: RemoveCommand = { type: 'remove', id: command.ids[0] as string };
  if (created) inverse.prune = true;
  return inverse;
}

export function applyRemove(tree: Tree, command: RemoveCommand): InsertCommand {
  const node = tree.node(command.id);
  const ids = tree.subtreeIds(node);
  const { field } = node;
  const { parent, index } = tree.detach(node, command.prune === true);
  tree.forget(node);
  return { type: 'insert', parent: parent?.id ?? null, index, field, ids };
}

export function applyMove(tree: Tree, command: MoveCommand): MoveCommand {
  const node = tree.node(command.id);
  const target = tree.parent(command.parent);
  if (tree.isWithin(target, node))
    throw new CommandError('a field cannot move into itself or one of its own descendants', 'intoItself');
  tree.assertRoom(target, command.index, node);
  const from = tree.detach(node, command.prune === true);
  const created = tree.attach(node, target, command.index);
  const inverse: MoveCommand = {
    type: 'move',
    id: node.id,
    parent: from.parent?.id ?? null,
    index: from.index,
  };
  if (created) inverse.prune = true;
  return inverse;
}

/** A wrap is an insert of the empty container followed by moves into it. */
export function expandWrap(tree: Tree, command: WrapCommand): BatchCommand {
  const [firstId] = Array.isArray(command.ids) ? command.ids : [];
  if (firstId === undefined) throw new CommandError('wrap needs at least one field');
  const first = tree.node(firstId);
  const { children } = command.container ?? {};
  if (children !== undefined && !(Array.isArray(children) && children.length === 0))
    throw new CommandError('the wrapping container must come empty');
  return {
    type: 'batch',
    commands: [
      {
        type: 'insert',
        parent: first.parent?.id ?? null,
        index: first.index,
        field: { ...command.container, children: [] },
        ids: [command.containerId],
      },
      ...command.ids.map((id, index) => ({ type: 'move' as const, id, parent: command.containerId, index })),
    ],
  };
}
