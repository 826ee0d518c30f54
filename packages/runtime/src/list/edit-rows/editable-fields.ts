import { type FieldSchema, isServerFilledKey, valueKindOf } from '@formwork/schema';

/**
 * Kinds a row editor leaves as text: the server fills them (system fields, bill numbers,
 * calculated fields), they are fetched (relation attributes) or they need more room than a
 * cell (sub-tables).
 */
function notInARow(jnpfKey: string): boolean {
  const kind = valueKindOf(jnpfKey);
  return isServerFilledKey(jnpfKey) || kind === 'rows' || kind === 'attr';
}

/** Whether a row editor draws an editor for this field, as the form would let the user change it. */
export function editableInRow(field: FieldSchema | undefined, granted: (vModel: string) => boolean): boolean {
  if (!field?.vModel || notInARow(field.jnpfKey)) return false;
  if (field.props?.disabled === true || field.props?.readonly === true) return false;
  return granted(field.vModel);
}
