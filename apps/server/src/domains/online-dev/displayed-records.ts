import type { Db } from '../../db/database.js';
import { loadFieldOptions } from '../dictionary/index.js';
import type { CellGrants } from './grants.js';
import type { Model } from './model.js';
import { loadPickerNames } from './picker-names/load-picker-names.js';
import type { RelationReader } from './picker-names/relation-names.js';
import { displayValues } from './records.js';

type Values = Record<string, unknown>;

/**
 * Records' values as `reader` reads them: option labels, dictionary labels, the names of the
 * people, organisations, positions, roles, groups and places pickers hold ids of, what relation
 * pickers show of the records and interface rows they hold keys of, formatted dates. What they
 * need is loaded once for all of them (a query per dictionary lookup, per kind of picker record,
 * per related model, a run per interface), so a page or a batch costs the same few queries as
 * one record. With `cells`, a sub-table shows only the columns granted there.
 */
export async function displayedRecords(
  db: Db,
  reader: RelationReader,
  model: Model,
  records: readonly Values[],
  cells?: CellGrants,
): Promise<Values[]> {
  const [optionsOf, names] = await Promise.all([
    loadFieldOptions(db, model.fields.values()),
    loadPickerNames(db, model.fields.values(), records, reader),
  ]);
  return records.map((values) => displayValues(model, values, optionsOf, names, cells));
}
