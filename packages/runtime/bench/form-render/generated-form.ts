import type { FieldSchema, FormSchema } from '@formwork/schema';

const KINDS = ['input', 'inputNumber', 'select', 'datePicker', 'switch', 'textarea'] as const;

function field(n: number): FieldSchema {
  const jnpfKey = KINDS[n % KINDS.length] ?? 'input';
  const base: FieldSchema = { jnpfKey, vModel: `f${n}`, label: `字段${n}`, span: 12, required: n % 5 === 0 };
  if (jnpfKey === 'input' && n % 4 === 0) base.regList = [{ rule: 'phone' }];
  if (jnpfKey === 'inputNumber') base.props = { min: 0, max: 1000, precision: 2 };
  if (jnpfKey === 'select')
    base.props = { options: [1, 2, 3, 4, 5].map((v) => ({ label: `选项${v}`, value: v })) };
  if (jnpfKey === 'textarea') base.props = { maxlength: 200 };
  return base;
}

/** `count` fields, two to a row, as a designer lays out a long form. */
export function generatedForm(count: number): FormSchema {
  const fields: FieldSchema[] = [];
  for (let n = 1; n <= count; n += 2) fields.push({ jnpfKey: 'row', children: [field(n), field(n + 1)] });
  return { version: 1, kind: 'form', settings: { labelWidth: 100, gutter: 15 }, fields };
}
