import { useEffect, useRef, useState } from 'react';
import { addPick, removePick } from './selection.js';

export interface PickerSelection<T> {
  selected: T[];
  pick(item: T): void;
  remove(key: string): void;
  clear(): void;
}

/**
 * The dialog's working selection: it starts over from `initial` each time the dialog opens, so
 * cancelling leaves the field's value as it was.
 */
export function usePickerSelection<T>(
  open: boolean,
  initial: readonly T[],
  multiple: boolean,
  keyOf: (item: T) => string,
): PickerSelection<T> {
  const [selected, setSelected] = useState<T[]>([...initial]);
  const latestInitial = useRef(initial);
  latestInitial.current = initial;

  useEffect(() => {
    if (open) setSelected([...latestInitial.current]);
  }, [open]);

  return {
    selected,
    pick: (item) => setSelected((current) => addPick(current, item, multiple, keyOf)),
    remove: (key) => setSelected((current) => removePick(current, key, keyOf)),
    clear: () => setSelected([]),
  };
}
