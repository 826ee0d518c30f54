import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  dataScopeOf,
  grantedCells,
  loadGrants,
  loadModel,
  type Model,
  readableCells,
  readableFields,
} from '../online-dev/index.js';
import type { FileObject } from './tables.js';

/** Records looked at per download; a file shared by more records than this is rare. */
const RECORDS_LOOKED_AT = 500;

/** Whether a stored value (a file list, a sub-table's rows) holds the file named `name`. */
function holdsFile(value: unknown, name: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsFile(item, name));
  if (value === null || typeof value !== 'object') return false;
  if ((value as { fileId?: unknown }).fileId === name) return true;
  return Object.values(value).some((inner) => holdsFile(inner, name));
}

/**
 * Whether the user may download a file: their own upload, an avatar (shown to everyone), or a
 * file held by an OnlineDev record they may read (their data permissions), in a field they may
 * read (form permissions): the same grant check the record's own page makes.
 */
export async function mayDownload(db: Db, userId: string, file: FileObject): Promise<boolean> {
  if (file.type === 'userAvatar' || file.creatorUserId === userId) return true;
  const holds = sql<SqlBool>`jsonb_path_exists(data, '$.** ? (@.fileId == $name)', jsonb_build_object('name', ${file.name}::text))`;
  const { rows: holders } = await sql<{ modelId: string }>`
    select distinct model_id from online_dev_record where ${holds}`.execute(db);
  for (const { modelId } of holders) {
    const grants = await loadGrants(db, userId, modelId);
    if (!grants.module) continue;
    // The records of a model no longer released are read by nobody, so they grant nothing.
    const model: Model | undefined = await loadModel(db, modelId).catch(() => undefined);
    if (!model) continue;
    const scope = await dataScopeOf(db, model, grants);
    const { rows } = await sql<{ data: Record<string, unknown> }>`
      select data from online_dev_record
      where model_id = ${modelId} and ${holds} and ${scope?.condition ?? sql<SqlBool>`true`}
      limit ${RECORDS_LOOKED_AT}`.execute(db);
    const fields = readableFields(model, grants);
    const cells = readableCells(model, grants);
    const readable = rows.some(({ data }) =>
      Object.entries(data).some(
        ([field, value]) =>
          fields.has(field) && holdsFile(cells ? grantedCells(cells, field, value) : value, file.name),
      ),
    );
    if (readable) return true;
  }
  return false;
}
