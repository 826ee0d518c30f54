import { ListType } from '@formwork/schema';
import { useMemo } from 'react';
import { grantedButtons } from '../permission/guard.js';
import { useAccess } from '../permission/use-access.js';
import type { ExtraButton, ListRendererProps } from './types.js';

/**
 * The buttons to draw: those the schema lists, granted to the user when the list checks button
 * permissions, and only for actions this page can carry out (a handler or an endpoint behind it).
 */
export function useListButtons({
  list,
  endpoints,
  menuId,
  onAdd,
  onEdit,
  onDetail,
  toolbarExtras,
  rowExtras,
}: ListRendererProps) {
  const can = useAccess(menuId, list);
  return useMemo(() => {
    const toolbarDoable: Record<string, boolean> = {
      add: !!onAdd,
      download: !!endpoints.export,
      upload: !!endpoints.import,
      batchRemove: !!endpoints.batchRemove,
      // Printing needs the call that fills the templates and a template to fill.
      batchPrint: !!endpoints.print && !!list.printIds?.length,
    };
    const rowDoable: Record<string, boolean> = {
      // An editable list edits in place when it can read and write a record.
      edit: !!onEdit || (list.type === ListType.editable && !!endpoints.get && !!endpoints.update),
      remove: !!endpoints.remove,
      detail: !!onDetail,
    };
    const grantedExtras = (extras: readonly ExtraButton[] = []) =>
      extras.filter((button) => !button.permission || can('button', button.permission));
    return {
      toolbarExtras: grantedExtras(toolbarExtras),
      rowExtras: grantedExtras(rowExtras),
      toolbar: grantedButtons(list.btnsList, can).filter((button) => toolbarDoable[button.value]),
      row: grantedButtons(list.columnBtnsList, can).filter((button) => rowDoable[button.value]),
    };
  }, [list, endpoints, can, onAdd, onEdit, onDetail, toolbarExtras, rowExtras]);
}
