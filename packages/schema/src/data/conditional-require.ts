import type { FieldSchema, Reaction } from '../form/types.js';

type Json = Record<string, unknown>;

/** What the compiler shares with this file: the empty test and the message keyword. */
export interface RequireContext {
  empty: Json;
  messageKeyword: string;
  message: string;
  mode: 'create' | 'update';
}

/**
 * The `if` of a reaction's condition on a sibling field. A field that is absent counts as empty,
 * as it does in the browser; in update mode a condition only holds on a value actually sent,
 * since the values left out are not being changed.
 */
function conditionSchema(when: Reaction['when'], context: RequireContext): Json | undefined {
  const { field, op, value } = when;
  const present = context.mode === 'update' ? { required: [field] } : {};
  const on = (schema: Json, required = false) => ({
    properties: { [field]: schema },
    ...(required ? { required: [field] } : present),
  });
  switch (op) {
    case 'eq':
      return on({ const: value }, true);
    case 'neq':
      return on({ not: { const: value } });
    case 'in':
      return on({ enum: Array.isArray(value) ? value : [value] }, true);
    case 'empty':
      return on(context.empty);
    case 'notEmpty':
      return on({ not: context.empty }, true);
    default:
      return undefined;
  }
}

/**
 * `fulfill.require` reactions as JSON Schema: while the condition holds, the field must be
 * present and not empty, with the same message as a field that is always required. The server
 * so refuses exactly what the browser's linkage refuses.
 */
export function conditionalRequires(fields: readonly FieldSchema[], context: RequireContext): Json[] {
  const rules: Json[] = [];
  for (const field of fields) {
    if (!field.vModel || field.required) continue;
    for (const reaction of field.reactions ?? []) {
      if (reaction.fulfill?.require !== true) continue;
      const condition = conditionSchema(reaction.when, context);
      if (!condition) continue;
      const notEmpty = { not: context.empty, [context.messageKeyword]: context.message };
      rules.push({
        if: condition,
        then: {
          properties: { [field.vModel]: notEmpty },
          ...(context.mode === 'create' && { required: [field.vModel] }),
        },
      });
    }
  }
  return rules;
}
