import { sql } from 'kysely';

/**
 * The stamps read with every session (the records of one model are stamped apart, and read with
 * the list they count). A database trigger gives a stamp a new random version in the same
 * transaction as any change to what it covers: see the change-stamps migration for the tables.
 */
export type StampName = 'authorization' | 'models' | 'profiles' | 'system';

/** The versions of the stamps as one request read them; a stamp never written is absent. */
export type Stamps = Readonly<Partial<Record<StampName, string>>>;

/** The stamps every session read carries. */
export const SESSION_STAMP_NAMES: readonly StampName[] = ['authorization', 'models', 'profiles', 'system'];

/**
 * A scalar subquery: the session stamps, and the records stamp of `recordsOf` when a route names
 * the model it reads, as one JSON object to read beside the session itself. Reading them in the
 * session's own statement saves the request a second round trip to the database.
 */
export const sessionStamps = (recordsOf?: string) => {
  const names: string[] = [...SESSION_STAMP_NAMES];
  if (recordsOf !== undefined) names.push(recordsStamp(recordsOf));
  return sql<Record<string, string> | null>`(
  select json_object_agg(name, version) from formwork_cache.stamp
  where name in (${sql.join(names)}))`;
};

/** The name of the stamp of one model's records. */
export const recordsStamp = (modelId: string) => `records:${modelId}`;

/**
 * Values derived from the database, each kept with the version of the stamp read before it was
 * derived. A value is answered only while the stamp still reads that version: any write since,
 * by this process, another server or plain SQL, has changed the version, and the value is
 * derived again. The version must be read before (or in the same statement as) the reads the
 * value comes from; a change that commits between them then shows as a new version next time.
 *
 * Versions are random, never repeated by any database, so one cache serves every database a
 * process opens (tests open many) without taking one's values for another's. Least recently
 * used values go first past `limit`.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { version: string; value: V }>();

  constructor(private readonly limit: number) {}

  get(key: string, version: string | undefined): V | undefined {
    if (version === undefined) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string | undefined, value: V): void {
    if (version === undefined) return;
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, value });
  }

  /**
   * The value kept under `version`, or what `load` answers, kept for next time. Loads that fail
   * are not kept.
   */
  async through(key: string, version: string | undefined, load: () => Promise<V>): Promise<V> {
    const kept = this.get(key, version);
    if (kept !== undefined) return kept;
    const value = await load();
    this.set(key, version, value);
    return value;
  }
}
