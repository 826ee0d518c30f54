import type { FieldSchema } from '@formwork/schema';
import { SYSTEM_KEYS } from '../../form/render/system-fields.js';

/**
 * Kinds a row editor leaves as text: the server fills them (system fields, bill numbers,
 * calculated fields, fetched attributes) or they need more room than a cell (sub-tables).
 */
const NOT_IN_A_ROW: ReadonlySet<string> = new Set([
  ...SYSTEM_KEYS,
  'table',
  'calculate',
  'billRule',
  'relationFormAttr',
  'popupAttr',
]);

/** Whether a row editor draws an editor for this field, as the form would let the user change it. */
export function editableInRow(field: FieldSchema | undefined, granted: (vModel: string) => boolean): boolean {
  if (!field?.vModel || NOT_IN_A_ROW.has(field.jnpfKey)) return false;
  if (field.props?.disabled === true || field.props?.readonly === true) return false;
  return granted(field.vModel);
}
