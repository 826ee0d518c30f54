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

type RowsKey = 'columnList' | 'searchList';
type RowOf<K extends RowsKey> = ListSchema[K][number];

/**
 * The edits of one list of rows (columns or searches), each one undo step: change a row (typing
 * in one of its boxes merges by `mergeKey`), add one at the end, remove one, move one.
 */
export function useListRows<K extends RowsKey>(key: K) {
  const edit = useEditList();
  const rowsOf = (list: ListSchema) => list[key] as RowOf<K>[];
  const put = (list: ListSchema, rows: RowOf<K>[]): ListSchema => ({ ...list, [key]: rows });
  return {
    change: (index: number, patch: Partial<RowOf<K>>, mergeKey?: string) =>
      edit(
        (l) =>
          put(
            l,
            rowsOf(l).map((row, i) => (i === index ? { ...row, ...patch } : row)),
          ),
        mergeKey,
      ),
    add: (row: RowOf<K>) => edit((l) => put(l, [...rowsOf(l), row])),
    remove: (index: number, also?: (list: ListSchema) => Partial<ListSchema>) =>
      edit((l) => ({
        ...put(
          l,
          rowsOf(l).filter((_, i) => i !== index),
        ),
        ...also?.(l),
      })),
    move: (from: number, to: number) => edit((l) => put(l, moveItem(rowsOf(l), from, to))),
  };
}
