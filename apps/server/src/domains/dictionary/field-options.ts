import { type FieldOption, type FieldSchema, fetchedOptions, optionSourceOf } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { enabledItems, findTypes, offered, typeMatching } from './items.js';

/** The options fetched for a field, or undefined to show its static ones (or the raw value). */
export type FieldOptionsLookup = (field: FieldSchema) => readonly FieldOption[] | undefined;

const noOptions: FieldOptionsLookup = () => undefined;

function dictionaryFields(fields: Iterable<FieldSchema>, into: FieldSchema[] = []): FieldSchema[] {
  for (const field of fields) {
    if (optionSourceOf(field).kind === 'dictionary') into.push(field);
    // A sub-table's columns are fields too.
    if (field.children) dictionaryFields(field.children, into);
  }
  return into;
}

/**
 * The dictionary options of every dictionary field among `fields` (sub-table columns too), in
 * two queries however many fields share a type, so that display text (DataChange, the Excel
 * export) shows labels instead of codes. A type that does not exist shows raw values rather
 * than failing the request. Interface-backed (dynamic) options are not known to the server:
 * their values stay as stored.
 */
export async function loadFieldOptions(db: Db, fields: Iterable<FieldSchema>): Promise<FieldOptionsLookup> {
  const wanted = dictionaryFields(fields);
  if (wanted.length === 0) return noOptions;
  const keyOf = (field: FieldSchema) => field.props?.dictionaryType as string;
  const keys = [...new Set(wanted.map(keyOf))];
  const types = await findTypes(db, keys);
  const items = await enabledItems(
    db,
    types.map((type) => type.id),
  );
  const options = new Map<FieldSchema, FieldOption[]>();
  for (const field of wanted) {
    const type = typeMatching(types, keyOf(field));
    if (type)
      options.set(field, fetchedOptions(offered(type, items.get(type.id) ?? []), field.props?.optionProps));
  }
  return (field) => options.get(field);
}
