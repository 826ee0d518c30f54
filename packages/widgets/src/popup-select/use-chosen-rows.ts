import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickerRow } from './popup-config.js';
import type { Selection } from './selection.js';

interface Known {
  row: PickerRow | null;
  /** Loaded as a record; a row picked from a list may hold only the listed columns. */
  complete: boolean;
}

interface KnownRows {
  source: string;
  rows: Readonly<Record<string, Known>>;
}

export type LoadRecord = (key: string, signal: AbortSignal) => Promise<PickerRow | null>;

const SEPARATOR = '\u0000';

/**
 * The rows behind a stored value, each with its key: those the user picked, and for keys the widget has not seen
 * (a stored value, or a picked row that is not `complete`) the record `load` answers. `source`
 * names what the keys are ids of (interface or model): when it changes, known rows are forgotten.
 */
export function useChosenRows(keys: readonly string[], source: string, load: LoadRecord) {
  const [known, setKnown] = useState<KnownRows>({ source, rows: {} });
  const rows = known.source === source ? known.rows : {};
  const latest = useRef({ load, rows });
  latest.current = { load, rows };
  const keysId = keys.join(SEPARATOR);

  useEffect(() => {
    const wanted = keysId === '' ? [] : keysId.split(SEPARATOR);
    const missing = wanted.filter((key) => !latest.current.rows[key]?.complete);
    if (missing.length === 0) return;
    const controller = new AbortController();
    for (const key of missing) {
      latest.current.load(key, controller.signal).then(
        (record) => {
          if (controller.signal.aborted) return;
          setKnown((prev) => {
            const before = prev.source === source ? prev.rows : {};
            const picked = before[key]?.row;
            const row = record ? { ...picked, ...record } : (picked ?? null);
            return { source, rows: { ...before, [key]: { row, complete: true } } };
          });
        },
        // A failed call stops with no message; the trigger stays as it was.
        () => {},
      );
    }
    return () => controller.abort();
  }, [keysId, source]);

  /** Remembers rows the user picked, so the trigger shows them without asking again. */
  const pick = useCallback(
    (selection: Selection, complete: boolean) =>
      setKnown((prev) => {
        const next = { ...(prev.source === source ? prev.rows : {}) };
        for (const [key, row] of selection) {
          // A record already loaded knows more than the list's columns: keep it.
          if (!next[key]?.complete || complete) next[key] = { row, complete };
        }
        return { source, rows: next };
      }),
    [source],
  );

  const entries: Selection = keys.flatMap((key) => {
    const row = rows[key]?.row;
    return row ? [[key, row] as const] : [];
  });
  return { entries, pick };
}
