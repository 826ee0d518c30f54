import type { DataInterfaceResponse, DictionarySelector, OptionSource } from '@formwork/schema';
import type { Transport } from '../transport/transport.js';

/** Fetched records stay this long: a page's life, give or take; a changed dictionary shows later. */
export const OPTIONS_TTL_MS = 5 * 60 * 1000;
/** A failed fetch answers empty this long, so that fields remounting do not repeat its toast. */
export const FAILED_TTL_MS = 10 * 1000;

type Fetched = Exclude<OptionSource, { kind: 'static' }>;

interface Entry {
  promise: Promise<unknown[]>;
  records?: unknown[];
  expires: number;
}

// Kept per transport: one app (one client) shares its fetches; a test's fresh transport starts
// empty. A WeakMap lets a dropped transport take its cache with it.
const caches = new WeakMap<Transport, Map<string, Entry>>();

export const sourceKey = (source: Fetched) =>
  source.kind === 'dictionary' ? `dictionary:${source.dictionaryType}` : `dynamic:${source.propsUrl}`;

function request(transport: Transport, source: Fetched): Promise<unknown[]> {
  if (source.kind === 'dictionary') {
    const url = `/api/system/DictionaryData/${encodeURIComponent(source.dictionaryType)}/Data/Selector`;
    return transport<DictionarySelector | null>({ method: 'GET', url }).then((data) =>
      Array.isArray(data?.list) ? data.list : [],
    );
  }
  // The rows are data.data; anything but an array means no options.
  const url = `/api/system/DataInterface/${encodeURIComponent(source.propsUrl)}/Actions/Response`;
  return transport<DataInterfaceResponse | null>({ method: 'GET', url }).then((data) =>
    Array.isArray(data?.data) ? data.data : [],
  );
}

function cacheOf(transport: Transport): Map<string, Entry> {
  let cache = caches.get(transport);
  if (!cache) {
    cache = new Map();
    caches.set(transport, cache);
  }
  return cache;
}

/** The records already fetched and still fresh, for a first render without a loading flash. */
export function cachedRecords(
  transport: Transport,
  source: Fetched,
  now = Date.now(),
): unknown[] | undefined {
  const entry = cacheOf(transport).get(sourceKey(source));
  return entry && entry.expires > now ? entry.records : undefined;
}

/**
 * The records of a dictionary type or data interface. Callers asking while a fetch is under way
 * share it: ten fields of one dictionary make one request. A failure answers empty (the
 * transport has shown its message) and is retried once FAILED_TTL_MS has passed.
 */
export function fetchRecords(transport: Transport, source: Fetched): Promise<unknown[]> {
  const cache = cacheOf(transport);
  const key = sourceKey(source);
  const known = cache.get(key);
  if (known && known.expires > Date.now()) return known.promise;
  const entry: Entry = {
    expires: Number.POSITIVE_INFINITY,
    promise: request(transport, source).then(
      (records) => {
        entry.records = records;
        entry.expires = Date.now() + OPTIONS_TTL_MS;
        return records;
      },
      () => {
        entry.records = [];
        entry.expires = Date.now() + FAILED_TTL_MS;
        return [];
      },
    ),
  };
  cache.set(key, entry);
  return entry.promise;
}
