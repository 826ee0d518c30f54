import type { FieldSchema, FormSchema, ListSchema } from '@formwork/schema';
import { applyCommand } from '../commands/apply.js';
import type { Command } from '../commands/types.js';
import { Listeners } from '../shared/listeners.js';
import { idFactory, type NodeId } from './ids.js';
import { Tree, type TreeNode } from './tree.js';

/** Where a node sits: its container (null for the form itself) and its position there. */
export interface NodeLocation {
  parent: NodeId | null;
  index: number;
}

/**
 * A form being designed. `schema` is an immutable snapshot: each applied command produces a new
 * one that shares every untouched field with the previous, so a view can compare by reference.
 * Node ids live beside the schema, never in it.
 */
export interface FormDocument {
  readonly schema: FormSchema;
  /** The design's list (columns, searches, buttons...), undefined when it has none. */
  readonly list: ListSchema | undefined;
  /** Increases with every applied command. */
  readonly version: number;
  /** How many fields the form has at any depth. */
  readonly size: number;
  has(id: NodeId): boolean;
  nodeById(id: NodeId): FieldSchema | undefined;
  locate(id: NodeId): NodeLocation | undefined;
  /** The container's id, null for a top-level field, undefined for an unknown id. */
  parentOf(id: NodeId): NodeId | null | undefined;
  childIds(parent?: NodeId | null): NodeId[];
  childAt(parent: NodeId | null, index: number): NodeId | undefined;
  /** True when `id` is `ancestor` or lies inside it. */
  isWithin(id: NodeId, ancestor: NodeId): boolean;
  /** The node's dotted schema path, as `validateSchema` writes it: `fields.2.children.0`. */
  pathOf(id: NodeId): string | undefined;
  /** The deepest node a dotted schema path leads to, and what remains of the path. */
  resolvePath(path: string): { id: NodeId; rest: string } | undefined;
  /** Every node id, depth-first in form order. */
  ids(): NodeId[];
  newId(): NodeId;
  /** The schema to save: exactly the fields as edited, with no designer data in it. */
  toSchema(): FormSchema;
  /** Applies a command and returns its inverse; throws CommandError, changing nothing, when refused. */
  apply(command: Command): Command;
  subscribe(listener: () => void): () => void;
}

class DesignDocument implements FormDocument {
  readonly #tree: Tree;
  readonly #newId: () => NodeId;
  readonly #listeners = new Listeners();
  #version = 0;

  constructor(schema: FormSchema, ids?: readonly NodeId[], list?: ListSchema) {
    this.#newId = idFactory();
    this.#tree = new Tree(schema, this.#newId, ids, list);
  }

  get schema(): FormSchema {
    return this.#tree.schema;
  }

  get list(): ListSchema | undefined {
    return this.#tree.list;
  }

  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#tree.byId.size;
  }

  has(id: NodeId): boolean {
    return this.#tree.byId.has(id);
  }

  nodeById(id: NodeId): FieldSchema | undefined {
    return this.#tree.byId.get(id)?.field;
  }

  locate(id: NodeId): NodeLocation | undefined {
    const node = this.#tree.byId.get(id);
    return node && { parent: node.parent?.id ?? null, index: node.index };
  }

  parentOf(id: NodeId): NodeId | null | undefined {
    const node = this.#tree.byId.get(id);
    return node && (node.parent?.id ?? null);
  }

  childIds(parent: NodeId | null = null): NodeId[] {
    const list = parent === null ? this.#tree.top : this.#tree.byId.get(parent)?.children;
    return list ? list.map((n) => n.id) : [];
  }

  childAt(parent: NodeId | null, index: number): NodeId | undefined {
    const list = parent === null ? this.#tree.top : this.#tree.byId.get(parent)?.children;
    return list?.[index]?.id;
  }

  isWithin(id: NodeId, ancestor: NodeId): boolean {
    const node = this.#tree.byId.get(id);
    const outer = this.#tree.byId.get(ancestor);
    return !!node && !!outer && this.#tree.isWithin(node, outer);
  }

  pathOf(id: NodeId): string | undefined {
    const parts: string[] = [];
    for (let node = this.#tree.byId.get(id); node; node = node.parent ?? undefined)
      parts.unshift(node.parent ? `children.${node.index}` : `fields.${node.index}`);
    return parts.length > 0 ? parts.join('.') : undefined;
  }

  resolvePath(path: string): { id: NodeId; rest: string } | undefined {
    const parts = path.split('.');
    if (parts[0] !== 'fields') return undefined;
    let list: TreeNode[] | undefined = this.#tree.top;
    let found: TreeNode | undefined;
    let consumed = 1;
    while (list) {
      const step = parts[consumed] ?? '';
      const next: TreeNode | undefined = /^\d+$/.test(step) ? list[Number(step)] : undefined;
      if (!next) break;
      found = next;
      consumed += 1;
      if (parts[consumed] !== 'children') break;
      list = next.children;
      if (list && /^\d+$/.test(parts[consumed + 1] ?? '') && list[Number(parts[consumed + 1])]) consumed += 1;
      else break;
    }
    return found && { id: found.id, rest: parts.slice(consumed).join('.') };
  }

  ids(): NodeId[] {
    const out: NodeId[] = [];
    for (const node of this.#tree.top) this.#tree.subtreeIds(node, out);
    return out;
  }

  newId(): NodeId {
    return this.#newId();
  }

  toSchema(): FormSchema {
    return this.#tree.schema;
  }

  apply(command: Command): Command {
    const inverse = applyCommand(this.#tree, command);
    this.#version += 1;
    this.#listeners.notify();
    return inverse;
  }

  // Bound, so it can be handed on as it is (useSyncExternalStore calls it without its object).
  readonly subscribe = (listener: () => void): (() => void) => this.#listeners.subscribe(listener);
}

/**
 * Opens a form (and its list, if the design has one) for editing. Both are kept, not copied: they
 * must not be mutated afterwards.
 */
export function createDocument(schema: FormSchema, list?: ListSchema): FormDocument {
  return new DesignDocument(schema, undefined, list);
}

/** Reopens a form with the node ids an earlier session gave it (depth-first, as `ids()` lists them). */
export function documentWithIds(schema: FormSchema, ids: readonly NodeId[], list?: ListSchema): FormDocument {
  return new DesignDocument(schema, ids, list);
}
