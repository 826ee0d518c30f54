import {
  CHINESE_DISPLAY_WORDS,
  type DisplayWords,
  type FieldSchema,
  formatValue,
  type ListColumn,
  optionSourceOf,
  storesRecordIds,
} from '@formwork/schema';
import { createWidgetRegistry } from '@formwork/widgets';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useDisplayWords } from '../../i18n/display-words.js';
import { useFieldOptions } from '../../options/use-field-options.js';
import { useRuntime } from '../../runtime-context.js';
import { columnFormatText } from '../format/column-text.js';
import type { SortState } from '../query/build-query.js';
import type { ListRow } from '../types.js';
import { pageNamesCover, usePageNames } from './page-names.js';

type Column = TableColumnType<ListRow>;

/**
 * The text of a cell: the field's display form of the stored value (options, dates, precision),
 * with `words` (a switch's states, a sub-table's row count) in the user's language.
 */
export function cellText(
  field: FieldSchema | undefined,
  value: unknown,
  words: DisplayWords = CHINESE_DISPLAY_WORDS,
): string {
  if (field) return formatValue(field, value, { words });
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A cell of a dictionary or interface field: its labels once the options have arrived. */
function FetchedCellText({ field, value }: { field: FieldSchema; value: unknown }) {
  const { options, loading } = useFieldOptions(field);
  const words = useDisplayWords();
  return loading ? null : formatValue(field, value, { options, words });
}

/**
 * Pickers store ids. Their cell shows the names the list's page answered for them; without those
 * (an endpoint that answers none), the widget itself, read-only, which asks for the names.
 */
function PickerCellText({ field, value }: { field: FieldSchema; value: unknown }) {
  const { widgets } = useRuntime();
  const names = usePageNames();
  const Widget = createWidgetRegistry(widgets ?? {})[field.jnpfKey];
  const words = useDisplayWords();
  if (names && pageNamesCover(names, field, value)) return formatValue(field, value, { words, names });
  if (!Widget) return formatValue(field, value, { words });
  return <Widget {...field.props} value={value} readOnly />;
}

/** What a cell of this column shows for a value: its format, a picker naming the ids, or the field's text. */
export function cellContent(
  column: ListColumn,
  field: FieldSchema | undefined,
  value: unknown,
  words: DisplayWords = CHINESE_DISPLAY_WORDS,
) {
  const formatted = columnFormatText(column, field, value);
  if (formatted !== undefined) return formatted;
  if (field && storesRecordIds(field.jnpfKey) && value !== null && value !== undefined && value !== '')
    return <PickerCellText field={field} value={value} />;
  if (field && optionSourceOf(field).kind !== 'static')
    return <FetchedCellText field={field} value={value} />;
  return cellText(field, value, words);
}

const orderOf = (sort: SortState | null, prop: string) =>
  sort?.sidx === prop ? (sort.sort === 'asc' ? 'ascend' : 'descend') : null;

/**
 * One antd column per list column; sortable ones sort on the server, so the order is controlled.
 * A column `cells` names is drawn by the page.
 */
export function dataColumns(
  columns: readonly ListColumn[],
  fields: ReadonlyMap<string, FieldSchema>,
  sort: SortState | null,
  words: DisplayWords = CHINESE_DISPLAY_WORDS,
  cells?: ReadonlyMap<string, (row: ListRow) => ReactNode>,
): Column[] {
  return columns.map((column) => {
    const cell = cells?.get(column.prop);
    return {
      key: column.prop,
      dataIndex: column.prop,
      title: column.label,
      width: column.width,
      align: column.align,
      fixed: column.fixed === 'none' ? undefined : column.fixed,
      sorter: column.sortable ? true : undefined,
      sortOrder: column.sortable ? orderOf(sort, column.prop) : undefined,
      render: cell
        ? (_value: unknown, row: ListRow) => cell(row)
        : (value: unknown) => cellContent(column, fields.get(column.prop), value, words),
    };
  });
}

export function rowNumberColumn(offset: number, fixed: boolean, title: string): Column {
  return {
    key: '@rowNumber',
    title,
    width: 60,
    align: 'center',
    fixed: fixed ? 'left' : undefined,
    render: (_value: unknown, _row: ListRow, index: number) => offset + index + 1,
  };
}

/** What antd's table reports after a header click, as the list query's sort. */
export function sortFromTable(sorter: unknown): SortState | null {
  const single = (Array.isArray(sorter) ? sorter[0] : sorter) as
    | { columnKey?: unknown; order?: 'ascend' | 'descend' | null }
    | undefined;
  if (!single?.order || single.columnKey === undefined) return null;
  return { sidx: String(single.columnKey), sort: single.order === 'ascend' ? 'asc' : 'desc' };
}
