/**
 * How an attribute of a chosen record reads: text and numbers as they are, a list as its items
 * joined, a person, option or file by its name, nothing for null, undefined or an unnamed object.
 */
export function attrText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value
      .map(attrText)
      .filter((text) => text !== '')
      .join(',');
  }
  if (typeof value === 'object') {
    const named = value as { fullName?: unknown; name?: unknown; label?: unknown };
    const name = named.fullName ?? named.name ?? named.label;
    return typeof name === 'string' || typeof name === 'number' ? String(name) : '';
  }
  return String(value);
}
