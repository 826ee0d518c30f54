import {
  type FieldSchema,
  type PickerKind,
  type PickerNames,
  pickerIdsOf,
  pickerKindOf,
} from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { ownValue } from '../online-dev/field-values.js';
import { userFullName } from '../user-selectors/users.js';

type Values = Record<string, unknown>;
type Named = { id: string; name: string };

/**
 * Bound parameters a statement may carry are limited (65,535 in PostgreSQL): an export of every
 * record may name more ids than that, so they are asked for in slices this large.
 */
const IDS_PER_QUERY = 10_000;

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

interface PickerColumn {
  vModel: string;
  kind: PickerKind;
}

/** The picker fields among `fields`, and the sub-tables with picker columns. */
function pickerPlan(fields: Iterable<FieldSchema>) {
  const pickersOf = (candidates: Iterable<FieldSchema>): PickerColumn[] =>
    [...candidates].flatMap((field) => {
      const kind = pickerKindOf(field);
      return kind && field.vModel ? [{ vModel: field.vModel, kind }] : [];
    });
  const all = [...fields];
  const tables = all
    .filter((field) => field.jnpfKey === 'table' && field.vModel)
    .map((table) => ({ vModel: table.vModel as string, columns: pickersOf(table.children ?? []) }))
    .filter((table) => table.columns.length > 0);
  return { pickers: pickersOf(all), tables };
}

/** The ids of each kind that the picker fields (sub-table columns too) hold in the records. */
export function pickerIdsIn(
  fields: Iterable<FieldSchema>,
  records: Iterable<Values>,
): Map<PickerKind, Set<string>> {
  const { pickers, tables } = pickerPlan(fields);
  const ids = new Map<PickerKind, Set<string>>();
  const add = (kind: PickerKind, value: unknown) => {
    const found = pickerIdsOf(value);
    if (found.length === 0) return;
    const ofKind = ids.get(kind) ?? new Set<string>();
    for (const id of found) ofKind.add(id);
    ids.set(kind, ofKind);
  };
  for (const record of records) {
    for (const { vModel, kind } of pickers) add(kind, ownValue(record, vModel));
    for (const table of tables) {
      const rows = ownValue(record, table.vModel);
      if (!Array.isArray(rows)) continue;
      for (const row of rows) {
        if (typeof row !== 'object' || row === null) continue;
        for (const { vModel, kind } of table.columns) add(kind, ownValue(row, vModel));
      }
    }
  }
  return ids;
}

/**
 * The names of the users, organisations, positions, roles, groups and places that the picker
 * fields among `fields` hold in `records`: one query per kind of record however many fields and
 * records there are, none when no picker holds a value.
 */
export async function loadPickerNames(
  db: Db,
  fields: Iterable<FieldSchema>,
  records: Iterable<Values>,
): Promise<PickerNames> {
  const wanted = [...pickerIdsIn(fields, records)];
  const loaded = await Promise.all(
    wanted.map(async ([kind, ids]) => {
      const all = [...ids];
      const slices = [];
      for (let start = 0; start < all.length; start += IDS_PER_QUERY)
        slices.push(LOADERS[kind](db, all.slice(start, start + IDS_PER_QUERY)));
      const rows = (await Promise.all(slices)).flat();
      return [kind, Object.fromEntries(rows.map((row) => [row.id, row.name]))] as const;
    }),
  );
  return Object.fromEntries(loaded);
}
