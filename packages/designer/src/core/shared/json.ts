/**
 * Commands, history and the clipboard travel through JSON (storage, other tabs), so every value
 * they carry must survive a JSON round trip unchanged; this copies such a value and refuses what
 * JSON would silently alter (functions, dates, NaN...). Keys holding `undefined` are dropped, as
 * JSON drops them.
 */
export function cloneJson<T>(value: T): T {
  return copy(value, '') as T;
}

function copy(value: unknown, at: string): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${at || 'value'}: ${value} is not JSON`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item, i) => copy(item, `${at}[${i}]`));
  if (typeof value === 'object' && isPlain(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = copy(item, at ? `${at}.${key}` : key);
    }
    return out;
  }
  throw new TypeError(`${at || 'value'}: a ${typeof value} is not JSON`);
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** JSON with sorted keys, so equal data gives equal text whatever order a store kept keys in. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

type Hash = { a: number; b: number };

const hashed = new WeakMap<object, string>();

/**
 * A hash of JSON data that ignores key order (stores such as PostgreSQL's jsonb reorder keys):
 * two 32-bit FNV-1a hashes, enough to tell a stored draft from another. Each object's hash is
 * kept, so hashing the next snapshot of a form costs only the fields that changed; the data
 * must therefore never be mutated, as schema snapshots never are.
 */
export function fingerprint(value: unknown): string {
  if (typeof value !== 'object' || value === null) return hex(token({ a: 0x811c9dc5, b: 0x9e3779b9 }, value));
  const known = hashed.get(value);
  if (known) return known;
  const hash: Hash = { a: 0x811c9dc5, b: 0x9e3779b9 };
  if (Array.isArray(value)) {
    mix(hash, '[');
    for (const item of value)
      item !== null && typeof item === 'object' ? mix(hash, fingerprint(item)) : token(hash, item ?? null);
  } else {
    mix(hash, '{');
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record).sort()) {
      const item = record[key];
      if (item === undefined) continue;
      mix(hash, key);
      if (item !== null && typeof item === 'object') mix(hash, fingerprint(item));
      else token(hash, item);
    }
  }
  const result = hex(hash);
  hashed.set(value, result);
  return result;
}

function hex(hash: Hash): string {
  return `${(hash.a >>> 0).toString(16).padStart(8, '0')}${(hash.b >>> 0).toString(16).padStart(8, '0')}`;
}

function token(hash: Hash, value: unknown): Hash {
  mix(hash, typeof value === 'string' ? `"${value}` : String(value));
  return hash;
}

function mix(hash: Hash, text: string): void {
  let { a, b } = hash;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  // A separator after each token, so ["ab"] and ["a","b"] differ.
  hash.a = Math.imul(a ^ 0xff, 0x01000193);
  hash.b = Math.imul(b ^ 0xfe, 0x01000193);
}

/** Keys that would reach an object's prototype when written through a user-supplied path. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
