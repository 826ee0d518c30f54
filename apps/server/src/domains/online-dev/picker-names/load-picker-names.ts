import {
  type FieldSchema,
  type PickerKind,
  type PickerNames,
  pickerIdsOf,
  pickerKindOf,
  relationSourceOf,
} from '@formwork/schema';
import type { Db } from '../../../db/database.js';
import { userFullName } from '../../user-selectors/index.js';
import { ownValue } from '../field-values.js';
import { loadInSlices } from './id-slices.js';
import { loadRelationNames, type RelationReader, type RelationWanted } from './relation-names.js';

type Values = Record<string, unknown>;
type Named = { id: string; name: string };

/**
 * How each kind's records are named, as its picker names them; disabled and deleted-since records
 * are named too where the row is still there, so a value keeps its name after the fact.
 */
const LOADERS: Record<PickerKind, (db: Db, ids: string[]) => Promise<Named[]>> = {
  user: async (db, ids) =>
    (await db.selectFrom('users').select(['id', 'realName', 'account']).where('id', 'in', ids).execute()).map(
      (row) => ({ id: row.id, name: userFullName(row) }),
    ),
  organize: (db, ids) =>
    db.selectFrom('organize').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
  position: (db, ids) =>
    db.selectFrom('position').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
  role: (db, ids) =>
    db.selectFrom('role').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
  group: (db, ids) =>
    db.selectFrom('permissionGroup').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
  area: (db, ids) =>
    db.selectFrom('area').select(['id', 'fullName as name']).where('id', 'in', ids).execute(),
};

/** Where a field's stored ids are named: a kind of record, or a relation picker's source. */
type NamedBy = { kind: PickerKind } | { source: string };

function namedBy(field: FieldSchema): NamedBy | undefined {
  const kind = pickerKindOf(field);
  if (kind) return { kind };
  const source = relationSourceOf(field);
  return source ? { source } : undefined;
}

interface PickerColumn {
  vModel: string;
  field: FieldSchema;
  by: NamedBy;
}

/** The picker fields among `fields`, and the sub-tables with picker columns. */
function pickerPlan(fields: Iterable<FieldSchema>) {
  const pickersOf = (candidates: Iterable<FieldSchema>): PickerColumn[] =>
    [...candidates].flatMap((field) => {
      const by = namedBy(field);
      return by && field.vModel ? [{ vModel: field.vModel, field, by }] : [];
    });
  const all = [...fields];
  const tables = all
    .filter((field) => field.jnpfKey === 'table' && field.vModel)
    .map((table) => ({ vModel: table.vModel as string, columns: pickersOf(table.children ?? []) }))
    .filter((table) => table.columns.length > 0);
  return { pickers: pickersOf(all), tables };
}

/** Calls `found` with each picker field (sub-table columns too) and the value it holds in the records. */
function eachPickerValue(
  fields: Iterable<FieldSchema>,
  records: Iterable<Values>,
  found: (column: PickerColumn, value: unknown) => void,
): void {
  const { pickers, tables } = pickerPlan(fields);
  for (const record of records) {
    for (const column of pickers) found(column, ownValue(record, column.vModel));
    for (const table of tables) {
      const rows = ownValue(record, table.vModel);
      if (!Array.isArray(rows)) continue;
      for (const row of rows) {
        if (typeof row !== 'object' || row === null) continue;
        for (const column of table.columns) found(column, ownValue(row, column.vModel));
      }
    }
  }
}

/** The ids of each kind that the picker fields (sub-table columns too) hold in the records. */
export function pickerIdsIn(
  fields: Iterable<FieldSchema>,
  records: Iterable<Values>,
): Map<PickerKind, Set<string>> {
  const ids = new Map<PickerKind, Set<string>>();
  eachPickerValue(fields, records, ({ by }, value) => {
    if (!('kind' in by)) return;
    const found = pickerIdsOf(value);
    if (found.length === 0) return;
    const ofKind = ids.get(by.kind) ?? new Set<string>();
    for (const id of found) ofKind.add(id);
    ids.set(by.kind, ofKind);
  });
  return ids;
}

/** The keys relation pickers (sub-table columns too) hold in the records, by the source they pick from. */
export function relationIdsIn(
  fields: Iterable<FieldSchema>,
  records: Iterable<Values>,
): Map<string, RelationWanted> {
  const wanted = new Map<string, { field: FieldSchema; ids: Set<string> }>();
  eachPickerValue(fields, records, ({ field, by }, value) => {
    if (!('source' in by)) return;
    const found = pickerIdsOf(value);
    if (found.length === 0) return;
    const asked = wanted.get(by.source) ?? { field, ids: new Set<string>() };
    for (const id of found) asked.ids.add(id);
    wanted.set(by.source, asked);
  });
  return wanted;
}

/**
 * The names of the users, organisations, positions, roles, groups and places that the picker
 * fields among `fields` hold in `records`: one query per kind of record however many fields and
 * records there are, none when no picker holds a value. With a `reader`, also what the relation
 * pickers show for their keys, as that reader may see it (`relations`): a query per related
 * model, a run per data interface. Without one, relation pickers' keys stay unnamed.
 */
export async function loadPickerNames(
  db: Db,
  fields: Iterable<FieldSchema>,
  records: Iterable<Values>,
  reader?: RelationReader,
): Promise<PickerNames> {
  const shown = [...fields];
  const listed = [...records];
  const relationsWanted = reader ? relationIdsIn(shown, listed) : new Map<string, RelationWanted>();
  const [loaded, relations] = await Promise.all([
    Promise.all(
      [...pickerIdsIn(shown, listed)].map(async ([kind, ids]) => {
        const rows = await loadInSlices([...ids], (slice) => LOADERS[kind](db, slice));
        return [kind, Object.fromEntries(rows.map((row) => [row.id, row.name]))] as const;
      }),
    ),
    reader && relationsWanted.size > 0
      ? loadRelationNames(db, reader, relationsWanted, (targets, rows) => loadPickerNames(db, targets, rows))
      : undefined,
  ]);
  const names: PickerNames = Object.fromEntries(loaded);
  if (relations) names.relations = relations;
  return names;
}
