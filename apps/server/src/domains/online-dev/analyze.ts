import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Records written since the last ANALYZE, in this process. */
let changed = 0;
let running = false;
const EVERY = 5000;

/**
 * PGlite has no autovacuum, so nothing refreshes the planner's statistics as records come and
 * go (stale ones make it sort where reading an index would do) and nothing marks pages all
 * visible (without which a count reads every record instead of an index). Every few thousand
 * writes this process runs VACUUM ANALYZE itself, in the background; on PostgreSQL it only
 * repeats autovacuum. A vacuum of pages already clean skips them, so it stays short.
 */
export function noteWrites(db: Db, count: number): void {
  changed += count;
  if (changed < EVERY || running) return;
  changed = 0;
  running = true;
  sql`vacuum (analyze) online_dev_record`
    .execute(db)
    .catch(() => undefined)
    .finally(() => {
      running = false;
    });
}
