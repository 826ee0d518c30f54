import type { InterfaceListParams, InterfaceRecordParams } from '../data-provider/types.js';
import type { PageQuery } from './page-query.js';
import { type ColumnOption, cellText, columnKeys, type PickerRow } from './popup-config.js';

/** The schema props that say where a popup select's rows come from (JNPF names). */
export interface InterfaceSource {
  interfaceId?: string | undefined;
  /** The row key the field stores; JNPF's default 'id'. */
  propsValue?: string | undefined;
  /** The row key the field shows; JNPF's default 'fullName'. */
  relationField?: string | undefined;
  columnOptions?: readonly ColumnOption[] | undefined;
  /** The interface's request parameters, as the form resolved them. */
  params?: Record<string, unknown> | undefined;
}

export const DEFAULT_PROPS_VALUE = 'id';
export const DEFAULT_RELATION_FIELD = 'fullName';

const keysOf = (source: InterfaceSource) => ({
  propsValue: source.propsValue || DEFAULT_PROPS_VALUE,
  relationField: source.relationField || DEFAULT_RELATION_FIELD,
});

/** provider.interfaceList's params for a page of the list. */
export function interfaceListParams(source: InterfaceSource, query: PageQuery): InterfaceListParams {
  return {
    interfaceId: source.interfaceId ?? '',
    ...keysOf(source),
    columnOptions: columnKeys(source.columnOptions),
    keyword: query.keyword,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    ...(source.params && { params: source.params }),
  };
}

/** provider.interfaceRecord's params for the row a stored value names. */
export function interfaceRecordParams(source: InterfaceSource, id: string): InterfaceRecordParams {
  return {
    interfaceId: source.interfaceId ?? '',
    id,
    ...keysOf(source),
    ...(source.params && { params: source.params }),
  };
}

/** What the field stores for a row: its propsValue, as text. */
export function rowValue(source: InterfaceSource, row: PickerRow): string {
  return cellText(row[keysOf(source).propsValue]);
}

/** What the trigger shows for a row: its relationField. */
export function rowText(source: InterfaceSource, row: PickerRow): string {
  return cellText(row[keysOf(source).relationField]);
}

/** Identifies the rows' origin: known rows of another interface or parameters are not reused. */
export function sourceId(source: InterfaceSource): string {
  const { propsValue, relationField } = keysOf(source);
  return JSON.stringify([source.interfaceId ?? '', propsValue, relationField, source.params ?? null]);
}
