import type { DesignChange } from './types.js';

type Raw = Record<string, unknown>;

const isNode = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function byKey(list: unknown, key: string): Map<string, Raw> {
  const out = new Map<string, Raw>();
  if (Array.isArray(list))
    for (const item of list)
      if (isNode(item) && typeof item[key] === 'string') out.set(item[key] as string, item);
  return out;
}

const named = (item: Raw, key: string) =>
  typeof item.label === 'string' && item.label ? `${item.label} (${String(item[key])})` : String(item[key]);

/** The changes between two lists: columns, their order and settings, searches, and the rest. */
export function diffList(before: unknown, after: unknown): DesignChange[] {
  const a = isNode(before) ? before : {};
  const b = isNode(after) ? after : {};
  const changes: DesignChange[] = [];
  const oldColumns = byKey(a.columnList, 'prop');
  const newColumns = byKey(b.columnList, 'prop');
  for (const [prop, column] of newColumns) {
    const old = oldColumns.get(prop);
    if (!old) {
      changes.push({ kind: 'columnAdded', column: named(column, 'prop') });
      continue;
    }
    for (const property of new Set([...Object.keys(old), ...Object.keys(column)]))
      if (!same(old[property], column[property]))
        changes.push({
          kind: 'columnChanged',
          column: named(column, 'prop'),
          property,
          before: old[property],
          after: column[property],
        });
  }
  for (const [prop, column] of oldColumns)
    if (!newColumns.has(prop)) changes.push({ kind: 'columnRemoved', column: named(column, 'prop') });
  const kept = (from: Map<string, Raw>, to: Map<string, Raw>) => [...from.keys()].filter((k) => to.has(k));
  const oldOrder = kept(oldColumns, newColumns);
  const newOrder = kept(newColumns, oldColumns);
  if (!same(oldOrder, newOrder))
    changes.push({ kind: 'columnsReordered', before: oldOrder, after: newOrder });

  const oldSearch = byKey(a.searchList, 'prop');
  const newSearch = byKey(b.searchList, 'prop');
  for (const [prop, search] of newSearch)
    if (!oldSearch.has(prop)) changes.push({ kind: 'searchAdded', field: named(search, 'prop') });
  for (const [prop, search] of oldSearch)
    if (!newSearch.has(prop)) changes.push({ kind: 'searchRemoved', field: named(search, 'prop') });

  for (const property of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (property === 'columnList' || property === 'searchList') continue;
    if (!same(a[property], b[property]))
      changes.push({ kind: 'listChanged', property, before: a[property], after: b[property] });
  }
  return changes;
}
