import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListRow } from '../types.js';

/** Fetches the children of one row of a tree loaded a level at a time. */
export type LoadChildren = (row: ListRow) => Promise<Record<string, unknown>[]>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Nested rows as the table draws them: each with its `id` (read from `idField` when the endpoint
 * names its key its own way) and `children` only when it has some, so a leaf shows no expander.
 */
export function nestedRows(rows: readonly Record<string, unknown>[], idField?: string): ListRow[] {
  return rows.map((row) => {
    const { children, ...own } = row;
    const id = String(idField ? row[idField] : row.id);
    const nested = Array.isArray(children) ? children.filter(isRecord) : [];
    return nested.length > 0 ? { ...own, id, children: nestedRows(nested, idField) } : { ...own, id };
  });
}

/**
 * Rows of a tree loaded a level at a time: a row whose `hasChildren` is true gets the children
 * fetched for it so far, or none yet (an empty list, so the table still offers to open it).
 */
export function withLoadedChildren(
  rows: readonly ListRow[],
  loaded: ReadonlyMap<string, ListRow[]>,
): ListRow[] {
  return rows.map((row) => {
    const own = loaded.get(row.id);
    if (own) return { ...row, children: withLoadedChildren(own, loaded) };
    if (Array.isArray(row.children))
      return { ...row, children: withLoadedChildren(row.children as ListRow[], loaded) };
    return row.hasChildren === true ? { ...row, children: [] } : row;
  });
}

/** The ids of the rows that hold others, at every depth. */
export function parentIds(rows: readonly ListRow[]): string[] {
  return rows.flatMap((row) =>
    Array.isArray(row.children) ? [row.id, ...parentIds(row.children as ListRow[])] : [],
  );
}

export interface TreeRows {
  enabled: boolean;
  rows: ListRow[];
  expandedKeys: readonly string[];
  onExpand: (open: boolean, row: ListRow) => void;
  expandAll: () => void;
  foldAll: () => void;
}

/**
 * A tree table's rows, all open at first; the user folds and opens them, or all at once. With
 * `loadChildren` the tree comes a level at a time: every row starts folded and opening one
 * fetches its children; a reload of the list fetches again the children fetched so far, so an
 * added or removed child shows where the user left the tree open.
 */
export function useTreeRows(
  enabled: boolean,
  rows: ListRow[],
  idField?: string,
  loadChildren?: LoadChildren,
): TreeRows {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ListRow[]>>(new Map());
  const nested = useMemo(() => {
    if (!enabled) return rows;
    const own = nestedRows(rows, idField);
    return loadChildren ? withLoadedChildren(own, loaded) : own;
  }, [enabled, rows, idField, loadChildren, loaded]);
  const parents = useMemo(
    () => (enabled && !loadChildren ? parentIds(nested) : []),
    [enabled, nested, loadChildren],
  );
  // null: every row open, also rows a reload brings.
  const [open, setOpen] = useState<readonly string[] | null>(null);
  const expandedKeys = open ?? parents;

  const fetchChildren = useCallback(
    async (parents: readonly ListRow[]) => {
      if (!loadChildren || parents.length === 0) return;
      const answers = await Promise.all(
        parents.map(async (row) => [row.id, nestedRows(await loadChildren(row), idField)] as const),
      ).catch(() => undefined);
      if (!answers) return;
      setLoaded((current) => new Map([...current, ...answers]));
    },
    [loadChildren, idField],
  );
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  // A reload brings new rows: the children fetched before may have changed too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows are what asks for the refetch.
  useEffect(() => {
    const again = [...loadedRef.current.keys()].map((id) => ({ id }) as ListRow);
    void fetchChildren(again);
  }, [rows, fetchChildren]);

  const onExpand = useCallback(
    (expand: boolean, row: ListRow) => {
      if (expand && loadChildren && row.hasChildren === true && !loadedRef.current.has(row.id))
        void fetchChildren([row]);
      setOpen((current) => {
        const keys = current ?? parents;
        return expand ? [...keys, row.id] : keys.filter((key) => key !== row.id);
      });
    },
    [parents, loadChildren, fetchChildren],
  );
  const expandAll = useCallback(() => setOpen(null), []);
  const foldAll = useCallback(() => setOpen([]), []);
  return { enabled, rows: nested, expandedKeys, onExpand, expandAll, foldAll };
}
