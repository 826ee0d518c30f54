import type { FieldSchema, FormSchema } from '@formwork/schema';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { NodeId, Selection } from '../../core/index.js';
import type { DesignerSession } from './session.js';

export const SessionContext = createContext<DesignerSession | null>(null);

export function useSession(): DesignerSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('designer parts need a <SessionContext.Provider>');
  return session;
}

/** The schema as it is now; re-renders on every applied command (undo and redo included). */
export function useSchema(): FormSchema {
  const { document } = useSession();
  return useSyncExternalStore(document.subscribe, () => document.schema);
}

export function useSelectedIds(): readonly NodeId[] {
  const { selection } = useSession();
  return useSyncExternalStore(selection.subscribe, () => selection.ids);
}

/**
 * Listeners per node id, told only when that node enters or leaves the selection: a click on
 * the canvas then wakes the two items it concerns, not all of them.
 */
class SelectedIndex {
  readonly #listeners = new Map<NodeId, Set<() => void>>();
  #shown: ReadonlySet<NodeId>;

  constructor(selection: Selection) {
    this.#shown = new Set(selection.ids);
    selection.subscribe(() => {
      const before = this.#shown;
      const now = new Set(selection.ids);
      this.#shown = now;
      for (const id of before) if (!now.has(id)) this.#notify(id);
      for (const id of now) if (!before.has(id)) this.#notify(id);
    });
  }

  subscribe(id: NodeId, listener: () => void): () => void {
    const set = this.#listeners.get(id) ?? new Set();
    this.#listeners.set(id, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(id);
    };
  }

  #notify(id: NodeId): void {
    const set = this.#listeners.get(id);
    if (set) for (const listener of [...set]) listener();
  }
}

const indexes = new WeakMap<Selection, SelectedIndex>();

function indexOf(selection: Selection): SelectedIndex {
  const index = indexes.get(selection) ?? new SelectedIndex(selection);
  indexes.set(selection, index);
  return index;
}

/** Whether one node is selected; re-renders only when that changes. */
export function useIsSelected(id: NodeId | undefined): boolean {
  const { selection } = useSession();
  const index = indexOf(selection);
  const subscribe = useCallback(
    (listener: () => void) => (id === undefined ? () => {} : index.subscribe(id, listener)),
    [index, id],
  );
  return useSyncExternalStore(subscribe, () => id !== undefined && selection.has(id));
}

/** Whether anything is selected; re-renders only when that changes. */
export function useHasSelection(): boolean {
  const { selection } = useSession();
  return useSyncExternalStore(selection.subscribe, () => selection.primary !== undefined);
}

/** The primary selected node and its field, or undefined when nothing is selected. */
export function usePrimary(): { id: NodeId; field: FieldSchema } | undefined {
  const session = useSession();
  const ids = useSelectedIds();
  useSchema();
  const id = ids.at(-1);
  const field = id === undefined ? undefined : session.document.nodeById(id);
  return id !== undefined && field ? { id, field } : undefined;
}

export function useHistoryState(): { canUndo: boolean; canRedo: boolean } {
  const { history } = useSession();
  const canUndo = useSyncExternalStore(history.subscribe, () => history.canUndo);
  const canRedo = useSyncExternalStore(history.subscribe, () => history.canRedo);
  return { canUndo, canRedo };
}
