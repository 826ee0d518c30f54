import type { ISchema } from '@formily/react';
import type { FieldSchema, FormSchema } from '@formwork/schema';
import { type CompileContext, type CompileOptions, compileContext } from './context.js';
import { displayNode, labelledVoidNode, unsupportedNode } from './display-node.js';
import { fieldNode, isDataField } from './field-node.js';
import { layoutNode } from './layout-node.js';
import { C, FORM_ROOT } from './names.js';

export type { CompileOptions };

/** One field of any kind; undefined when the user may not see it. */
function node(field: FieldSchema, index: number, ctx: CompileContext, key: string): ISchema | undefined {
  if (isDataField(field)) return ctx.granted(field.vModel) ? fieldNode(field, index, ctx) : undefined;
  return (
    layoutNode(field, index, ctx, key, children) ??
    displayNode(field, index, ctx) ??
    labelledVoidNode(field, index, ctx) ??
    unsupportedNode(field, index, ctx)
  );
}

/**
 * Properties for a list of fields. Data fields are named by their vModel (their value path);
 * containers and display widgets get a name from their place, since void nodes add nothing to
 * the value path.
 */
function children(
  fields: readonly FieldSchema[],
  ctx: CompileContext,
  parent: string,
): Record<string, ISchema> {
  const properties: Record<string, ISchema> = {};
  fields.forEach((field, index) => {
    const key = isDataField(field) ? field.vModel : `${parent}_${index}`;
    const compiled = node(field, index, ctx, key);
    if (compiled) properties[key] = compiled;
  });
  return properties;
}

/**
 * The canonical form schema as a Formily schema: 24-column layout, containers, widgets by
 * jnpfKey, rules with the server's messages, linkage as reactions, and only the fields the
 * user is granted.
 */
export function compileFormily(form: FormSchema, options: CompileOptions): ISchema {
  const ctx = compileContext(form, options);
  return {
    type: 'object',
    properties: {
      [FORM_ROOT]: {
        type: 'void',
        'x-component': C.row,
        'x-component-props': { gutter: ctx.settings.gutter },
        properties: children(form.fields, ctx, '_'),
      },
    },
  };
}
