import type { ISchema } from '@formily/react';
import { type DisplayKey, type FieldSchema, traitsOf } from '@formwork/schema';
import { linkageReaction } from '../linkage/linkage-reaction.js';
import type { CompileContext } from './context.js';
import { C } from './names.js';

/** The display widgets the form draws itself, by the components it names them with. */
const DISPLAY_COMPONENTS: Readonly<Partial<Record<DisplayKey, string>>> = {
  text: C.text,
  alert: C.alert,
  divider: C.divider,
  groupTitle: C.groupTitle,
  link: C.link,
  button: C.button,
};

/** A node that holds no value (display widget, container, placeholder), in its column. */
export function voidNode(
  field: FieldSchema,
  index: number,
  ctx: CompileContext,
  component: string,
  props: Record<string, unknown>,
): ISchema {
  const node: ISchema = {
    type: 'void',
    'x-index': index,
    'x-decorator': C.col,
    'x-decorator-props': { span: field.span ?? 24 },
    'x-component': component,
    'x-component-props': props,
  };
  if (field.noShow) node['x-display'] = 'hidden';
  if (field.reactions?.length) {
    node['x-reactions'] = linkageReaction(field.reactions, {
      visible: !field.noShow,
      required: false,
      disabled: false,
      detail: ctx.mode === 'detail',
    });
  }
  return node;
}

/** Text, alert, divider, group title, link and button: they show the schema, never a value. */
export function displayNode(field: FieldSchema, index: number, ctx: CompileContext): ISchema | undefined {
  const component = Object.hasOwn(DISPLAY_COMPONENTS, field.jnpfKey)
    ? DISPLAY_COMPONENTS[field.jnpfKey as DisplayKey]
    : undefined;
  if (!component) return undefined;
  return voidNode(field, index, ctx, component, {
    ...field.props,
    label: field.label,
    tipLabel: field.tipLabel,
  });
}

/**
 * Widgets that hold no value yet sit under a label like a field: barcode and QR code (a text,
 * another field's value or the record) and relation attributes the designer chose not to store
 * (one column of the record chosen in their relation field).
 */
export function labelledVoidNode(
  field: FieldSchema,
  index: number,
  ctx: CompileContext,
): ISchema | undefined {
  if (traitsOf(field.jnpfKey).labelled !== true) return undefined;
  const node = voidNode(field, index, ctx, field.jnpfKey, { ...field.props });
  node['x-decorator'] = C.formItem;
  node['x-decorator-props'] = { span: field.span ?? 24 };
  if (field.showLabel !== false && field.label) node.title = field.label;
  return node;
}

/** A visible placeholder instead of a crash for a key this runtime cannot draw. */
export function unsupportedNode(field: FieldSchema, index: number, ctx: CompileContext): ISchema {
  return voidNode(field, index, ctx, C.unsupported, { jnpfKey: field.jnpfKey });
}
