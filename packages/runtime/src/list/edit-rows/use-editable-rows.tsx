import {
  type FieldSchema,
  type ListColumn,
  type ListSchema,
  ListType,
  type PageEndpoints,
} from '@formwork/schema';
import { type ReactNode, useCallback, useMemo } from 'react';
import type { AccessCheck } from '../../permission/guard.js';
import type { Feedback } from '../feedback/use-feedback.js';
import type { ListTexts } from '../texts.js';
import type { ListRow } from '../types.js';
import { EditButtons } from './EditButtons.js';
import { EditCell } from './EditCell.js';
import { editableInRow } from './editable-fields.js';
import { useRowEdits } from './use-row-edits.js';

export interface EditableRows {
  /** Whether 编辑 edits in place instead of opening the form. */
  enabled: boolean;
  start: (id: string) => void;
  /** A cell's editor while its row is in edit (undefined draws the value); absent when rows are not edited. */
  editor?: (column: ListColumn, row: ListRow) => ReactNode | undefined;
  /** 保存 and 取消 for a row in edit, in place of its buttons; undefined for other rows. */
  buttonsOf: (row: ListRow) => ReactNode | undefined;
}

/**
 * Type 4 as the table needs it: the cells of the fields the user may change in the form
 * (useFormPermission) become the form's widgets in place, and a row in edit saves or cancels.
 */
export function useEditableRows(options: {
  list: ListSchema;
  columns: readonly ListColumn[];
  fields: ReadonlyMap<string, FieldSchema>;
  endpoints: PageEndpoints;
  feedback: Feedback;
  texts: ListTexts;
  reload: () => void;
  can: AccessCheck;
}): EditableRows {
  const { list, columns, fields, endpoints, feedback, texts, reload, can } = options;
  const cells = useMemo(() => {
    const granted = (vModel: string) => can('form', vModel);
    const editable = columns.filter((column) => editableInRow(fields.get(column.prop), granted));
    return new Set(editable.map((column) => column.prop));
  }, [columns, fields, can]);
  const { edits, enabled, start, change, save, cancel } = useRowEdits({
    enabled: list.type === ListType.editable,
    endpoints,
    feedback,
    texts,
    reload,
    cells,
    fields,
  });

  const editor = useCallback(
    (column: ListColumn, row: ListRow) => {
      const edit = edits.get(row.id);
      const field = fields.get(column.prop);
      if (!edit?.values || !field || !cells.has(column.prop)) return undefined;
      return (
        <EditCell
          field={field}
          value={edit.values[column.prop]}
          onChange={(value) => change(row.id, column.prop, value)}
          problem={edit.problems.get(column.prop)}
          disabled={edit.saving}
        />
      );
    },
    [edits, change, fields, cells],
  );

  const buttonsOf = useCallback(
    (row: ListRow) => {
      const edit = edits.get(row.id);
      if (!edit) return undefined;
      return (
        <EditButtons
          texts={texts}
          saving={edit.saving}
          ready={edit.values !== null}
          onSave={() => void save(row.id)}
          onCancel={() => cancel(row.id)}
        />
      );
    },
    [edits, save, cancel, texts],
  );

  return { enabled, start, buttonsOf, ...(enabled && { editor }) };
}
