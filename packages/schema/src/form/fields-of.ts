import { holdsData } from './jnpf-keys.js';
import type { FieldSchema, FormSchema } from './types.js';

export interface DataField {
  vModel: string;
  label: string;
  jnpfKey: string;
}

/** Data fields directly under `fields`, looking through containers; a sub-table is one field. */
function collect(fields: readonly FieldSchema[], out: FieldSchema[]): FieldSchema[] {
  for (const field of fields) {
    if (holdsData(field.jnpfKey) && field.vModel) out.push(field);
    else if (field.children) collect(field.children, out);
  }
  return out;
}

/** The form's data fields, in form order, as full schemas (sub-table columns stay in `children`). */
export function dataFieldsOf(form: FormSchema): FieldSchema[] {
  return collect(form.fields, []);
}

/** The form's data fields (not layout containers or display-only widgets), in form order. */
export function fieldsOf(form: FormSchema): DataField[] {
  return dataFieldsOf(form).map((f) => ({
    vModel: f.vModel ?? '',
    label: f.label ?? '',
    jnpfKey: f.jnpfKey,
  }));
}
