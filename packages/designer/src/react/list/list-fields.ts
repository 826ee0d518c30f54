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
  searchKindOf,
  showsAsColumn,
  valueKindOf,
} from '@formwork/schema';
import { listProblems } from '../../core/index.js';
import type { DesignerKey } from '../i18n/instance.js';

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

/** The form's fields a list column or search may name, in form order, then the record times. */
export function listableFields(form: FormSchema, timeLabel: (key: DesignerKey) => string): ListableField[] {
  const fields: ListableField[] = dataFieldsOf(form)
    .filter((f) => showsAsColumn(f.jnpfKey))
    .map((f) => ({ vModel: f.vModel ?? '', label: f.label ?? f.vModel ?? '', jnpfKey: f.jnpfKey, field: f }));
  return [
    ...fields,
    ...RECORD_TIMES.map((t) => ({ vModel: t.vModel, label: timeLabel(t.labelKey), jnpfKey: t.jnpfKey })),
  ];
}

/**
 * The searches a field's kind allows: text fuzzy or equal; numbers typed in, moments and times
 * of day range or equal; anything else equal.
 */
export function searchTypesFor(jnpfKey: string): SearchType[] {
  const kind = searchKindOf(jnpfKey);
  if (kind === 'text') return [SearchType.fuzzy, SearchType.equal];
  if (entersNumber(jnpfKey) || kind === 'moment' || kind === 'time')
    return [SearchType.range, SearchType.equal];
  return [SearchType.equal];
}

/** Whether a search on this field may pick several of its options at once (a switch has two states). */
export const allowsMultiple = (jnpfKey: string) =>
  searchKindOf(jnpfKey) === 'options' && valueKindOf(jnpfKey) !== 'flag';

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
export function starterList(
  fields: readonly ListableField[],
  labels: (key: DesignerKey) => string,
): ListSchema {
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
