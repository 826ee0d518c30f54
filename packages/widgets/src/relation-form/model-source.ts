import type { ModelListParams } from '../data-provider/types.js';
import type { PageQuery } from '../popup-select/page-query.js';
import { type ColumnOption, cellText, columnKeys, type PickerRow } from '../popup-select/popup-config.js';

/** The schema props that say which form model's records a relation form picks (JNPF names). */
export interface ModelSource {
  modelId?: string | undefined;
  /** The model field (vModel) the trigger shows. */
  relationField?: string | undefined;
  columnOptions?: readonly ColumnOption[] | undefined;
}

/** provider.modelList's params for a page of records. */
export function modelListParams(source: ModelSource, query: PageQuery): ModelListParams {
  return {
    modelId: source.modelId ?? '',
    relationField: source.relationField ?? '',
    columnOptions: columnKeys(source.columnOptions),
    keyword: query.keyword,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
  };
}

/** A record's key, which the field stores. */
export function recordId(row: PickerRow): string {
  return cellText(row.id);
}

/** What the trigger shows for a record: its relationField. */
export function recordText(source: ModelSource, row: PickerRow): string {
  return source.relationField ? cellText(row[source.relationField]) : '';
}

/** Identifies the records' origin: records of another model are not reused. */
export function modelSourceId(source: ModelSource): string {
  return JSON.stringify([source.modelId ?? '', source.relationField ?? '']);
}
