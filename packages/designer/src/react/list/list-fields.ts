import {
  dataFieldsOf,
  defaultListSchema,
  entersNumber,
  type FieldSchema,
  type FormSchema,
  type ListColumn,
  type ListSchema,
  type ListSearch,
  SearchType,
} from '@formwork/schema';
import { listProblems } from '../../core/index.js';

/** A field a list can show: a data field of the form, or one of the record's own times. */
export interface ListableField {
  vModel: string;
  label: string;
  jnpfKey: string;
  /** The form's field; undefined for the record's own times. */
  field?: FieldSchema;
}

/**
 * The record's own times, which every list row carries beside the form's values; `labelKey`
 * names them in the designer's catalogue.
 */
export const RECORD_TIMES = [
  { vModel: 'creatorTime', jnpfKey: 'createTime', labelKey: 'list.creatorTime' },
  { vModel: 'lastModifyTime', jnpfKey: 'modifyTime', labelKey: 'list.lastModifyTime' },
] as const;

/** jnpfKeys a list cannot show in a cell: a sub-table holds rows, a signature or file a picture. */
const NOT_A_COLUMN: ReadonlySet<string> = new Set(['table', 'sign', 'uploadFile', 'uploadImg', 'editor']);

const DATE_KEYS: ReadonlySet<string> = new Set(['datePicker', 'timePicker', 'createTime', 'modifyTime']);
const OPTION_KEYS: ReadonlySet<string> = new Set(['select', 'radio', 'checkbox', 'switch', 'treeSelect']);
const TEXT_KEYS: ReadonlySet<string> = new Set(['input', 'textarea', 'billRule', 'autoComplete']);

/** The form's fields a list column or search may name, in form order, then the record times. */
export function listableFields(form: FormSchema, timeLabel: (key: string) => string): ListableField[] {
  const fields: ListableField[] = dataFieldsOf(form)
    .filter((f) => !NOT_A_COLUMN.has(f.jnpfKey))
    .map((f) => ({ vModel: f.vModel ?? '', label: f.label ?? f.vModel ?? '', jnpfKey: f.jnpfKey, field: f }));
  return [
    ...fields,
    ...RECORD_TIMES.map((t) => ({ vModel: t.vModel, label: timeLabel(t.labelKey), jnpfKey: t.jnpfKey })),
  ];
}

/** The searches a field's kind allows: text equal or fuzzy, numbers and moments equal or range. */
export function searchTypesFor(jnpfKey: string): SearchType[] {
  if (TEXT_KEYS.has(jnpfKey)) return [SearchType.fuzzy, SearchType.equal];
  if (entersNumber(jnpfKey) || DATE_KEYS.has(jnpfKey)) return [SearchType.range, SearchType.equal];
  return [SearchType.equal];
}

/** Whether a search on this field may pick several values at once. */
export const allowsMultiple = (jnpfKey: string) => OPTION_KEYS.has(jnpfKey) && jnpfKey !== 'switch';

/** Whether a column of this field can be summed in the summary row. */
export const isNumeric = (jnpfKey: string) => entersNumber(jnpfKey);

export function columnOf(field: ListableField): ListColumn {
  return {
    label: field.label,
    prop: field.vModel,
    jnpfKey: field.jnpfKey,
    align: isNumeric(field.jnpfKey) ? 'right' : 'left',
    fixed: 'none',
    sortable: false,
  };
}

export function searchOf(field: ListableField): ListSearch {
  return {
    label: field.label,
    prop: field.vModel,
    jnpfKey: field.jnpfKey,
    searchType: searchTypesFor(field.jnpfKey)[0] as SearchType,
    ...(allowsMultiple(field.jnpfKey) && { searchMultiple: false }),
  };
}

/**
 * A first list for a form that has none: its first six showable fields as columns, the
 * usual buttons, newest first. A starting point the user then shapes, as JNPF's designer
 * starts from the form.
 */
export function starterList(fields: readonly ListableField[], labels: (key: string) => string): ListSchema {
  return {
    ...defaultListSchema,
    columnList: fields
      .filter((f) => f.field)
      .slice(0, 6)
      .map(columnOf),
    searchList: [],
    btnsList: [
      { value: 'add', label: labels('list.button.add') },
      { value: 'download', label: labels('list.button.download') },
      { value: 'batchRemove', label: labels('list.button.batchRemove') },
    ],
    columnBtnsList: [
      { value: 'edit', label: labels('list.button.edit') },
      { value: 'remove', label: labels('list.button.remove') },
    ],
  };
}

/** The vModels a list names that are no longer fields of the form (nor record times). */
export function missingFields(form: FormSchema, list: ListSchema): Set<string> {
  return new Set(listProblems(form, list).map((p) => p.field));
}
