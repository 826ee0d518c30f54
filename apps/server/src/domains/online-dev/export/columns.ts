import {
  type FieldOption,
  type FieldSchema,
  formatValue,
  isServerFilled,
  type PickerNames,
  valueKindOf,
} from '@formwork/schema';
import { badField } from '../../../http/envelope.js';
import type { Model } from '../model.js';

export interface ExportColumn {
  vModel: string;
  header: string;
  field: FieldSchema;
  /** Fetched options (a dictionary's), when the field's are not in its schema. */
  options?: readonly FieldOption[];
}

/** The columns asked for, in their order, as the list names them; unknown ones answer 400. */
export function exportColumns(
  model: Model,
  selectKey: string[],
  visible?: ReadonlySet<string>,
): ExportColumn[] {
  const labels = new Map(model.list.columnList.map((column) => [column.prop, column.label]));
  const columns: ExportColumn[] = [];
  for (const vModel of new Set(selectKey)) {
    const field = model.fields.get(vModel);
    if (!field) throw badField('selectKey', 'onlineDev.notFormField', { vModel });
    // Columns this user may not see are left out, as the list leaves them out.
    if (visible && !visible.has(vModel)) continue;
    columns.push({ vModel, field, header: labels.get(vModel) || field.label || vModel });
  }
  if (columns.length === 0) throw badField('selectKey', 'onlineDev.noColumns');
  return columns;
}

const isNumber = (field: FieldSchema) => valueKindOf(field.jnpfKey) === 'number';

/**
 * A number stays a number, so the sheet can sum it; everything else is the text on screen, with
 * `names` for the ids pickers hold.
 */
export function cellOf(column: ExportColumn, value: unknown, names: PickerNames = {}): string | number {
  if (typeof value === 'number' && isNumber(column.field)) return value;
  return formatValue(column.field, value, { options: column.options, names });
}

/** The number format that shows a number as the form does. */
export function numberFormatOf(field: FieldSchema): string | undefined {
  if (!isNumber(field)) return undefined;
  const places = field.jnpfKey === 'calculate' ? 2 : field.props?.precision;
  const decimals = places ? `.${'0'.repeat(places)}` : '';
  return field.props?.thousands ? `#,##0${decimals}` : places ? `0${decimals}` : undefined;
}

/**
 * Fields an import can fill from a cell: not the server's own (system fields, calculations), not
 * files, sub-tables or values copied from a related record.
 */
function importable(field: FieldSchema): boolean {
  const kind = valueKindOf(field.jnpfKey);
  return !isServerFilled(field) && kind !== 'files' && kind !== 'rows' && kind !== 'attr';
}

export function importableFields(model: Model): FieldSchema[] {
  return [...model.fields.values()].filter(importable);
}
