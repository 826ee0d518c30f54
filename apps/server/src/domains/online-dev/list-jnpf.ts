import { isAmountKey, isSystemKey, ListType, type OnlineDevRow, type PickerNames } from '@formwork/schema';
import type { FieldOptionsLookup } from '../dictionary/index.js';
import type { Model } from './model.js';
import { displayValues } from './records.js';

/**
 * A list page as JNPF's own backend answers it to JNPF's web client, which shows each cell as it
 * arrives: values as a person reads them (option labels, people's names, dates in the field's
 * format), the record's id untouched for edit, detail and delete. A relation's stored id goes in
 * `{vModel}_id`, where the client looks for it to open the related record. An inline-editing
 * list (type 4) edits the row in place, so it keeps the stored values and carries the text in
 * `{vModel}_name`, which the client shows for the fields it does not edit.
 */
export function jnpfListRows(
  model: Model,
  rows: readonly OnlineDevRow[],
  optionsOf: FieldOptionsLookup,
  names: PickerNames,
): Array<Record<string, unknown>> {
  const rowEdit = model.list.type === ListType.editable;
  return rows.map((row) => {
    const stored = Object.entries(row).filter(([key]) => model.fields.has(key));
    const texts = displayValues(model, Object.fromEntries(stored), optionsOf, names);
    const entries: Array<[string, unknown]> = Object.entries(row);
    for (const [vModel, text] of Object.entries(texts)) {
      const field = model.fields.get(vModel);
      // JNPF's number cell (its number input's and calculation's: the amounts) formats the stored
      // number itself, with precision and thousands.
      if (!field || isAmountKey(field.jnpfKey)) continue;
      if (rowEdit) {
        if (field.jnpfKey !== 'table') entries.push([`${vModel}_name`, text]);
        continue;
      }
      if (field.jnpfKey === 'relationForm')
        entries.push([`${vModel}_id`, Object.hasOwn(row, vModel) ? row[vModel] : null]);
      entries.push([vModel, text]);
    }
    // Later entries win: the text replaces the stored value it was made from.
    return Object.fromEntries(entries);
  });
}

/**
 * A record as JNPF's form opens it for editing: stored values, except the fields the server
 * fills (creator, times, bill number), which the client shows read-only as they come — JNPF's
 * backend answers those as text (a time formatted, not its number). Writes never take them back.
 */
export function jnpfFormValues(model: Model, values: Record<string, unknown>): Record<string, unknown> {
  const filled = Object.entries(values).filter(([vModel]) => {
    const field = model.fields.get(vModel);
    // A calculation is filled by the server too, but JNPF's form computes and shows it itself.
    return field !== undefined && isSystemKey(field.jnpfKey);
  });
  return Object.fromEntries([
    ...Object.entries(values),
    ...Object.entries(displayValues(model, Object.fromEntries(filled))),
  ]);
}
