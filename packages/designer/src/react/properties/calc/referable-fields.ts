import { dataFieldsOf, entersNumber, type FieldSchema, type FormSchema } from '@formwork/schema';

/** A field a formula may name: its data key and what the editor shows for it. */
export interface ReferableField {
  vModel: string;
  label: string;
}

const named = (f: FieldSchema): f is FieldSchema & { vModel: string } =>
  typeof f.vModel === 'string' && f.vModel !== '';

/**
 * `fields` that are numeric, plus the calculated ones placed before `self`: `computeCalculated`
 * fills calculated fields in this order, so only an earlier one has its fresh value when `self`
 * is computed (a later one would be read as the client sent it).
 */
function numericUpTo(fields: readonly FieldSchema[], self: FieldSchema): FieldSchema[] {
  const at = fields.indexOf(self);
  return fields.filter(
    // Anything that is not a number counts as 0 in a formula.
    (f, i) => entersNumber(f.jnpfKey) || (f.jnpfKey === 'calculate' && at !== -1 && i < at),
  );
}

const entry = (f: FieldSchema & { vModel: string }): ReferableField => ({
  vModel: f.vModel,
  label: f.label || f.vModel,
});

/**
 * The fields `self`'s expression can reference, exactly as `computeCalculated` resolves them.
 * On the main form the scope is the main form's values: a sub-table there is a list of rows
 * (read as 0), so its columns are not offered. A calculated column of `table` sees its own row
 * first, then the main form's values; the main form's calculated fields are computed after the
 * rows, so they are not offered to a column.
 */
export function referableFields(
  schema: FormSchema,
  self: FieldSchema,
  table?: FieldSchema,
): ReferableField[] {
  const main = dataFieldsOf(schema);
  const found = table
    ? [...numericUpTo(table.children ?? [], self), ...main.filter((f) => entersNumber(f.jnpfKey))]
    : numericUpTo(main, self);
  const seen = new Set<string>(self.vModel ? [self.vModel] : []);
  const out: ReferableField[] = [];
  for (const f of found) {
    // A row's value shadows a main-form value of the same key, so the first one wins.
    if (!named(f) || seen.has(f.vModel)) continue;
    seen.add(f.vModel);
    out.push(entry(f));
  }
  return out;
}
