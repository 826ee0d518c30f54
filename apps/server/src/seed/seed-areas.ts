import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { chinaAreas } from '../domains/area/china-areas.js';
import { seedOnce } from './seed-once.js';

/**
 * Loads China's provinces, cities and districts into the area table, once per database. This is
 * reference data the address picker cannot work without, so it is loaded whether or not the demo
 * data is. About 3,800 rows go in as one statement over one JSON parameter: a round trip per row
 * (or per batch) would add seconds to every start of a fresh database.
 */
export function seedAreas(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.areas',
    async () => JSON.stringify(chinaAreas()),
    async (trx, rows) => {
      await sql`
        insert into area (id, parent_id, full_name, en_code, level, sort_code)
        select id, "parentId", "fullName", id, level, "sortCode"
        from jsonb_to_recordset(cast(${rows} as jsonb))
          as t(id text, "parentId" text, "fullName" text, level integer, "sortCode" integer)
        on conflict (id) do nothing`.execute(trx);
    },
  );
}
