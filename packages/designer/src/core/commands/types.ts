import type { FieldSchema, FormSettings, ListSchema } from '@formwork/schema';
import type { NodeId } from '../document/ids.js';

/*
 * Commands are plain data, so history can be stored as JSON and replayed after a reload. Each
 * one, applied, returns its inverse. Builders (insertField, moveNodes...) check the designer's
 * rules and return commands; applying checks only what keeps the document whole, so an inverse
 * always applies even to a form that breaks the designer's rules.
 */

/** Puts a field (with its subtree) at a position; `ids` name its nodes depth-first. */
export interface InsertCommand {
  type: 'insert';
  parent: NodeId | null;
  index: number;
  field: FieldSchema;
  ids: NodeId[];
}

/** Takes a field out; `prune` drops its container's `children` if that leaves it empty. */
export interface RemoveCommand {
  type: 'remove';
  id: NodeId;
  prune?: boolean;
}

/** `index` is the node's position in `parent` once it is there (after leaving its old place). */
export interface MoveCommand {
  type: 'move';
  id: NodeId;
  parent: NodeId | null;
  index: number;
  prune?: boolean;
}

/** Sets one value inside a field by dotted path (`props.placeholder`); no `value` removes it. */
export interface SetPropertyCommand {
  type: 'setProperty';
  id: NodeId;
  path: string;
  value?: unknown;
}

/** Sets several top-level keys of a field at once (`label`, `span`, `props`...), `unset` removes. */
export interface SetConfigCommand {
  type: 'setConfig';
  id: NodeId;
  values: Record<string, unknown>;
  unset?: string[];
}

export interface SetSettingsCommand {
  type: 'setSettings';
  values: Partial<FormSettings>;
  unset?: (keyof FormSettings)[];
}

/**
 * Replaces the design's list (columns, searches, buttons, type...) as a whole; null: the design
 * has no list. A list is a few kilobytes at most, so whole copies keep its edits simple without
 * weighing on the history.
 */
export interface SetListCommand {
  type: 'setList';
  list: ListSchema | null;
}

/** Puts fields, in this order, into a new container placed where the first of them was. */
export interface WrapCommand {
  type: 'wrap';
  ids: NodeId[];
  container: FieldSchema;
  containerId: NodeId;
}

/** Several commands as one: all apply or none. */
export interface BatchCommand {
  type: 'batch';
  commands: Command[];
}

export type Command =
  | InsertCommand
  | RemoveCommand
  | MoveCommand
  | SetPropertyCommand
  | SetConfigCommand
  | SetSettingsCommand
  | SetListCommand
  | WrapCommand
  | BatchCommand;

export type CommandType = Command['type'];
