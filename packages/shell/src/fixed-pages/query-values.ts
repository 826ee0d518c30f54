/** A query value made readable: JSON (possibly URI- or base64-encoded) as data, else the text. */
export type ReadableValue = { kind: 'json'; value: unknown } | { kind: 'text'; value: string };

function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{"]/.test(trimmed)) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    // A JSON string holding JSON (message bodies are often stored that way) is unwrapped once.
    if (typeof value === 'string') return parseJson(value) ?? value;
    return value;
  } catch {
    return undefined;
  }
}

function fromBase64(text: string): string | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text) || text.length % 4 === 1) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

function decodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Reads a query value as the pages that link here write it: plain JSON, JSON encoded once more
 * with encodeURIComponent, or base64 of JSON (JNPF's message links). Anything else stays text.
 */
export function readQueryValue(raw: string): ReadableValue {
  for (const candidate of [raw, decodeUri(raw)]) {
    const json = parseJson(candidate);
    if (json !== undefined) return { kind: 'json', value: json };
    const decoded = fromBase64(candidate);
    const inner = decoded === undefined ? undefined : parseJson(decoded);
    if (inner !== undefined) return { kind: 'json', value: inner };
  }
  return { kind: 'text', value: raw };
}

/** The query as ordered [name, readable value] pairs. */
export function readQuery(search: string): Array<[string, ReadableValue]> {
  return [...new URLSearchParams(search)].map(([name, value]) => [name, readQueryValue(value)]);
}

/** One line for a value inside a description table; objects become pretty JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}
