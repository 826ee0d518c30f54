import type { FieldSchema } from './types.js';

/** Visits every field depth-first with its dotted path (`fields.0.children.1`). */
export function walkFields(
  fields: readonly FieldSchema[],
  visit: (field: FieldSchema, path: string) => void,
  base = 'fields',
): void {
  fields.forEach((field, index) => {
    const path = `${base}.${index}`;
    visit(field, path);
    if (Array.isArray(field.children)) walkFields(field.children, visit, `${path}.children`);
  });
}
