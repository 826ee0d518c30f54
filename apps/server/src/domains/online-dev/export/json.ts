import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Db } from '../../../db/database.js';
import type { CellGrants } from '../grants.js';
import { fetchPage, onlyKeys, type RecordQuery } from '../list-query.js';
import type { Model } from '../model.js';
import { readable } from '../records.js';
import { EXPORT_BATCH } from './xlsx.js';

/**
 * Every record of a model as JSON, for moving data between installations: the model's
 * identity and version, then the records with their stored values (of `fields` only) and times.
 * Written in batches straight to the file.
 */
export async function writeJson(
  db: Db,
  path: string,
  model: Model,
  query: RecordQuery,
  fields: ReadonlySet<string>,
  cells?: CellGrants,
): Promise<number> {
  const out = createWriteStream(path, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const head = { id: model.id, fullName: model.fullName, enCode: model.enCode, version: model.version };
  await write(`${JSON.stringify(head).slice(0, -1)},"exportTime":${Date.now()},"records":[`);
  let written = 0;
  for (;;) {
    const rows = await fetchPage(db, query, written, EXPORT_BATCH);
    for (const row of rows) {
      const record = {
        id: row.id,
        data: readable(model, onlyKeys(row.data, fields), fields, cells),
        creatorTime: row.creatorTime.getTime(),
        lastModifyTime: row.lastModifyTime?.getTime() ?? null,
      };
      await write(`${written > 0 ? ',' : ''}\n${JSON.stringify(record)}`);
      written += 1;
    }
    if (rows.length < EXPORT_BATCH) break;
  }
  await write('\n]}\n');
  out.end();
  await once(out, 'finish');
  return written;
}
