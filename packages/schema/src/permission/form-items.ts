import { dataFieldsOf } from '../form/fields-of.js';
import { holdsData } from '../form/jnpf-keys.js';
import type { FormSchema } from '../form/types.js';

/**
 * The form-permission code of one sub-table column: the sub-table's vModel and the column's,
 * joined by a hyphen as JNPF names them (tableField107-task). A column is granted on its own, and
 * like-named columns of two sub-tables stay apart.
 */
export const subTableColumnCode = (table: string, column: string): string => `${table}-${column}`;

/** One entry of a form's 表单权限: what a role is granted by, and the name the grant screen shows. */
export interface FormPermissionItem {
  enCode: string;
  fullName: string;
  /** A sub-table column's: the sub-table's vModel (JNPF's childTableKey, with fieldRule 2). */
  childTableKey?: string;
}

/**
 * The form's permission entries in form order: each data field, and right after a sub-table one
 * entry per column ("工作交接-事项"), so that a sub-table can be granted column by column.
 */
export function formPermissionItemsOf(form: FormSchema): FormPermissionItem[] {
  return dataFieldsOf(form).flatMap((field) => {
    const vModel = field.vModel ?? '';
    const label = field.label || vModel;
    const own = { enCode: vModel, fullName: label };
    if (field.jnpfKey !== 'table') return [own];
    const columns = (field.children ?? []).filter((column) => holdsData(column.jnpfKey) && column.vModel);
    return [
      own,
      ...columns.map((column) => ({
        enCode: subTableColumnCode(vModel, column.vModel as string),
        fullName: `${label}-${column.label || column.vModel}`,
        childTableKey: vModel,
      })),
    ];
  });
}
