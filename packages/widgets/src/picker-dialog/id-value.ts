/** What an id picker stores: one id (null when empty), or a list of ids when multiple. */
export type IdValue = string | string[] | null;

/** The ids a stored value holds, whichever shape it arrived in; a single field keeps the first. */
export function idsOf(value: unknown, multiple: boolean): string[] {
  const ids =
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.filter((id): id is string => typeof id === 'string')
        : [];
  const present = ids.filter((id) => id !== '');
  return multiple ? present : present.slice(0, 1);
}

/** What the field stores for these ids: the first id or null in single mode, the list in multiple. */
export function idValueOf(ids: readonly string[], multiple: boolean): IdValue {
  return multiple ? [...ids] : (ids[0] ?? null);
}
