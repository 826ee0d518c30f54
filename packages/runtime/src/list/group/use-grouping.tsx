import { type FieldSchema, formatValue, type ListColumn, type ListSchema, ListType } from '@formwork/schema';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useDisplayWords } from '../../i18n/display-words.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { useFieldOptions } from '../../options/use-field-options.js';
import { columnFormatText } from '../format/column-text.js';
import { cellContent, cellText } from '../table/build-columns.js';
import type { ListTexts } from '../texts.js';
import type { ListRow } from '../types.js';
import { type GroupInfo, type GroupRow, groupRows } from './group-rows.js';

export interface Grouping {
  rows: GroupRow[];
  /** A group row's label: the value as its records' cells show it, and the count. */
  label: (group: GroupInfo) => ReactNode;
}

/**
 * The records of a grouped list in groups by the display text of its group field (so two
 * moments on one day, or two codes with one label, share a group), or undefined when the list
 * is not grouped.
 */
export function useGrouping(
  list: ListSchema,
  columns: readonly ListColumn[],
  fields: ReadonlyMap<string, FieldSchema>,
  records: ListRow[],
  texts: ListTexts,
): Grouping | undefined {
  const prop = list.type === ListType.grouped ? list.groupField : undefined;
  const field = prop ? fields.get(prop) : undefined;
  const t = useRuntimeText();
  const words = useDisplayWords();
  const column = useMemo<ListColumn>(
    () => columns.find((candidate) => candidate.prop === prop) ?? { prop: prop ?? '', label: '' },
    [columns, prop],
  );
  // Dictionary and interface fields name their values once their options arrive.
  const { options } = useFieldOptions(field);
  const textOf = useCallback(
    (value: unknown) =>
      columnFormatText(column, field, value) ??
      (field ? formatValue(field, value, { options, words }) : cellText(undefined, value)),
    [column, field, options, words],
  );
  const rows = useMemo(() => (prop ? groupRows(records, prop, textOf) : []), [records, prop, textOf]);
  const label = useCallback(
    (group: GroupInfo) => (
      <span>
        <strong>
          {group.text === '' ? texts.groupEmpty : cellContent(column, field, group.value, words)}
        </strong>
        <span style={{ marginLeft: 8, color: 'rgba(0, 0, 0, 0.45)' }}>
          {t('list.groupCount', { count: group.count })}
        </span>
      </span>
    ),
    [column, field, texts, t, words],
  );
  return prop ? { rows, label } : undefined;
}
