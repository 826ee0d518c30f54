import { type FieldSchema, formatValue, type PickerNames } from '@formwork/schema';
import type { FastifyRequest } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import type { Session } from '../../../accounts/sessions.js';
import type { Db } from '../../../db/database.js';
import { sessionOf } from '../../../http/auth.js';
import {
  type Caller,
  callerOf,
  loadInterface,
  mayRunInterface,
  type RunOptions,
  rowsByIds,
  rowsOf,
  runLogged,
  runOptionsOf,
} from '../../data-interface/index.js';
import { loadFieldOptions } from '../../dictionary/index.js';
import { dataScopeOf } from '../data-scope.js';
import { ownValue } from '../field-values.js';
import { grantsOf, relationColumns } from '../grants.js';
import { fetchPage } from '../list-query.js';
import { loadModel } from '../model.js';
import { loadInSlices } from './id-slices.js';

/**
 * Who reads the relation pickers' values, and how an interface is run for them: what a related
 * record or interface row shows depends on the reader's grants, and each run is logged as theirs.
 */
export interface RelationReader {
  session: Session;
  caller: Caller;
  run: RunOptions;
}

export function relationReaderOf(request: FastifyRequest): RelationReader {
  return {
    session: sessionOf(request),
    caller: callerOf(request, 'Info'),
    run: runOptionsOf(request.server.config),
  };
}

/** A relation source's field (any one of those picking from it) and the keys asked of it. */
export interface RelationWanted {
  field: FieldSchema;
  ids: ReadonlySet<string>;
}

/**
 * Names the users, organisations and other records that picker fields hold in records, as the
 * record's own page names them (loadPickerNames without a reader, so no relation goes further).
 */
export type KindNamer = (fields: FieldSchema[], records: Values[]) => Promise<PickerNames>;

type Values = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Every key named '': the picker shows nothing for a row it cannot find or may not read. */
const unnamed = (ids: Iterable<string>): Record<string, string> =>
  Object.fromEntries([...ids].map((id) => [id, '']));

/**
 * What a relationForm shows of the records `ids` name: their `relationField` as the record reads
 * (option labels, people's names), which is what the picker shows of the record it opens; read
 * by the rules of the picker's own route (FieldDataSelect). The records are those the target's
 * data permissions give the reader, the field one the reader's column permissions on the target
 * leave them; the host form the field sits in is already one the reader may open. One query for
 * all of them.
 */
async function relationFormNames(
  db: Db,
  reader: RelationReader,
  { field, ids }: RelationWanted,
  nameKinds: KindNamer,
): Promise<Record<string, string>> {
  const modelId = text(field.props?.modelId);
  const shown = text(field.props?.relationField);
  const named = unnamed(ids);
  const model = await loadModel(db, modelId, reader.session.stamps).catch(() => undefined);
  const target = model?.fields.get(shown);
  if (!model || !target) return named;
  const grants = await grantsOf(db, reader.session, modelId);
  if (!relationColumns(model, grants, [shown]).includes(shown)) return named;
  const scope = await dataScopeOf(db, model, grants);
  const ordering = { key: sql.ref('id'), direction: 'asc' as const };
  const [rows, optionsOf] = await Promise.all([
    loadInSlices([...ids], (slice) => {
      const conditions = [sql<SqlBool>`id in (${sql.join(slice)})`];
      if (scope) conditions.push(scope.condition);
      return fetchPage(db, { model, conditions, ordering }, 0, slice.length);
    }),
    loadFieldOptions(db, [target]),
  ]);
  const names = await nameKinds(
    [target],
    rows.map((row) => row.data),
  );
  for (const row of rows)
    named[row.id] = formatValue(target, ownValue(row.data, shown), { options: optionsOf(target), names });
  return named;
}

/**
 * What a popupSelect or popupTableSelect shows of the interface rows whose `propsValue` column is
 * one of `ids`: their `relationField` column. The interface runs once for all of them, and only
 * for a reader it runs for (where their released designs use it), as the popup's own routes.
 */
async function interfaceNames(
  db: Db,
  reader: RelationReader,
  { field, ids }: RelationWanted,
): Promise<Record<string, string>> {
  const key = text(field.props?.interfaceId);
  const propsValue = text(field.props?.propsValue) || 'id';
  const shown = text(field.props?.relationField) || 'fullName';
  const named = unnamed(ids);
  if (!(await mayRunInterface(db, reader.session, key))) return named;
  try {
    const entry = await loadInterface(db, key);
    const answer = await runLogged(db, entry, [field.props?.params], reader.caller, reader.run);
    for (const row of rowsByIds(rowsOf(key, answer.data), propsValue, [...ids])) {
      const value = Object.hasOwn(row, shown) ? row[shown] : undefined;
      named[String(row[propsValue])] =
        value === null || value === undefined
          ? ''
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
    }
  } catch {
    // An interface that fails names nothing, as the popup then shows nothing; the log has the call.
  }
  return named;
}

/**
 * What the relation pickers show for the keys asked of each source: one query per related model
 * and one run per interface, however many records and fields hold them.
 */
export async function loadRelationNames(
  db: Db,
  reader: RelationReader,
  wanted: ReadonlyMap<string, RelationWanted>,
  nameKinds: KindNamer,
): Promise<Record<string, Record<string, string>>> {
  const loaded = await Promise.all(
    [...wanted].map(async ([source, asked]) => {
      const names =
        asked.field.jnpfKey === 'relationForm'
          ? await relationFormNames(db, reader, asked, nameKinds)
          : await interfaceNames(db, reader, asked);
      return [source, names] as const;
    }),
  );
  return Object.fromEntries(loaded);
}
