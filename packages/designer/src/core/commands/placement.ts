import { containerKeys, type FieldSchema } from '@formwork/schema';
import type { Refusal } from '../shared/command-error.js';

const LAYOUT: ReadonlySet<string> = new Set(containerKeys);
/** Tab and collapse panes live only in their own container, and those hold only their panes. */
const PANE_OF: ReadonlyMap<string, string> = new Map([
  ['tabItem', 'tab'],
  ['collapseItem', 'collapse'],
]);
const PANES_IN: ReadonlyMap<string, string> = new Map([
  ['tab', 'tabItem'],
  ['collapse', 'collapseItem'],
]);

/**
 * Why the designer will not put `child` into `parent` (null: the form itself), or undefined when
 * it may. A sub-table's columns are cells of one row, so no layout and no nested sub-table.
 */
export function placementError(parent: FieldSchema | null, child: FieldSchema): Refusal | undefined {
  const key = child.jnpfKey;
  const parentKey = parent?.jnpfKey ?? null;
  const paneOf = PANE_OF.get(key);
  if (paneOf && parentKey !== paneOf)
    return {
      message: `a ${key} goes only into a ${paneOf}`,
      code: 'paneOnlyIn',
      params: { key, parent: paneOf },
    };
  if (parentKey === null) return undefined;
  const panes = PANES_IN.get(parentKey);
  if (panes && key !== panes)
    return {
      message: `a ${parentKey} holds only ${panes} panes`,
      code: 'onlyPanes',
      params: { parent: parentKey },
    };
  if (parentKey === 'table')
    return LAYOUT.has(key) || key === 'table'
      ? {
          message: 'a sub-table column cannot be a layout container or another sub-table',
          code: 'columnNotLayout',
          params: { key },
        }
      : undefined;
  return LAYOUT.has(parentKey)
    ? undefined
    : {
        message: `a ${parentKey} field cannot hold other fields`,
        code: 'holdsNothing',
        params: { parent: parentKey },
      };
}

/** Whether a field is a layout container a wrap may use. */
export function isLayout(field: FieldSchema): boolean {
  return LAYOUT.has(field.jnpfKey);
}
