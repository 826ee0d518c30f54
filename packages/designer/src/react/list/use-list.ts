import type { ListSchema } from '@formwork/schema';
import { useCallback, useSyncExternalStore } from 'react';
import { setList } from '../../core/index.js';
import { useSession } from '../session/context.js';

/** The design's list as it is now; re-renders on every applied command (undo and redo included). */
export function useList(): ListSchema | undefined {
  const { document } = useSession();
  return useSyncExternalStore(document.subscribe, () => document.list);
}

/**
 * Changes the list as one undo step. Steps with the same `mergeKey` (each keystroke of one
 * label) join into one, as property edits of the form do.
 */
export function useEditList(): (change: (list: ListSchema) => ListSchema, mergeKey?: string) => void {
  const session = useSession();
  return useCallback(
    (change, mergeKey) => {
      const list = session.document.list;
      if (!list) return;
      session.run(() => setList(change(list)), mergeKey ? { mergeKey } : undefined);
    },
    [session],
  );
}

/** Moves the item at `from` to `to`, the others keeping their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
