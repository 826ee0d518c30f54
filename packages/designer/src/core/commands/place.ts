import type { FieldSchema } from '@formwork/schema';
import type { FormDocument } from '../document/document.js';
import type { NodeId } from '../document/ids.js';
import { topmost } from '../document/order.js';
import { CommandError } from '../shared/command-error.js';
import { cloneJson } from '../shared/json.js';
import { VModelAllocator } from '../vmodel/allocate.js';
import { freshCopies } from '../vmodel/fresh-copy.js';
import { isLayout, placementError } from './placement.js';
import { newIdsFor, type Position, requireField, resolvePosition } from './position.js';
import type { Command, InsertCommand, MoveCommand, WrapCommand } from './types.js';

/*
 * Builders for structure edits: they check the designer's placement rules against the document
 * as it is now and return the command to execute (several become one batch: one undo step).
 */

function oneOrBatch(commands: Command[]): Command {
  return commands.length === 1 ? (commands[0] as Command) : { type: 'batch', commands };
}

function assertPlaceable(parent: FieldSchema | null, field: FieldSchema): void {
  const error = placementError(parent, field);
  if (error) throw CommandError.from(error);
}

function selected(doc: FormDocument, ids: Iterable<NodeId>): NodeId[] {
  const chosen = topmost(doc, ids);
  if (chosen.length === 0) throw new CommandError('no field is selected', 'noSelection');
  return chosen;
}

/** New fields (from the palette, or pasted) at a position; data fields get fresh vModels. */
export function insertFields(doc: FormDocument, fields: readonly FieldSchema[], at: Position): Command {
  const { parent, parentField, index } = resolvePosition(doc, at);
  const copies = freshCopies(fields, new VModelAllocator(doc.schema.fields));
  for (const copy of copies) assertPlaceable(parentField, copy);
  if (copies.length === 0) throw new CommandError('nothing to insert');
  return oneOrBatch(
    copies.map(
      (field, k): InsertCommand => ({
        type: 'insert',
        parent,
        index: index + k,
        field,
        ids: newIdsFor(doc, field),
      }),
    ),
  );
}

export function insertField(doc: FormDocument, field: FieldSchema, at: Position): InsertCommand {
  return insertFields(doc, [field], at) as InsertCommand;
}

/**
 * Moves fields (a drag of one or several) to a drop position given among the target's current
 * children; they land there together, in form order.
 */
export function moveNodes(doc: FormDocument, ids: Iterable<NodeId>, to: Position): Command {
  const moving = selected(doc, ids);
  const { parent, parentField, index } = resolvePosition(doc, to);
  for (const id of moving) {
    if (parent !== null && doc.isWithin(parent, id))
      throw new CommandError('a field cannot move into itself or one of its own descendants', 'intoItself');
    assertPlaceable(parentField, requireField(doc, id));
  }
  const movingSet = new Set(moving);
  const anchor = doc
    .childIds(parent)
    .slice(index)
    .find((id) => !movingSet.has(id));
  // Replays the moves on lists of ids, so each command's index is right after those before it.
  const lists = new Map<NodeId | null, NodeId[]>();
  const listOf = (id: NodeId | null): NodeId[] => {
    const list = lists.get(id) ?? doc.childIds(id);
    lists.set(id, list);
    return list;
  };
  return oneOrBatch(
    moving.map((id): MoveCommand => {
      const source = listOf(doc.parentOf(id) as NodeId | null);
      source.splice(source.indexOf(id), 1);
      const target = listOf(parent);
      const at = anchor === undefined ? target.length : target.indexOf(anchor);
      target.splice(at, 0, id);
      return { type: 'move', id, parent, index: at };
    }),
  );
}

export function moveNode(doc: FormDocument, id: NodeId, to: Position): MoveCommand {
  return moveNodes(doc, [id], to) as MoveCommand;
}

export function removeNodes(doc: FormDocument, ids: Iterable<NodeId>): Command {
  return oneOrBatch(selected(doc, ids).map((id) => ({ type: 'remove', id })));
}

/** A copy of each field right after it, with fresh vModels for it and its descendants. */
export function duplicateNodes(doc: FormDocument, ids: Iterable<NodeId>): Command {
  const originals = selected(doc, ids);
  const copies = freshCopies(
    originals.map((id) => requireField(doc, id)),
    new VModelAllocator(doc.schema.fields),
  );
  // Last first, so inserting one copy never shifts where an earlier one goes.
  const commands = originals.map((id, k): InsertCommand => {
    const { parent, index } = doc.locate(id) as { parent: NodeId | null; index: number };
    const field = copies[k] as FieldSchema;
    return { type: 'insert', parent, index: index + 1, field, ids: newIdsFor(doc, field) };
  });
  return oneOrBatch(commands.reverse());
}

/** Puts fields into a new layout container (a card, a row...) placed where the first one was. */
export function wrapNodes(doc: FormDocument, ids: Iterable<NodeId>, container: FieldSchema): WrapCommand {
  const nodes = selected(doc, ids);
  const { children: _ignored, ...template } = cloneJson(container);
  if (!isLayout(template)) throw new CommandError(`a ${String(template.jnpfKey)} is not a layout container`);
  const first = nodes[0] as NodeId;
  const parent = doc.parentOf(first) as NodeId | null;
  assertPlaceable(parent === null ? null : requireField(doc, parent), template);
  for (const id of nodes) assertPlaceable(template, requireField(doc, id));
  return { type: 'wrap', ids: nodes, container: template, containerId: doc.newId() };
}
