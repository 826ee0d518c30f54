import { useCallback, useMemo, useState } from 'react';
import type { ListRow } from '../types.js';

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

/** A tree table's rows, all open at first; the user folds and opens them, or all at once. */
export function useTreeRows(enabled: boolean, rows: ListRow[], idField?: string): TreeRows {
  const nested = useMemo(() => (enabled ? nestedRows(rows, idField) : rows), [enabled, rows, idField]);
  const parents = useMemo(() => (enabled ? parentIds(nested) : []), [enabled, nested]);
  // null: every row open, also rows a reload brings.
  const [open, setOpen] = useState<readonly string[] | null>(null);
  const expandedKeys = open ?? parents;
  const onExpand = useCallback(
    (expand: boolean, row: ListRow) =>
      setOpen((current) => {
        const keys = current ?? parents;
        return expand ? [...keys, row.id] : keys.filter((key) => key !== row.id);
      }),
    [parents],
  );
  const expandAll = useCallback(() => setOpen(null), []);
  const foldAll = useCallback(() => setOpen([]), []);
  return { enabled, rows: nested, expandedKeys, onExpand, expandAll, foldAll };
}
