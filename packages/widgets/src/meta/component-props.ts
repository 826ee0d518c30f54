import type { FieldSchema } from '@formwork/schema';

/**
 * Schema props the form itself handles: its state (disabled, read-only) and where options come
 * from (the form fetches those, a lazy tree's children too, and hands the widget the result).
 * A widget never sees them.
 */
export const FORM_OWNED_PROPS: ReadonlySet<string> = new Set([
  'disabled',
  'readonly',
  'dataType',
  'dictionaryType',
  'propsUrl',
  'optionProps',
  'options',
  'lazyTree',
]);

/** Canonical options are {label, value, children}; the widgets take JNPF's key mapping. */
export const CANONICAL_OPTION_KEYS = { label: 'label', value: 'value', children: 'children' } as const;

/** The field's schema props a widget takes as they are (placeholder, maxlength, precision...). */
export function ownProps(field: FieldSchema, formOwned: ReadonlySet<string> = FORM_OWNED_PROPS) {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(field.props ?? {})) {
    if (!formOwned.has(name) && value !== undefined) props[name] = value;
  }
  return props;
}

/** Option widgets: their static options under the canonical key mapping. */
export function optionWidgetProps(field: FieldSchema): Record<string, unknown> {
  return { ...ownProps(field), options: field.props?.options ?? [], props: CANONICAL_OPTION_KEYS };
}

/** Relation widgets publish their chosen record under their own data key, for attribute fields. */
export function relationWidgetProps(field: FieldSchema): Record<string, unknown> {
  return { ...ownProps(field), vModel: field.vModel };
}

/** Display widgets show their label and help text along with their props. */
export function displayWidgetProps(field: FieldSchema): Record<string, unknown> {
  return { ...ownProps(field), label: field.label, tipLabel: field.tipLabel };
}
