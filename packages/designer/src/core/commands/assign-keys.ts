import { CommandError } from '../shared/command-error.js';
import { UNSAFE_KEYS } from '../shared/json.js';

export interface KeyChanges {
  values: Record<string, unknown>;
  unset?: string[];
}

/**
 * Sets and removes top-level keys of an object, returning the new object and the changes that
 * restore the old one. Removals are listed in `unset`, since JSON would drop an undefined value.
 */
export function assignKeys(
  target: Record<string, unknown>,
  changes: KeyChanges,
  forbidden: ReadonlySet<string> = new Set(),
): { next: Record<string, unknown>; inverse: KeyChanges } {
  const values = typeof changes.values === 'object' && changes.values !== null ? changes.values : {};
  const unset = Array.isArray(changes.unset) ? changes.unset : [];
  const keys = [...Object.keys(values), ...unset];
  for (const key of keys) {
    if (typeof key !== 'string' || UNSAFE_KEYS.has(key) || forbidden.has(key))
      throw new CommandError(`"${String(key)}" cannot be set here`);
  }
  const next = { ...target };
  const inverse: KeyChanges = { values: {} };
  const absent: string[] = [];
  for (const key of new Set(keys)) {
    if (Object.hasOwn(target, key)) inverse.values[key] = target[key];
    else absent.push(key);
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  if (absent.length > 0) inverse.unset = absent;
  return { next, inverse };
}
