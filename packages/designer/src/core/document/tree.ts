import {
  containerKeys,
  type FieldSchema,
  type FormSchema,
  type FormSettings,
  type ListSchema,
} from '@formwork/schema';
import { CommandError } from '../shared/command-error.js';
import type { NodeId } from './ids.js';

/**
 * The mutable mirror of the immutable schema: one node per field, holding its id, its current
 * field object and its place. Every edit replaces the changed field and its ancestors with new
 * objects (structural sharing) and updates this mirror in place, so lookups stay O(1) without
 * rebuilding anything.
 */
export interface TreeNode {
  readonly id: NodeId;
  field: FieldSchema;
  /** null: a top-level field. */
  parent: TreeNode | null;
  index: number;
  /** Present exactly when `field.children` is an array. */
  children: TreeNode[] | undefined;
}

const holdsChildren: ReadonlySet<string> = new Set([...containerKeys, 'table']);

function isField(value: unknown): value is FieldSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How many fields a subtree has; NaN when some part of it is not a field object. */
function countFields(field: unknown): number {
  if (!isField(field)) return Number.NaN;
  let count = 1;
  if (Array.isArray(field.children)) for (const child of field.children) count += countFields(child);
  return count;
}

export class Tree {
  schema: FormSchema;
  /** The design's list, edited beside the form; undefined for a form without one. */
  list: ListSchema | undefined;
  readonly top: TreeNode[] = [];
  readonly byId = new Map<NodeId, TreeNode>();

