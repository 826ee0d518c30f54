import type { FormDocument } from '../document/document.js';
import type { NodeId } from '../document/ids.js';
import { Listeners } from '../shared/listeners.js';

/**
 * The selected nodes, in the order they were picked (the last one is the primary). A node that
 * leaves the document leaves the selection, and comes back with it when an undo restores it.
 */
export class Selection {
  readonly #document: FormDocument;
  readonly #listeners = new Listeners();
  readonly #unsubscribe: () => void;
  #chosen: NodeId[] = [];
  #current: readonly NodeId[] = [];

  constructor(document: FormDocument) {
    this.#document = document;
    this.#unsubscribe = document.subscribe(() => this.#refresh());
  }

  /** The selected ids that exist now; the same array until the selection changes. */
  get ids(): readonly NodeId[] {
    return this.#current;
  }

  get primary(): NodeId | undefined {
    return this.#current.at(-1);
  }

  has(id: NodeId): boolean {
    return this.#current.includes(id);
  }

  /** Replaces the selection. */
  select(ids: NodeId | Iterable<NodeId>): void {
    this.#choose(typeof ids === 'string' ? [ids] : [...ids]);
  }

  add(id: NodeId): void {
    this.#choose([...this.#chosen.filter((x) => x !== id), id]);
  }

  /** Ctrl/Cmd-click: in if it was out, out if it was in. */
  toggle(id: NodeId): void {
    this.#choose(this.has(id) ? this.#chosen.filter((x) => x !== id) : [...this.#chosen, id]);
  }

  clear(): void {
    this.#choose([]);
  }

  // Bound, so it can be handed on as it is (useSyncExternalStore calls it without its object).
  readonly subscribe = (listener: () => void): (() => void) => this.#listeners.subscribe(listener);

  /** Stops following the document. */
  dispose(): void {
    this.#unsubscribe();
  }

  #choose(ids: NodeId[]): void {
    this.#chosen = [...new Set(ids)];
    this.#refresh();
  }

  #refresh(): void {
    const next = this.#chosen.filter((id) => this.#document.has(id));
    if (next.length === this.#current.length && next.every((id, i) => id === this.#current[i])) return;
    this.#current = next;
    this.#listeners.notify();
  }
}

export function createSelection(document: FormDocument): Selection {
  return new Selection(document);
}
