import type { PreviewRecord } from './print-api.js';

/** How many of a record's values name it in the picker. */
const LABEL_VALUES = 3;

/**
 * A record as the picker names it: its first few values as the list shows them (labels, names,
 * formatted dates), or its id when it has none. A sub-table's rows are not a name.
 */
export function recordLabel(record: PreviewRecord): string {
  const texts = Object.values(record.data)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map((value) => String(value).trim())
    .filter((text) => text !== '')
    .slice(0, LABEL_VALUES);
  return texts.length > 0 ? texts.join(' / ') : record.id;
}