  constructor(schema: FormSchema, newId: () => NodeId, ids?: readonly NodeId[], list?: ListSchema) {
    this.list = list;
    if (!isField(schema) || !Array.isArray(schema.fields))
      throw new TypeError('a form schema needs a fields array');
    this.schema = schema;
    const total = schema.fields.reduce((sum: number, field) => sum + countFields(field), 0);
    if (Number.isNaN(total)) throw new TypeError('every field of a form schema must be an object');
    if (ids && ids.length !== total) throw new TypeError(`expected ${total} node ids, got ${ids.length}`);
    let next = 0;
    const take = ids ? () => ids[next++] as NodeId : newId;
    schema.fields.forEach((field, i) => {
      this.top.push(this.#build(field, null, i, take));
    });
  }

  #build(field: unknown, parent: TreeNode | null, index: number, take: () => NodeId): TreeNode {
    if (!isField(field)) throw new TypeError('every field of a form schema must be an object');
    const id = take();
    if (this.byId.has(id)) throw new TypeError(`node id ${id} is used twice`);
    const node: TreeNode = { id, field, parent, index, children: undefined };
    this.byId.set(id, node);
    if (Array.isArray(field.children))
      node.children = field.children.map((child, i) => this.#build(child, node, i, take));
    return node;
  }

  node(id: NodeId): TreeNode {
    const node = typeof id === 'string' ? this.byId.get(id) : undefined;
    if (!node) throw new CommandError(`no field with node id ${String(id)}`);
    return node;
  }

  /** The container named by a command: null for the form itself. */
  parent(id: NodeId | null): TreeNode | null {
    return id === null ? null : this.node(id);
  }

  listOf(parent: TreeNode | null): TreeNode[] | undefined {
    return parent ? parent.children : this.top;
  }

  /** True when `node` is `ancestor` or lies inside it. */
  isWithin(node: TreeNode | null, ancestor: TreeNode): boolean {
    for (let at = node; at; at = at.parent) if (at === ancestor) return true;
    return false;
  }

  subtreeIds(node: TreeNode, out: NodeId[] = []): NodeId[] {
    out.push(node.id);
    if (node.children) for (const child of node.children) this.subtreeIds(child, out);
    return out;
  }

  replaceField(node: TreeNode, field: FieldSchema): void {
    node.field = field;
    this.#propagate(node);
  }

  setSettings(settings: FormSettings): void {
    this.schema = { ...this.schema, settings };
  }

  /** Builds and places a new subtree; true when the parent's `children` array had to be created. */
  insert(parent: TreeNode | null, index: number, field: FieldSchema, ids: readonly NodeId[]): boolean {
    const count = countFields(field);
    if (Number.isNaN(count)) throw new CommandError('only field objects can be inserted');
    if (!Array.isArray(ids) || ids.length !== count)
      throw new CommandError(`expected ${count} node ids, got ${Array.isArray(ids) ? ids.length : 'none'}`);
    const fresh = new Set(ids);
    if (fresh.size !== ids.length || ids.some((id) => typeof id !== 'string' || this.byId.has(id)))
      throw new CommandError('inserted node ids must be new and distinct');
    const created = this.#makeRoom(parent, index);
    let next = 0;
    const node = this.#build(field, parent, index, () => ids[next++] as NodeId);
    this.#place(node, parent, index);
    return created;
  }

  /** Takes a subtree out of its parent; `prune` also drops a `children` array left empty. */
  detach(node: TreeNode, prune: boolean): { parent: TreeNode | null; index: number } {
    const { parent, index } = node;
    const list = this.listOf(parent) as TreeNode[];
    list.splice(index, 1);
    for (let i = index; i < list.length; i++) (list[i] as TreeNode).index = i;
    if (parent && prune && list.length === 0) {
      const { children: _dropped, ...rest } = parent.field;
      parent.children = undefined;
      this.replaceField(parent, rest);
    } else this.#rebuild(parent);
    return { parent, index };
  }

  forget(node: TreeNode): void {
    for (const id of this.subtreeIds(node)) this.byId.delete(id);
  }

  /** Places a detached subtree; true when the parent's `children` array had to be created. */
  attach(node: TreeNode, parent: TreeNode | null, index: number): boolean {
    const created = this.#makeRoom(parent, index);
    this.#place(node, parent, index);
    return created;
  }

  /**
   * Refuses a position before anything changes: the parent must hold fields (or be a container
   * that may get a `children` array) and the index must be in range once `leaving` has left.
   */
  assertRoom(parent: TreeNode | null, index: number, leaving?: TreeNode): void {
    const list = this.listOf(parent);
    if (parent && !list && (parent.field.children !== undefined || !holdsChildren.has(parent.field.jnpfKey)))
      throw new CommandError(`a ${String(parent.field.jnpfKey)} field cannot hold other fields`);
    const length = (list?.length ?? 0) - (leaving && leaving.parent === parent ? 1 : 0);
    if (!Number.isInteger(index) || index < 0 || index > length)
      throw new CommandError(`index ${index} is outside 0..${length}`);
  }

  /** Gives a childless container its list; true when it had to. */
  #makeRoom(parent: TreeNode | null, index: number): boolean {
    this.assertRoom(parent, index);
    if (!parent || parent.children) return false;
    parent.children = [];
    return true;
  }

  #place(node: TreeNode, parent: TreeNode | null, index: number): void {
    const list = this.listOf(parent) as TreeNode[];
    node.parent = parent;
    list.splice(index, 0, node);
    for (let i = index; i < list.length; i++) (list[i] as TreeNode).index = i;
    this.#rebuild(parent);
  }

  /** A container's list changed: give it a new `children` array, then new ancestors. */
  #rebuild(parent: TreeNode | null): void {
    if (!parent) {
      this.schema = { ...this.schema, fields: this.top.map((n) => n.field) };
      return;
    }
    const children = (parent.children as TreeNode[]).map((n) => n.field);
    this.replaceField(parent, { ...parent.field, children });
  }

  /** A field object changed: copy each ancestor's children array with it, up to the schema. */
  #propagate(node: TreeNode): void {
    let child = node;
    for (let parent = child.parent; parent; child = parent, parent = parent.parent) {
      const children = (parent.field.children as FieldSchema[]).slice();
      children[child.index] = child.field;
      parent.field = { ...parent.field, children };
    }
    const fields = this.schema.fields.slice();
    fields[child.index] = child.field;
    this.schema = { ...this.schema, fields };
  }
}
